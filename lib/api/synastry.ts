/**
 * The synastry wire contract: two births, each exactly as /api/birth-chart takes it (the GET
 * query's names prefixed `a.` and `b.`, the POST body's as `{ "a": {…}, "b": {…} }`), checked by
 * the birth chart's own rules; a problem is told with the person and the field it is in. The
 * answer carries both charts as /api/birth-chart gives them and their comparison. Birth data
 * passes through here and is never stored.
 */
import { z } from 'zod';
import '../zod-jitless';
import { ASPECT_TYPES } from '../astro/aspects';
import { CHART_BODIES } from '../birth-chart/types';
import { isDomainError } from '../errors';
import { SYNASTRY_POINTS, type Person } from '../synastry/types';
import {
  BIRTH_CHART_FIELDS,
  BIRTH_CHART_MESSAGES,
  birthChartDataSchema,
  checkBirthChartQuery,
  type BirthChartField,
  type BirthChartQuery,
} from './birth-chart';
import { ApiError, badRequest } from './errors';

/** Largest JSON body POST /api/synastry reads: two births. */
export const SYNASTRY_BODY_LIMIT = 8_192;

const PERSON_SUBJECT: Record<Person, string> = { a: 'Birinci kişinin', b: 'İkinci kişinin' };

/** The field as the person's possession, for the message's subject: 'doğum tarihi', 'enlemi'. */
const FIELD_POSSESSED: Record<BirthChartField, string> = {
  date: 'doğum tarihi',
  time: 'doğum saati',
  place: 'doğum yeri',
  latitude: 'enlemi',
  longitude: 'boylamı',
  timeZone: 'saat dilimi',
  utcOffset: 'UTC farkı',
  houseSystem: 'ev sistemi',
};

/**
 * The birth chart's message with the person in front: 'İkinci kişinin doğum tarihi takvimde var
 * olan bir gün olmalı…'. The birth chart's messages open with the field's name ('Doğum tarihi',
 * 'Enlem (latitude)'); that opening becomes the person's possession, parameter names get the prefix.
 */
export function personMessage(person: Person, field: BirthChartField, message: string): string {
  if (message === BIRTH_CHART_MESSAGES.dateTooEarly)
    return `${PERSON_SUBJECT[person]} doğum tarihi 1 Ocak 1900 ya da sonrası olmalı: doğum haritası daha öncesi için hesaplanamaz.`;
  const prefixed = message.replace(
    new RegExp(`(?<![\\w.])(${BIRTH_CHART_FIELDS.join('|')})(?!\\w)`, 'g'),
    `${person}.$1`,
  );
  const openings: [RegExp, string][] = [
    [/^Doğum tarihi /, 'doğum tarihi '],
    [/^Doğum saati /, 'doğum saati '],
    [/^Doğum yeri /, 'doğum yeri '],
    [/^Doğum yerini /, 'doğum yerini '],
    [/^Yer kimliği /, 'yer kimliği '],
    [/^Enlem /, 'enlemi '],
    [/^Boylam /, 'boylamı '],
    [/^Saat dilimi /, 'saat dilimi '],
    [/^UTC farkı /, 'UTC farkı '],
    [/^Ev sistemi /, 'ev sistemi '],
  ];
  for (const [re, possessed] of openings) {
    if (re.test(prefixed)) return `${PERSON_SUBJECT[person]} ${prefixed.replace(re, possessed)}`;
  }
  // Messages that open otherwise ('Doğum haritası 1 Ocak 1900…', 'Koordinatlarla birlikte…', 'date parametresi…').
  return `${PERSON_SUBJECT[person]} ${FIELD_POSSESSED[field]}: ${lowerFirst(prefixed)}`;
}

function lowerFirst(text: string): string {
  // A parameter name ('b.date parametresi…') stays as it is.
  if (/^[ab]\./.test(text)) return text;
  return text.length ? text[0].toLocaleLowerCase('tr-TR') + text.slice(1) : text;
}

export const SYNASTRY_MESSAGES = {
  notJson:
    'İstek gövdesi JSON olmalı: {"a": {"date": "1990-03-14", "time": "06:45", "place": "tr-34-sisli"}, "b": {…}}.',
  notObject: 'İstek gövdesi a ve b alanlarında iki kişinin doğum bilgilerini veren bir JSON nesnesi olmalı.',
  personMissing: (person: Person) =>
    `${PERSON_SUBJECT[person]} doğum bilgileri gerekli: ${person} alanında date, time, place gibi alanlarla bir nesne gönderin.`,
  fieldNotText: (person: Person, name: string) =>
    `${PERSON_SUBJECT[person]} ${name} alanı metin ya da sayı olmalı.`,
  unknownField: (name: string) =>
    `${name} alanı tanınmadı: iki kişinin bilgilerini a ve b alanlarında gönderin.`,
  tooLarge: `İstek gövdesi en çok ${SYNASTRY_BODY_LIMIT / 1024} kB olabilir.`,
} as const;

