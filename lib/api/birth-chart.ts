/**
 * The birth-chart and place-search wire contract: the queries the APIs accept (with their Turkish
 * error messages) and the answers they give. Route handlers build answers with these schemas; the
 * pages' fetchers check them with them. Birth data passes through here and is never stored.
 */
import { z } from 'zod';
import '../zod-jitless';
import { ASPECT_TYPES } from '../astro/aspects';
import { isCalendarDate, isClockTime } from '../time/calendar';
import { ISTANBUL_ZONE } from '../time/zone-name';
import { formatUtcOffset, isTimeZone, parseUtcOffset } from '../time/zoned';
import { SIGN_IDS } from '../zodiac/signs';
import { CHART_BODIES, DEFAULT_HOUSE_SYSTEM, HOUSE_SYSTEMS, type HouseSystem } from '../birth-chart/types';
import { birthChartInterpretationSchema } from './birth-chart-interpretation';
import { badRequest } from './errors';

export { birthChartSearch } from './birth-chart-search';

export const EARLIEST_BIRTH_DATE = '1900-01-01';

export const BIRTH_CHART_MESSAGES = {
  dateMissing:
    'Doğum tarihi gerekli: date parametresine tarihi yıl-ay-gün sırasıyla yazın; 14 Mart 1990 için 1990-03-14.',
  dateMalformed:
    'Doğum tarihi takvimde var olan bir gün olmalı ve yıl-ay-gün sırasıyla yazılmalı: 14 Mart 1990 için 1990-03-14.',
  dateTooEarly: 'Doğum haritası 1 Ocak 1900 ve sonrası için hesaplanabilir.',
  dateInFuture: (today: string) => `Doğum tarihi bugünden sonra olamaz (İstanbul’da bugün ${today}).`,
  timeMalformed:
    'Doğum saati 24 saatlik düzende saat:dakika olarak, 00:00 ile 23:59 arasında yazılmalı: sabah 6.45 için 06:45. Saati bilmiyorsanız boş bırakın.',
  placeOrCoordinates:
    'Doğum yeri gerekli: place parametresiyle bir yer kimliği ya da latitude, longitude ve timeZone parametrelerini gönderin.',
  placeAndCoordinates:
    'Doğum yerini ya place ile ya da latitude ve longitude ile verin; ikisini birlikte değil.',
  placeMalformed: 'Yer kimliği (place) geçersiz: yer aramasından gelen kimliği olduğu gibi gönderin.',
  placeUnknown: 'Bu kimlikte bir yer bulunamadı. Lütfen yeri aramadan yeniden seçin.',
  latitudeMissing: 'Enlem gerekli: latitude parametresini −90 ile 90 arasında bir sayı olarak gönderin.',
  latitudeMalformed: 'Enlem (latitude) ondalık noktalı bir sayı olmalı, örneğin 41.0602.',
  latitudeRange: 'Enlem (latitude) −90 ile 90 arasında olmalı.',
  longitudeMissing: 'Boylam gerekli: longitude parametresini −180 ile 180 arasında bir sayı olarak gönderin.',
  longitudeMalformed: 'Boylam (longitude) ondalık noktalı bir sayı olmalı, örneğin 28.9877.',
  longitudeRange: 'Boylam (longitude) −180 ile 180 arasında olmalı.',
  timeZoneMissing: `Koordinatlarla birlikte saat dilimi gerekli: timeZone parametresini IANA adıyla (örneğin ${ISTANBUL_ZONE}) ya da utcOffset gönderin.`,
  timeZoneUnknown: `Saat dilimi tanınmadı: timeZone parametresi IANA adı olmalı, örneğin ${ISTANBUL_ZONE}.`,
  utcOffsetMalformed:
    'UTC farkı (utcOffset) +03:00 ya da −05:30 biçiminde, −12:00 ile +14:00 arasında olmalı.',
  houseSystemUnknown: 'Ev sistemi (houseSystem) placidus, whole-sign, equal ya da porphyry olmalı.',
  repeated: (name: string) => `${name} parametresi yalnızca bir kez gönderilmeli.`,
} as const;

