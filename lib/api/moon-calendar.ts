/**
 * The Moon-calendar wire contract: the query the API accepts (year, month, place, with Turkish
 * messages naming the parameter) and the answer it gives, as zod schemas shared by the route,
 * the page and the tests.
 */
import { z } from 'zod';
import '../zod-jitless';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../astro/calendar-events';
import { placeById } from '../birth-chart/places';
import type { Place } from '../birth-chart/types';
import { MOON_PHASE_IDS } from '../moon/phase';
import { SIGN_IDS } from '../zodiac/sign-ids';
import { placeSchema } from './birth-chart';
import { badRequest } from './errors';

export const DEFAULT_MOON_PLACE = 'tr-34';

export const MOON_CALENDAR_MESSAGES = {
  repeated: (key: string) => `${key} parametresi yalnızca bir kez gönderilmeli.`,
  yearMissing: 'year parametresi gerekli: dört haneli bir yıl gönderin (örneğin 2026).',
  yearMalformed: 'year parametresi dört haneli bir yıl olmalı, örneğin 2026.',
  yearRange: `year parametresi ${FIRST_CALENDAR_YEAR} ile ${LAST_CALENDAR_YEAR} arasında bir yıl olmalı.`,
  monthMissing: 'month parametresi gerekli: 01 ile 12 arasında bir ay gönderin.',
  monthMalformed: 'month parametresi 1 ile 12 arasında bir ay olmalı, örneğin 03.',
  placeUnknown: 'place parametresi tanınmadı: /api/places adresinden bir yer kimliği seçin (örneğin tr-34).',
} as const;

/** A year of the supported range from a query value or path segment, or a Turkish 400 naming `key`. */
export function parseYearParam(raw: string | null | undefined, key = 'year'): number {
  const m = MOON_CALENDAR_MESSAGES;
  const value = raw?.trim();
  if (!value) throw badRequest(m.yearMissing.replace('year', key));
  if (!/^\d{4}$/.test(value)) throw badRequest(m.yearMalformed.replace('year', key));
  const year = Number(value);
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR)
    throw badRequest(m.yearRange.replace('year', key));
  return year;
}

export function parseMonthParam(raw: string | null | undefined): number {
  const value = raw?.trim();
  if (!value) throw badRequest(MOON_CALENDAR_MESSAGES.monthMissing);
  if (!/^\d{1,2}$/.test(value)) throw badRequest(MOON_CALENDAR_MESSAGES.monthMalformed);
  const month = Number(value);
  if (month < 1 || month > 12) throw badRequest(MOON_CALENDAR_MESSAGES.monthMalformed);
  return month;
}

/** A place by id (default İstanbul when absent), or a Turkish 400 naming `place`. */
export function parsePlaceParam(raw: string | null | undefined, fallback = DEFAULT_MOON_PLACE): Place {
  const value = raw?.trim() || fallback;
  const place = /^[a-z0-9-]{2,20}$/i.test(value) ? placeById(value) : undefined;
  if (!place) throw badRequest(MOON_CALENDAR_MESSAGES.placeUnknown);
  return place;
}

/** Each key at most once, or a Turkish 400. */
export function singleParams<K extends string>(params: URLSearchParams, keys: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const values = params.getAll(key);
    if (values.length > 1) throw badRequest(MOON_CALENDAR_MESSAGES.repeated(key));
    if (values.length === 1) out[key] = values[0];
  }
  return out;
}

export function parseMoonCalendarQuery(params: URLSearchParams): {
  year: number;
  month: number;
  place: Place;
} {
  const raw = singleParams(params, ['year', 'month', 'place'] as const);
  return {
    year: parseYearParam(raw.year),
    month: parseMonthParam(raw.month),
    place: parsePlaceParam(raw.place),
  };
}

const instant = z.iso.datetime();

export const moonDaySchema = z.object({
  date: z.iso.date(),
  phase: z.object({
    id: z.enum(MOON_PHASE_IDS),
    name: z.string().min(1),
    illumination: z.number().min(0).max(100),
    age: z.number().min(0).max(30),
    angle: z.number().min(0).max(360),
    exact: z.object({ id: z.enum(MOON_PHASE_IDS), at: instant }).nullable(),
  }),
  sign: z.enum(SIGN_IDS),
  ingress: instant.nullable(),
  ingressSign: z.enum(SIGN_IDS).nullable(),
  voidOfCourse: z.array(z.object({ start: instant, end: instant })),
  moonrise: instant.nullable(),
  moonset: instant.nullable(),
  advice: z.string().min(1),
});

export const moonCalendarAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    place: placeSchema,
    days: z.array(moonDaySchema).min(28).max(31),
  }),
});
export type MoonCalendarAnswer = z.infer<typeof moonCalendarAnswerSchema>;

/** A month's Moon does not change: a day in browsers, a month in shared caches. */
export const MOON_CALENDAR_CACHE_CONTROL = 'public, max-age=86400, s-maxage=2592000';
