/**
 * The planetary-hours wire contract: the query (date, place) with Turkish messages naming the
 * parameter, and the answer. Polar day and night answer 200 with `hours: []` and `polar` set.
 */
import { z } from 'zod';
import '../zod-jitless';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../astro/calendar-events';
import type { Place } from '../birth-chart/types';
import { CHALDEAN_ORDER } from '../planetary-hours/rulers';
import { parseCalendarDate } from '../time/calendar';
import { placeSchema } from './birth-chart';
import { badRequest } from './errors';
import { parsePlaceParam, singleParams } from './moon-calendar';

export const PLANETARY_HOURS_MESSAGES = {
  dateMissing: 'date parametresi gerekli: tarihi yyyy-AA-gg biçiminde gönderin (örneğin 2026-03-20).',
  dateMalformed: 'date parametresi gerçek bir tarih olmalı, yyyy-AA-gg biçiminde (örneğin 2026-03-20).',
  dateRange: `date parametresi ${FIRST_CALENDAR_YEAR} ile ${LAST_CALENDAR_YEAR} yılları arasında bir tarih olmalı.`,
} as const;

/** A yyyy-MM-dd date within the supported years, or a Turkish 400 naming `date`. */
export function parseDateParam(raw: string | null | undefined): string {
  const value = raw?.trim();
  if (!value) throw badRequest(PLANETARY_HOURS_MESSAGES.dateMissing);
  const parsed = parseCalendarDate(value);
  if (!parsed) throw badRequest(PLANETARY_HOURS_MESSAGES.dateMalformed);
  if (parsed.year < FIRST_CALENDAR_YEAR || parsed.year > LAST_CALENDAR_YEAR) {
    throw badRequest(PLANETARY_HOURS_MESSAGES.dateRange);
  }
  return value;
}

export function parsePlanetaryHoursQuery(params: URLSearchParams): { date: string; place: Place } {
  const raw = singleParams(params, ['date', 'place'] as const);
  return { date: parseDateParam(raw.date), place: parsePlaceParam(raw.place) };
}

const instant = z.iso.datetime();

export const planetaryHoursAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    date: z.iso.date(),
    place: placeSchema,
    weekday: z.number().int().min(0).max(6),
    sunrise: instant.nullable(),
    sunset: instant.nullable(),
    nextSunrise: instant.nullable(),
    polar: z.enum(['day', 'night']).nullable(),
    hours: z.array(
      z.object({ start: instant, end: instant, ruler: z.enum(CHALDEAN_ORDER), day: z.boolean() }),
    ),
  }),
});
export type PlanetaryHoursAnswer = z.infer<typeof planetaryHoursAnswerSchema>;

export const PLANETARY_HOURS_CACHE_CONTROL = 'public, max-age=86400, s-maxage=2592000';
