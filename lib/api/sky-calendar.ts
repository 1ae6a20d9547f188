/**
 * The sky-calendar wire contract: the year the API accepts (with its Turkish messages) and the
 * answer it gives, as zod schemas shared by the route handlers, the tests and any client.
 */
import { z } from 'zod';
import '../zod-jitless';
import { BODIES } from '../astro/bodies';
import { EVENT_PRECISIONS } from '../astro/events';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR, type SkyCalendar } from '../astro/calendar-events';
import { ISTANBUL_ZONE } from '../time/zone-name';
import { SIGN_IDS } from '../zodiac/signs';
import { badRequest } from './errors';

export const SKY_CALENDAR_MESSAGES = {
  yearMissing: `Yıl gerekli: year parametresini dört haneli bir yıl olarak gönderin (örneğin 2026).`,
  yearMalformed: 'Yıl dört haneli bir sayı olmalı, örneğin 2026.',
  yearRange: `Gökyüzü takvimi ${FIRST_CALENDAR_YEAR} ile ${LAST_CALENDAR_YEAR} arasındaki yıllar için hazırlanır.`,
  repeated: 'year parametresi yalnızca bir kez gönderilmeli.',
} as const;

/** Reads a year ('2026') from a query value or a path segment; throws a Turkish 400 otherwise. */
export function parseCalendarYear(raw: string | null | undefined): number {
  const m = SKY_CALENDAR_MESSAGES;
  const value = raw?.trim();
  if (!value) throw badRequest(m.yearMissing);
  if (!/^\d{4}$/.test(value)) throw badRequest(m.yearMalformed);
  const year = Number(value);
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) throw badRequest(m.yearRange);
  return year;
}

export function parseCalendarQuery(params: URLSearchParams): number {
  const values = params.getAll('year');
  if (values.length > 1) throw badRequest(SKY_CALENDAR_MESSAGES.repeated);
  return parseCalendarYear(values[0]);
}

const instant = z.iso.datetime();
const base = {
  body: z.enum(BODIES),
  at: instant,
  sign: z.enum(SIGN_IDS),
  degree: z.number().min(0).lt(30),
  precision: z.enum(EVENT_PRECISIONS).optional(),
};

export const calendarEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['new-moon', 'full-moon']), ...base, body: z.literal('moon') }),
  z.object({
    kind: z.literal('solar-eclipse'),
    ...base,
    body: z.literal('sun'),
    eclipseType: z.enum(['total', 'annular', 'partial', 'hybrid']),
    visibleFromIstanbul: z.boolean(),
    istanbul: z
      .object({
        eclipseType: z.enum(['partial', 'annular', 'total']),
        obscuration: z.number().min(0).max(1),
        begin: instant,
        peak: instant,
        end: instant,
        sunAltitudeAtPeak: z.number(),
      })
      .nullable(),
  }),
  z.object({
    kind: z.literal('lunar-eclipse'),
    ...base,
    body: z.literal('moon'),
    eclipseType: z.enum(['total', 'partial', 'penumbral']),
    obscuration: z.number().min(0).max(1),
    visibleFromIstanbul: z.boolean(),
    peakVisibleFromIstanbul: z.boolean(),
    penumbralStart: instant,
    penumbralEnd: instant,
    partialStart: instant.optional(),
    partialEnd: instant.optional(),
    totalStart: instant.optional(),
    totalEnd: instant.optional(),
  }),
  z.object({ kind: z.literal('ingress'), ...base, retrograde: z.boolean() }),
  z.object({ kind: z.enum(['station-retrograde', 'station-direct']), ...base }),
  z.object({
    kind: z.literal('retrograde'),
    ...base,
    start: instant,
    end: instant,
    endSign: z.enum(SIGN_IDS),
    endDegree: z.number().min(0).lt(30),
    shadowStart: instant.optional(),
    shadowEnd: instant.optional(),
  }),
]);

export const skyCalendarAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    year: z.number().int(),
    timeZone: z.literal(ISTANBUL_ZONE),
    events: z.array(calendarEventSchema),
  }),
});
export type SkyCalendarAnswer = z.infer<typeof skyCalendarAnswerSchema>;

export function skyCalendarAnswer(calendar: SkyCalendar): SkyCalendarAnswer {
  return { success: true, data: calendar };
}

/** The sky of a year does not change: a week in browsers, a month in shared caches. */
export const SKY_CALENDAR_CACHE_CONTROL = 'public, max-age=604800, s-maxage=2592000';
