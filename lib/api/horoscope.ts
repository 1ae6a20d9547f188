/**
 * The wire contract of GET /api/horoscopes/{type}/{sign}, as zod schemas: the route builds
 * its answers from them and the browser's fetcher checks answers against them. zod/mini
 * keeps what the reading page ships to the browser small.
 */
import * as z from 'zod/mini';
import { BODIES, EVENT_KINDS, HOROSCOPE_TYPES, type HoroscopeType } from '../horoscope/types';
import { SIGN_IDS, type SignId } from '../zodiac/signs';

const dayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const instant = z.iso.datetime();

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
});

export const horoscopeSuccessSchema = z.object({
  success: z.literal(true),
  data: horoscopeDataSchema,
  type: horoscopeTypeSchema,
  timestamp: instant,
});

/** An unsuccessful answer: section 8's "not successful" (info box) or any error body. */
export const horoscopeFailureSchema = z.object({
  success: z.literal(false),
  message: z.optional(z.string()),
});

export type HoroscopeData = z.infer<typeof horoscopeDataSchema>;
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

export function horoscopePath(type: HoroscopeType, sign: SignId): string {
  return `/api/horoscopes/${type}/${sign}`;
}

// --- The browser's fetcher (section 7 and 8) -----------------------------------------------------

/** Section 8: the message when a failed answer carries none. */
export const HTTP_FAILURE_FALLBACK = 'Burç bilgisi alınamadı';
/** Section 8: the red box's text when there is no message at all (the network failed). */
export const LOAD_ERROR_FALLBACK =
  'Burç yorumu yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.';
/** Section 4: the yellow box's text for an unsuccessful answer without a message. */
export const NO_READING_FALLBACK = 'Bu burç için henüz yorum bulunmuyor.';

/** A failed load; the message is empty when there was no answer at all. */
export class HoroscopeLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HoroscopeLoadError';
  }
}

export type HoroscopeResult = { kind: 'reading'; data: HoroscopeData } | { kind: 'info'; message: string };

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Loads a reading. Resolves with the reading, or with an info message for an answer that
 * is not successful (the yellow box); rejects with HoroscopeLoadError for an HTTP failure or
 * an answer that breaks the contract (the red box). Abort errors pass through untouched.
 */
export async function fetchHoroscope(
  type: HoroscopeType,
  sign: SignId,
  { signal, baseUrl = '' }: { signal?: AbortSignal; baseUrl?: string } = {},
): Promise<HoroscopeResult> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${horoscopePath(type, sign)}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new HoroscopeLoadError('');
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new HoroscopeLoadError(messageOf(body) ?? HTTP_FAILURE_FALLBACK);
  if (!body || typeof body !== 'object') throw new HoroscopeLoadError(HTTP_FAILURE_FALLBACK);

  const record = body as Record<string, unknown>;
  // Section 5: an answer is a reading only when success is true and data is present.
  if (record.success !== true || record.data === undefined || record.data === null) {
    return { kind: 'info', message: messageOf(body) ?? NO_READING_FALLBACK };
  }
  const parsed = horoscopeSuccessSchema.safeParse(body);
  if (!parsed.success) throw new HoroscopeLoadError(HTTP_FAILURE_FALLBACK);
  return { kind: 'reading', data: parsed.data.data };
}

/** Section 7's caching of the horoscope query, exactly. */
export const HOROSCOPE_QUERY_OPTIONS = {
  staleTime: 60 * 60 * 1000,
  gcTime: 24 * 60 * 60 * 1000,
  retry: 3,
  retryDelay: 1000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
} as const;

export const horoscopeQueryKey = (type: HoroscopeType, sign: SignId | null) =>
  ['horoscope', type, sign] as const;
