/**
 * The personal-sky wire contract: transits (GET/POST /api/transits) and the solar return
 * (GET/POST /api/solar-return). The birth parameters are read exactly as /api/birth-chart reads
 * them (its schema, its Turkish messages); a POST carries the same fields as a JSON body of at most
 * 4 kB, so that birth data need not travel in an address. Nothing here is stored or logged.
 */
import { z } from 'zod';
import '../zod-jitless';
import { ASPECT_TYPES } from '../astro/aspects';
import { BODIES } from '../astro/bodies';
import { isCalendarDate } from '../time/calendar';
import { birthChartDataSchema, parseBirthChartQuery, type BirthChartQuery } from './birth-chart';
import { badRequest } from './errors';

export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2100-12-31';
export const MAX_BODY_BYTES = 4096;

export const PERSONAL_MESSAGES = {
  bodyTooLarge: 'İstek gövdesi en çok 4 kB olabilir.',
  bodyNotJson: 'İstek gövdesi bir JSON nesnesi olmalı, örneğin {"date":"1990-05-17","place":"tr-34"}.',
  fieldNotText: (name: string) => `${name} alanı metin ya da sayı olarak gönderilmeli.`,
  fromMalformed:
    'Başlangıç günü (from) yyyy-MM-dd biçiminde, takvimde var olan bir gün olmalı (örneğin 2026-03-01).',
  fromRange: 'Başlangıç günü (from) 1900-01-01 ile 2100-12-31 arasında olmalı.',
  daysMalformed: 'Gün sayısı (days) 1 ile 366 arasında bir tam sayı olmalı.',
  dayMalformed:
    'Okunacak gün (day) yyyy-MM-dd biçiminde, takvimde var olan bir gün olmalı (örneğin 2026-03-01).',
  dayRange: 'Okunacak gün (day) 1900-01-01 ile 2100-12-31 arasında olmalı.',
  yearMalformed: 'Yıl (year) 1900 ile 2100 arasında bir tam sayı olmalı.',
  returnPlaceMalformed:
    'Dönüş yeri (returnPlace) geçersiz: yer aramasından gelen kimliği olduğu gibi gönderin.',
  returnPlaceUnknown: 'Dönüş yeri (returnPlace) bulunamadı. Lütfen yeri aramadan yeniden seçin.',
  repeated: (name: string) => `${name} parametresi yalnızca bir kez gönderilmeli.`,
} as const;

/**
 * A POST's JSON body as the query parameters a GET would carry: an object of strings or numbers
 * (null leaves a field out), at most 4 kB. Throws a 400 with a Turkish message otherwise.
 */
export async function paramsOfJsonBody(request: Request): Promise<URLSearchParams> {
  const m = PERSONAL_MESSAGES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw badRequest(m.bodyTooLarge);
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw badRequest(m.bodyNotJson);
  }
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw badRequest(m.bodyTooLarge);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(m.bodyNotJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(m.bodyNotJson);
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    if (typeof field === 'string') params.set(key, field);
    else if (typeof field === 'number' && Number.isFinite(field)) params.set(key, String(field));
    else throw badRequest(m.fieldNotText(key));
  }
  return params;
}

function single(params: URLSearchParams, key: string): string | undefined {
  const values = params.getAll(key);
  if (values.length > 1) throw badRequest(PERSONAL_MESSAGES.repeated(key));
  const v = values[0]?.trim();
  return v ? v : undefined;
}

/** An Istanbul day parameter between 1900-01-01 and 2100-12-31; `fallback` when absent. */
function dayParam(
  params: URLSearchParams,
  key: string,
  fallback: string,
  malformed: string,
  range: string,
): string {
  const v = single(params, key);
  if (v === undefined) return fallback;
  if (!isCalendarDate(v)) throw badRequest(malformed);
  if (v < EARLIEST_DAY || v > LATEST_DAY) throw badRequest(range);
  return v;
}

