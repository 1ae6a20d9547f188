/**
 * The sky-map wire contract: the query the API accepts (with its Turkish error messages) and the
 * answer it gives. Route handlers build answers with it; the page's fetcher checks them with it.
 */
import { z } from 'zod';
import '../zod-jitless';
import { DEFAULT_SKY_TIME, SKY_BODY_IDS } from '@/lib/sky/terms';
import { badRequest } from './errors';
import { isCalendarDate, isClockTime } from '../time/calendar';

export const EARLIEST_SKY_DATE = '1900-01-01';

export const SKY_MAP_MESSAGES = {
  dateMissing:
    'Tarih gerekli: date parametresine tarihi yıl-ay-gün sırasıyla yazın; 12 Ağustos 2024 için 2024-08-12.',
  dateMalformed:
    'Tarih takvimde var olan bir gün olmalı ve yıl-ay-gün sırasıyla yazılmalı: 12 Ağustos 2024 için 2024-08-12.',
  dateTooEarly: 'Gökyüzü haritası 1 Ocak 1900 ve sonrası için çizilebilir.',
  dateInFuture: (today: string) => `Tarih bugünden sonra olamaz (İstanbul’da bugün ${today}).`,
  latitudeMissing: 'Enlem gerekli: latitude parametresini −90 ile 90 arasında bir sayı olarak gönderin.',
  latitudeMalformed: 'Enlem (latitude) ondalık noktalı bir sayı olmalı, örneğin 41.0082.',
  latitudeRange: 'Enlem (latitude) −90 ile 90 arasında olmalı.',
  longitudeMissing: 'Boylam gerekli: longitude parametresini −180 ile 180 arasında bir sayı olarak gönderin.',
  longitudeMalformed: 'Boylam (longitude) ondalık noktalı bir sayı olmalı, örneğin 28.9784.',
  longitudeRange: 'Boylam (longitude) −180 ile 180 arasında olmalı.',
  timeMalformed:
    'Saat, 24 saatlik düzende saat:dakika olarak yazılmalı: akşam 9 için 21:00 (İstanbul saati).',
  repeated: (name: string) => `${name} parametresi yalnızca bir kez gönderilmeli.`,
} as const;

const QUERY_KEYS = ['date', 'latitude', 'longitude', 'time'] as const;

// Plain decimals only: no exponents, no 'Infinity', no hex, at most 24 characters.
const DECIMAL_RE = /^[+-]?(?:\d{1,10}(?:\.\d{0,12})?|\.\d{1,12})$/;

function coordinate(limit: number, missing: string, malformed: string, range: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .regex(DECIMAL_RE, { error: malformed, abort: true })
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= -limit && v <= limit, { error: range })
    .transform((v) => Number(v.toFixed(4)));
}

/** The query for a chart; `today` is today's date in Istanbul, the latest day that can be asked for. */
export function skyMapQuerySchema(today: string) {
  const m = SKY_MAP_MESSAGES;
  return z.object({
    date: z
      .string({ error: m.dateMissing })
      .trim()
      .min(1, { error: m.dateMissing, abort: true })
      .refine(isCalendarDate, { error: m.dateMalformed, abort: true })
      .refine((v) => v >= EARLIEST_SKY_DATE, { error: m.dateTooEarly, abort: true })
      .refine((v) => v <= today, { error: m.dateInFuture(today), abort: true }),
    latitude: coordinate(90, m.latitudeMissing, m.latitudeMalformed, m.latitudeRange),
    longitude: coordinate(180, m.longitudeMissing, m.longitudeMalformed, m.longitudeRange),
    time: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : DEFAULT_SKY_TIME))
      .refine(isClockTime, { error: m.timeMalformed }),
  });
}

export type SkyMapQuery = z.output<ReturnType<typeof skyMapQuerySchema>>;

/** Reads and checks a query string; throws a 400 ApiError with a Turkish message for the first problem. */
export function parseSkyMapQuery(params: URLSearchParams, today: string): SkyMapQuery {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) throw badRequest(SKY_MAP_MESSAGES.repeated(key));
    if (values.length === 1) raw[key] = values[0];
  }
  const parsed = skyMapQuerySchema(today).safeParse(raw);
  if (!parsed.success) {
    // Report in the order date, latitude, longitude, time.
    const issues = [...parsed.error.issues].sort(
      (a, b) =>
        QUERY_KEYS.indexOf(a.path[0] as (typeof QUERY_KEYS)[number]) -
        QUERY_KEYS.indexOf(b.path[0] as (typeof QUERY_KEYS)[number]),
    );
    throw badRequest(issues[0]?.message ?? SKY_MAP_MESSAGES.dateMalformed);
  }
  return parsed.data;
}

/** The query string of a chart, in a fixed order so that equal charts have equal addresses. */
export function skyMapSearch(q: SkyMapQuery): string {
  return new URLSearchParams({
    date: q.date,
    time: q.time,
    latitude: String(q.latitude),
    longitude: String(q.longitude),
  }).toString();
}

export const skyMapImagePath = (q: SkyMapQuery) => `/api/sky-map/image?${skyMapSearch(q)}`;

export const skyObjectSchema = z.object({
  body: z.enum(SKY_BODY_IDS),
  name: z.string().min(1),
  /** Topocentric altitude in degrees, without refraction. */
  altitude: z.number().min(-90).max(90),
  /** Degrees from north through east. */
  azimuth: z.number().min(0).max(360),
  magnitude: z.number(),
  aboveHorizon: z.boolean(),
});
export type SkyObject = z.infer<typeof skyObjectSchema>;

export const skyMapAnswerSchema = z.object({
  success: z.literal(true),
  /** Address of the PNG (same parameters) or a data URL. */
  data: z.string().min(1),
  date: z.string().refine(isCalendarDate),
  time: z.string().refine(isClockTime),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  objects: z.array(skyObjectSchema),
});
export type SkyMapAnswer = z.infer<typeof skyMapAnswerSchema>;

/** Whether an answer's `data` can be shown as the chart: a path on this site or a PNG data URL. */
export function isChartImageAddress(data: string): boolean {
  return (data.startsWith('/') && !data.startsWith('//')) || data.startsWith('data:image/png;base64,');
}