export const PLACES_MESSAGES = {
  queryMissing: 'Aranacak yer adı gerekli: q parametresine en az 2 harf yazın (örneğin sisli).',
  queryTooShort: 'Yer aramak için en az 2 harf yazın.',
  queryTooLong: 'Yer adı en çok 80 karakter olabilir.',
  repeated: (name: string) => `${name} parametresi yalnızca bir kez gönderilmeli.`,
} as const;

const QUERY_KEYS = [
  'date',
  'time',
  'place',
  'latitude',
  'longitude',
  'timeZone',
  'utcOffset',
  'houseSystem',
] as const;

// Plain decimals only: no exponents, no 'Infinity', no hex.
const DECIMAL_RE = /^[+-]?(?:\d{1,10}(?:\.\d{0,12})?|\.\d{1,12})$/;
const PLACE_ID_RE = /^(?:tr-\d{2}(?:-[a-z0-9-]{1,60})?|g\d{1,10})$/;

function coordinate(limit: number, malformed: string, range: string) {
  return z
    .string()
    .trim()
    .regex(DECIMAL_RE, { error: malformed, abort: true })
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= -limit && v <= limit, { error: range })
    .transform((v) => Number(v.toFixed(4)));
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The query for a chart; `today` is today's date in Istanbul, the latest birth date accepted. */
export function birthChartQuerySchema(today: string) {
  const m = BIRTH_CHART_MESSAGES;
  return z
    .object({
      date: z
        .string({ error: m.dateMissing })
        .trim()
        .min(1, { error: m.dateMissing, abort: true })
        .refine(isCalendarDate, { error: m.dateMalformed, abort: true })
        .refine((v) => v >= EARLIEST_BIRTH_DATE, { error: m.dateTooEarly, abort: true })
        .refine((v) => v <= today, { error: m.dateInFuture(today), abort: true }),
      time: optionalText
        .refine((v) => v === undefined || isClockTime(v), { error: m.timeMalformed })
        .transform((v) => v ?? null),
      place: optionalText
        .refine((v) => v === undefined || PLACE_ID_RE.test(v), { error: m.placeMalformed })
        .transform((v) => v ?? null),
      latitude: optionalText.pipe(coordinate(90, m.latitudeMalformed, m.latitudeRange).optional()),
      longitude: optionalText.pipe(coordinate(180, m.longitudeMalformed, m.longitudeRange).optional()),
      timeZone: optionalText
        .refine((v) => v === undefined || isTimeZone(v), { error: m.timeZoneUnknown })
        .transform((v) => v ?? null),
      utcOffset: optionalText
        .refine((v) => v === undefined || parseUtcOffset(v) !== null, { error: m.utcOffsetMalformed })
        .transform((v) => (v === undefined ? null : formatUtcOffset(parseUtcOffset(v)!))),
      houseSystem: optionalText
        .refine((v) => v === undefined || (HOUSE_SYSTEMS as readonly string[]).includes(v), {
          error: m.houseSystemUnknown,
        })
        .transform((v) => (v ?? DEFAULT_HOUSE_SYSTEM) as HouseSystem),
    })
    .superRefine((q, ctx) => {
      const hasCoordinates = q.latitude !== undefined || q.longitude !== undefined;
      if (q.place && hasCoordinates) {
        ctx.addIssue({ code: 'custom', path: ['place'], message: m.placeAndCoordinates });
      } else if (!q.place && !hasCoordinates) {
        ctx.addIssue({ code: 'custom', path: ['place'], message: m.placeOrCoordinates });
      } else if (!q.place) {
        if (q.latitude === undefined)
          ctx.addIssue({ code: 'custom', path: ['latitude'], message: m.latitudeMissing });
        if (q.longitude === undefined)
          ctx.addIssue({ code: 'custom', path: ['longitude'], message: m.longitudeMissing });
        if (!q.timeZone && !q.utcOffset)
          ctx.addIssue({ code: 'custom', path: ['timeZone'], message: m.timeZoneMissing });
      }
    });
}