function integerParam(
  params: URLSearchParams,
  key: string,
  min: number,
  max: number,
  fallback: number | undefined,
  message: string,
): number {
  const v = single(params, key);
  if (v === undefined) {
    if (fallback === undefined) throw badRequest(message);
    return fallback;
  }
  if (!/^\d{1,4}$/.test(v)) throw badRequest(message);
  const n = Number(v);
  if (n < min || n > max) throw badRequest(message);
  return n;
}

export interface TransitsQuery {
  birth: BirthChartQuery;
  from: string;
  days: number;
}

/** Birth parameters (as /api/birth-chart), then `from` (default today) and `days` (1–366, default 30). */
export function parseTransitsQuery(params: URLSearchParams, today: string): TransitsQuery {
  const birth = parseBirthChartQuery(params, today);
  const m = PERSONAL_MESSAGES;
  return {
    birth,
    from: dayParam(params, 'from', today, m.fromMalformed, m.fromRange),
    days: integerParam(params, 'days', 1, 366, 30, m.daysMalformed),
  };
}

export interface SolarReturnQuery {
  birth: BirthChartQuery;
  year: number;
  returnPlace: string | null;
}

const PLACE_ID_RE = /^(?:tr-\d{2}(?:-[a-z0-9-]{1,60})?|g\d{1,10})$/;

/** Birth parameters, then `year` (1900–2100, default this year) and an optional `returnPlace` id. */
export function parseSolarReturnQuery(params: URLSearchParams, today: string): SolarReturnQuery {
  const birth = parseBirthChartQuery(params, today);
  const m = PERSONAL_MESSAGES;
  const year = integerParam(params, 'year', 1900, 2100, Number(today.slice(0, 4)), m.yearMalformed);
  const returnPlace = single(params, 'returnPlace') ?? null;
  if (returnPlace !== null && !PLACE_ID_RE.test(returnPlace)) throw badRequest(m.returnPlaceMalformed);
  return { birth, year, returnPlace };
}

/** Birth parameters, then `day` (the Istanbul day to read, default today). */
export function parseDayQuery(
  params: URLSearchParams,
  today: string,
): { birth: BirthChartQuery; day: string } {
  const birth = parseBirthChartQuery(params, today);
  const m = PERSONAL_MESSAGES;
  return { birth, day: dayParam(params, 'day', today, m.dayMalformed, m.dayRange) };
}

const longitudeSchema = z.number().min(0).lt(360);
const iso = z.iso.datetime();
/** The natal points (lib/transits/find.ts): the ten bodies and the two angles. */
const NATAL_POINTS = [...BODIES, 'ascendant', 'midheaven'] as const;

export const transitSchema = z.object({
  body: z.enum(BODIES),
  aspect: z.enum(ASPECT_TYPES),
  point: z.enum(NATAL_POINTS),
  orb: z.number().positive(),
  exact: z.array(iso).min(1),
  start: iso.nullable(),
  end: iso.nullable(),
});
export type TransitWire = z.infer<typeof transitSchema>;

export const transitsDataSchema = z.object({
  from: z.string().refine(isCalendarDate),
  to: z.string().refine(isCalendarDate),
  natal: z.object({
    utc: iso,
    bodies: z.array(z.object({ body: z.enum(BODIES), longitude: longitudeSchema })).length(10),
    ascendant: z.object({ longitude: longitudeSchema }).nullable(),
    midheaven: z.object({ longitude: longitudeSchema }).nullable(),
  }),
  transits: z.array(transitSchema),
  returns: z.array(z.object({ body: z.enum(['sun', 'jupiter', 'saturn']), exact: iso })),
});
export type TransitsData = z.infer<typeof transitsDataSchema>;

export const transitsAnswerSchema = z.object({ success: z.literal(true), data: transitsDataSchema });
export type TransitsAnswer = z.infer<typeof transitsAnswerSchema>;

export const solarReturnAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ exact: iso, chart: birthChartDataSchema }),
});
export type SolarReturnAnswer = z.infer<typeof solarReturnAnswerSchema>;

/** The headers of every personal answer: birth data must not be kept by any cache. */
export const PERSONAL_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;