export interface SynastryQuery {
  a: BirthChartQuery;
  b: BirthChartQuery;
}

function checkPerson(person: Person, params: URLSearchParams, today: string): BirthChartQuery {
  const checked = checkBirthChartQuery(params, today);
  if (!checked.ok) throw badRequest(personMessage(person, checked.field, checked.message));
  return checked.data;
}

/** Reads `a.date`, `b.place`… into two birth queries; a 400 names the person and the field. */
export function parseSynastryQuery(params: URLSearchParams, today: string): SynastryQuery {
  const split: Record<Person, URLSearchParams> = { a: new URLSearchParams(), b: new URLSearchParams() };
  for (const [name, value] of params) {
    const m = /^([ab])\.(.+)$/.exec(name);
    if (m) split[m[1] as Person].append(m[2], value);
  }
  return { a: checkPerson('a', split.a, today), b: checkPerson('b', split.b, today) };
}

/** The POST body `{ "a": {…}, "b": {…} }`, each with the birth chart's POST fields. */
export function parseSynastryBody(text: string, today: string): SynastryQuery {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(SYNASTRY_MESSAGES.notJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(SYNASTRY_MESSAGES.notObject);
  for (const name of Object.keys(value)) {
    if (name !== 'a' && name !== 'b') throw badRequest(SYNASTRY_MESSAGES.unknownField(name));
  }
  const read = (person: Person): BirthChartQuery => {
    const fields = (value as Record<string, unknown>)[person];
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
      throw badRequest(SYNASTRY_MESSAGES.personMissing(person));
    const params = new URLSearchParams();
    for (const [name, field] of Object.entries(fields)) {
      if (field === null || field === undefined) continue;
      if (typeof field !== 'string' && typeof field !== 'number')
        throw badRequest(SYNASTRY_MESSAGES.fieldNotText(person, name));
      params.append(name, String(field));
    }
    return checkPerson(person, params, today);
  };
  return { a: read('a'), b: read('b') };
}

/**
 * Runs the chart engine for one person; its Turkish input errors (an unknown place id, a zone that
 * cannot be resolved) become a 400 that names the person.
 */
export function forPerson<T>(person: Person, field: BirthChartField, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (isDomainError(err) && err.kind === 'invalid')
      throw new ApiError(400, personMessage(person, field, err.message));
    throw err;
  }
}

const pointSchema = z.enum(SYNASTRY_POINTS);
const longitudeSchema = z.number().min(0).lt(360);

export const synastryInterpretationSchema = z.object({
  headline: z.string().min(1),
  sections: z.array(
    z.object({
      key: z.string().min(1),
      title: z.string().min(1),
      paragraphs: z.array(z.string().min(1)).min(1),
    }),
  ),
  advice: z.array(z.string().min(1)),
});

export const synastryDataSchema = z.object({
  a: birthChartDataSchema,
  b: birthChartDataSchema,
  aspects: z.array(
    z.object({
      from: z.object({ person: z.literal('a'), point: pointSchema }),
      to: z.object({ person: z.literal('b'), point: pointSchema }),
      aspect: z.enum(ASPECT_TYPES),
      orb: z.number().min(0),
    }),
  ),
  overlays: z
    .array(
      z.object({
        person: z.enum(['a', 'b']),
        body: z.enum(CHART_BODIES),
        house: z.number().int().min(1).max(12),
      }),
    )
    .nullable(),
  composite: z.object({
    bodies: z
      .array(z.object({ body: z.enum(CHART_BODIES), longitude: longitudeSchema }))
      .length(CHART_BODIES.length),
    ascendant: z.object({ longitude: longitudeSchema }).nullable(),
    midheaven: z.object({ longitude: longitudeSchema }).nullable(),
  }),
  interpretation: synastryInterpretationSchema,
});
export type SynastryData = z.infer<typeof synastryDataSchema>;

export const synastryAnswerSchema = z.object({ success: z.literal(true), data: synastryDataSchema });
export type SynastryAnswer = z.infer<typeof synastryAnswerSchema>;