export type BirthChartQuery = z.output<ReturnType<typeof birthChartQuerySchema>>;

function readParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  repeated: (k: string) => string,
) {
  const raw: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const values = params.getAll(key);
    if (values.length > 1) throw badRequest(repeated(key));
    if (values.length === 1) raw[key] = values[0];
  }
  return raw;
}

export type BirthChartField = (typeof QUERY_KEYS)[number];
export const BIRTH_CHART_FIELDS: readonly BirthChartField[] = QUERY_KEYS;

/**
 * Checks a chart query and says which field the first problem is in (the synastry API names
 * the person and the field); `parseBirthChartQuery` throws the same message as a 400.
 */
export function checkBirthChartQuery(
  params: URLSearchParams,
  today: string,
): { ok: true; data: BirthChartQuery } | { ok: false; field: BirthChartField; message: string } {
  const raw: Partial<Record<BirthChartField, string>> = {};
  for (const key of QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, field: key, message: BIRTH_CHART_MESSAGES.repeated(key) };
    if (values.length === 1) raw[key] = values[0];
  }
  const parsed = birthChartQuerySchema(today).safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const order = (p: PropertyKey | undefined) => QUERY_KEYS.indexOf(p as BirthChartField);
  const issues = [...parsed.error.issues].sort((a, b) => order(a.path[0]) - order(b.path[0]));
  const field = QUERY_KEYS.includes(issues[0]?.path[0] as BirthChartField)
    ? (issues[0].path[0] as BirthChartField)
    : 'date';
  return { ok: false, field, message: issues[0]?.message ?? BIRTH_CHART_MESSAGES.dateMalformed };
}

/** Reads and checks a chart query; throws a 400 ApiError with a Turkish message for the first problem. */
export function parseBirthChartQuery(params: URLSearchParams, today: string): BirthChartQuery {
  const checked = checkBirthChartQuery(params, today);
  if (!checked.ok) throw badRequest(checked.message);
  return checked.data;
}

/** Largest JSON body POST /api/birth-chart reads. */
export const BIRTH_CHART_BODY_LIMIT = 4_096;

export const BIRTH_CHART_BODY_MESSAGES = {
  notJson: 'İstek gövdesi JSON olmalı, örneğin {"date":"1990-03-14","time":"06:45","place":"tr-34-sisli"}.',
  notObject: 'İstek gövdesi alanları date, time, place gibi adlarla veren bir JSON nesnesi olmalı.',
  fieldNotText: (name: string) => `${name} alanı metin ya da sayı olmalı.`,
  tooLarge: `İstek gövdesi en çok ${BIRTH_CHART_BODY_LIMIT / 1024} kB olabilir.`,
} as const;

/**
 * The POST body of a chart (JSON, the same fields as the GET query), checked with the same rules
 * and messages: birth data sent this way never appears in an address or a log line.
 */
export function parseBirthChartBody(text: string, today: string): BirthChartQuery {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(BIRTH_CHART_BODY_MESSAGES.notJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(BIRTH_CHART_BODY_MESSAGES.notObject);
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    if (typeof field !== 'string' && typeof field !== 'number')
      throw badRequest(BIRTH_CHART_BODY_MESSAGES.fieldNotText(name));
    params.append(name, String(field));
  }
  return parseBirthChartQuery(params, today);
}

