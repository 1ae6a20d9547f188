/**
 * The wire contract of GET /api/horoscopes/{type}/{sign}, as zod schemas: the route builds
 * its answers from them and the browser's fetcher checks answers against them. zod/mini
 * keeps what the reading page ships to the browser small.
 */
import * as z from 'zod/mini';
import '../zod-jitless';
import { SIGN_IDS } from '../zodiac/signs';
import { BODIES } from '../astro/bodies';
import { EVENT_KINDS } from '../astro/events';
import { HOROSCOPE_TYPES, type Reading } from '../horoscope/types';

const dayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const instant = z.iso.datetime();
const rating = z.int().check(z.gte(1), z.lte(5));

export const horoscopeTypeSchema = z.enum(HOROSCOPE_TYPES);
export const signIdSchema = z.enum(SIGN_IDS);

export const transitSchema = z.object({
  body: z.enum(BODIES),
  sign: signIdSchema,
  degree: z.number().check(z.gte(0), z.lt(30)),
  retrograde: z.boolean(),
  house: z.int().check(z.gte(1), z.lte(12)),
  at: instant,
});

export const skyEventSchema = z.object({
  kind: z.enum(EVENT_KINDS),
  body: z.enum(BODIES),
  sign: signIdSchema,
  at: instant,
});

export const horoscopeDataSchema = z.object({
  type: horoscopeTypeSchema,
  sign: signIdSchema,
  prediction: z.string().check(z.minLength(1)),
  /** The period's first day, yyyy-MM-dd (Istanbul). */
  date: dayKey,
  /** When the reading was first generated; stable across requests and restarts. */
  createdAt: instant,
  period: z.object({
    start: dayKey,
    /** Last day of the period, inclusive. */
    end: dayKey,
    label: z.string().check(z.minLength(1)),
  }),
  transits: z.array(transitSchema),
  events: z.array(skyEventSchema),
  /** 'composer', or the name of the model that polished the reading. */
  source: z.string().check(z.minLength(1)),
  /** One sentence that opens the reading. */
  summary: z.string().check(z.minLength(1)),
  /** 1–5 each, derived from the sky by the rule in docs/readings.md. */
  ratings: z.object({ love: rating, career: rating, health: rating, energy: rating }),
  /** The reading's parts in order; `prediction` is their text joined. */
  sections: z.array(
    z.object({
      key: z.string().check(z.minLength(1)),
      title: z.string().check(z.minLength(1)),
      text: z.string().check(z.minLength(1)),
    }),
  ),
  /** A few words that say the reading's theme (docs/readings.md, "The planner"). */
  headline: z.optional(z.string().check(z.minLength(1))),
  /** One sentence per rating that says why it is what it is. */
  ratingReasons: z.optional(
    z.object({ love: z.string(), career: z.string(), health: z.string(), energy: z.string() }),
  ),
  /** The sky the reading rests on: dated facts with clock times ("Yorumun dayandığı gökyüzü"). */
  sky: z.optional(
    z.array(
      z.object({
        key: z.string().check(z.minLength(1)),
        label: z.string().check(z.minLength(1)),
        text: z.string().check(z.minLength(1)),
      }),
    ),
  ),
});

export const horoscopeSuccessSchema = z.object({
  success: z.literal(true),
  data: horoscopeDataSchema,
  type: horoscopeTypeSchema,
  timestamp: instant,
});

/** An unsuccessful answer: the "not successful" answer of docs/reading-screens.md (info box) or any error body. */
export const horoscopeFailureSchema = z.object({
  success: z.literal(false),
  message: z.optional(z.string()),
});

export type HoroscopeData = z.infer<typeof horoscopeDataSchema>;
type FitsContract<T extends HoroscopeData> = T;
/** The domain's reading is what the route answers: this line fails to compile if it does not fit. */
export type ReadingOnTheWire = FitsContract<Reading>;
export type HoroscopeSuccess = z.infer<typeof horoscopeSuccessSchema>;
export type TransitData = z.infer<typeof transitSchema>;
export type SkyEventData = z.infer<typeof skyEventSchema>;

/** The 200 answer around a reading's data. */
export function horoscopeAnswer(data: HoroscopeData, now: Date): HoroscopeSuccess {
  return { success: true, data, type: data.type, timestamp: now.toISOString() };
}

const SENTINEL = new Date(0);
const encoders = new WeakMap<HoroscopeData, { head: Uint8Array; tail: Uint8Array }>();

/**
 * The 200 answer as UTF-8 bytes. The answer differs between requests only in its timestamp,
 * so the rest is serialised and encoded once per reading (a reading is immutable once
 * stored) and each request copies it around a fresh timestamp.
 */
export function encodeHoroscopeAnswer(data: HoroscopeData, now: Date): Uint8Array<ArrayBuffer> {
  let parts = encoders.get(data);
  if (!parts) {
    const json = JSON.stringify(horoscopeAnswer(data, SENTINEL));
    const marker = JSON.stringify(SENTINEL.toISOString());
    const at = json.lastIndexOf(marker);
    const encoder = new TextEncoder();
    parts = {
      head: encoder.encode(json.slice(0, at + 1)),
      tail: encoder.encode(json.slice(at + marker.length - 1)),
    };
    encoders.set(data, parts);
  }
  const stamp = now.toISOString();
  const out = new Uint8Array(parts.head.length + stamp.length + parts.tail.length);
  out.set(parts.head, 0);
  // An ISO timestamp is ASCII: one byte per character.
  for (let i = 0; i < stamp.length; i++) out[parts.head.length + i] = stamp.charCodeAt(i);
  out.set(parts.tail, parts.head.length + stamp.length);
  return out;
}
