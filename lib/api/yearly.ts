/**
 * The wire contract of GET /api/horoscopes/yearly/{sign}?year=yyyy: the other readings' shape
 * (success, data {type, sign, prediction, date, createdAt, …}, type, timestamp) with
 * `type: "yearly"` and the year's own facts (months, eclipses, retrogrades). The spec's three
 * types stay as they are: this is a separate route and schema.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import '../zod-jitless';
import {
  isYearlyYear,
  yearlyReading,
  YEARLY_FIRST_YEAR,
  YEARLY_LAST_YEAR,
  type YearlyReading,
} from '../horoscope/yearly';
import { isSignId, type SignId } from '../zodiac/signs';
import { istanbulDay } from '../time/zone';
import { badRequest } from './errors';
import { signIdSchema, skyEventSchema, transitSchema } from './horoscope';

const dayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const instant = z.iso.datetime();
const rating = z.int().check(z.gte(1), z.lte(5));
const placed = z.object({ sign: signIdSchema, house: z.int().check(z.gte(1), z.lte(12)) });

export const yearlyDataSchema = z.object({
  type: z.literal('yearly'),
  sign: signIdSchema,
  year: z.int(),
  prediction: z.string().check(z.minLength(1)),
  date: dayKey,
  createdAt: instant,
  period: z.object({ start: dayKey, end: dayKey, label: z.string().check(z.minLength(1)) }),
  transits: z.array(transitSchema),
  events: z.array(skyEventSchema),
  source: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  ratings: z.object({ love: rating, career: rating, health: rating, energy: rating }),
  sections: z.array(z.object({ key: z.string(), title: z.string(), text: z.string().check(z.minLength(1)) })),
  months: z.array(z.object({ month: z.int(), name: z.string(), text: z.string() })),
  eclipses: z.array(
    z.object({
      ...placed.shape,
      kind: z.enum(['solar', 'lunar']),
      at: instant,
      eclipseType: z.string(),
      visibleFromIstanbul: z.boolean(),
    }),
  ),
  retrogrades: z.array(
    z.object({ body: z.enum(['mercury', 'venus', 'mars']), start: instant, end: instant, from: placed, to: placed }),
  ),
});

export const yearlySuccessSchema = z.object({
  success: z.literal(true),
  data: yearlyDataSchema,
  type: z.literal('yearly'),
  timestamp: instant,
});

export type YearlyData = z.infer<typeof yearlyDataSchema>;
type FitsContract<T extends YearlyData> = T;
/** The domain's yearly reading is what the route answers: this line fails to compile if it does not fit. */
export type YearlyOnTheWire = FitsContract<YearlyReading>;

export const BAD_YEAR_MESSAGE = `Geçersiz yıl. Yıllık yorumlar ${YEARLY_FIRST_YEAR} ile ${YEARLY_LAST_YEAR} arasındaki yıllar için hazırlanıyor; yılı dört haneli yazın (örneğin ?year=${YEARLY_LAST_YEAR}).`;
export const BAD_SIGN_MESSAGE = 'Geçersiz burç. Lütfen listedeki on iki burçtan birini seçin (örneğin koc, boga, ikizler).';

/** The current year in Istanbul. */
export function currentYear(now: Date): number {
  return Number(istanbulDay(now).slice(0, 4));
}

/** The year of a `year` query value (absent: the current year, clamped to the range), or a 400. */
export function parseYear(values: readonly string[], now: Date): number {
  if (values.length === 0) {
    return Math.min(YEARLY_LAST_YEAR, Math.max(YEARLY_FIRST_YEAR, currentYear(now)));
  }
  const raw = values.length === 1 ? values[0] : '';
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  if (!isYearlyYear(year)) throw badRequest(BAD_YEAR_MESSAGE);
  return year;
}

export function parseYearlySign(raw: string): SignId {
  if (!isSignId(raw)) throw badRequest(BAD_SIGN_MESSAGE);
  return raw;
}

const etags = new WeakMap<YearlyReading, string>();
export function yearlyEtag(reading: YearlyReading): string {
  let tag = etags.get(reading);
  if (!tag) {
    tag = `W/"${createHash('sha1').update(JSON.stringify(reading)).digest('base64url')}"`;
    etags.set(reading, tag);
  }
  return tag;
}

/** A computed year does not change: a day in browsers, a week in shared caches. */
export const YEARLY_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

/** The API's answer for a sign and year: 200 with the reading, or 304 when the client holds it. */
export function yearlyAnswer(sign: SignId, year: number, now: Date, ifNoneMatch: string | null): Response {
  const reading = yearlyReading(sign, year);
  const etag = yearlyEtag(reading);
  const headers = { 'Cache-Control': YEARLY_CACHE_CONTROL, ETag: etag };
  const opaque = etag.replace(/^W\//, '');
  if (ifNoneMatch?.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === opaque)) {
    return new Response(null, { status: 304, headers });
  }
  return Response.json(
    { success: true, data: reading, type: 'yearly', timestamp: now.toISOString() },
    { headers },
  );
}