/** Reads `q` of a place search; throws a 400 ApiError with a Turkish message. */
export function parsePlacesQuery(params: URLSearchParams): string {
  const raw = readParams(params, ['q'] as const, PLACES_MESSAGES.repeated);
  const q = (raw.q ?? '').trim();
  if (!q) throw badRequest(PLACES_MESSAGES.queryMissing);
  if ([...q].length < 2) throw badRequest(PLACES_MESSAGES.queryTooShort);
  if ([...q].length > 80) throw badRequest(PLACES_MESSAGES.queryTooLong);
  return q;
}

const signSchema = z.enum(SIGN_IDS);
const longitudeSchema = z.number().min(0).lt(360);
const offsetSchema = z.string().regex(/^[+-]\d{2}:\d{2}$/);

export const placeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  province: z.string().nullable(),
  country: z.string().min(1),
  countryCode: z.string().length(2),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
});
export type PlaceWire = z.infer<typeof placeSchema>;

export const placesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(placeSchema).max(10),
});
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;

export const signPositionSchema = z.object({
  longitude: longitudeSchema,
  sign: signSchema,
  degree: z.number().int().min(0).max(29),
  minute: z.number().int().min(0).max(59),
});

export const chartBodySchema = signPositionSchema.extend({
  body: z.enum(CHART_BODIES),
  latitude: z.number().min(-90).max(90),
  speed: z.number(),
  retrograde: z.boolean(),
  house: z.number().int().min(1).max(12).nullable(),
});

export const clockCandidateSchema = z.object({
  utc: z.iso.datetime(),
  utcOffset: offsetSchema,
  offsetLabel: z.string(),
  label: z.string(),
});

export const birthChartDataSchema = z.object({
  input: z.object({
    date: z.string().refine(isCalendarDate),
    time: z.string().refine(isClockTime).nullable(),
    place: z.string().nullable(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    timeZone: z.string().nullable(),
    utcOffset: offsetSchema.nullable(),
    houseSystem: z.enum(HOUSE_SYSTEMS),
  }),
  utc: z.iso.datetime(),
  utcOffset: offsetSchema,
  timeZone: z.string().nullable(),
  clock: z.object({
    source: z.enum(['zone', 'override']),
    offsetMinutes: z.number(),
    offsetLabel: z.string(),
    description: z.string().min(1),
    status: z.enum(['normal', 'ambiguous', 'skipped']),
    candidates: z.array(clockCandidateSchema),
    note: z.string().nullable(),
  }),
  place: z
    .object({ id: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  houseSystem: z.enum(HOUSE_SYSTEMS),
  houseSystemNote: z.string().nullable(),
  nodeType: z.literal('mean'),
  bodies: z.array(chartBodySchema).length(CHART_BODIES.length),
  ascendant: signPositionSchema.nullable(),
  midheaven: signPositionSchema.nullable(),
  houses: z.array(longitudeSchema).length(12).nullable(),
  aspects: z.array(
    z.object({
      a: z.enum(CHART_BODIES),
      b: z.enum(CHART_BODIES),
      type: z.enum(ASPECT_TYPES),
      orb: z.number().min(0),
      applying: z.boolean(),
    }),
  ),
  balance: z.object({
    elements: z.object({ Ateş: z.number(), Toprak: z.number(), Hava: z.number(), Su: z.number() }),
    modalities: z.object({ Öncü: z.number(), Sabit: z.number(), Değişken: z.number() }),
  }),
  risingSensitivity: z
    .object({
      earlier: z.object({ minutes: z.number().int().min(0), sign: signSchema }),
      later: z.object({ minutes: z.number().int().min(0), sign: signSchema }),
    })
    .nullable(),
  moonSigns: z.array(signSchema).min(1).max(2).nullable(),
  interpretation: birthChartInterpretationSchema,
});
export type BirthChartData = z.infer<typeof birthChartDataSchema>;

export const birthChartAnswerSchema = z.object({
  success: z.literal(true),
  data: birthChartDataSchema,
});
export type BirthChartAnswer = z.infer<typeof birthChartAnswerSchema>;
