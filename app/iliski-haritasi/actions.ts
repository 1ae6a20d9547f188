'use server';

import { PLACE_TEXT_FIELD } from '@/components/birth-chart/form-values';
import { placeIdForTyped } from '@/components/birth-chart/typed-place';
import { EMPTY_PERSON_VALUES, type PersonValues, type SynastryState } from '@/components/synastry/form-state';
import { BIRTH_CHART_FIELDS, BIRTH_CHART_MESSAGES } from '@/lib/api/birth-chart';
import { ApiError } from '@/lib/api/errors';
import { parseSynastryQuery, personMessage, type SynastryData } from '@/lib/api/synastry';
import { synastryData } from '@/lib/api/synastry-answer';
import { placeById } from '@/lib/birth-chart/places';
import { isDomainError } from '@/lib/errors';
import type { Person } from '@/lib/synastry/types';
import { istanbulDay } from '@/lib/time/zone';

const PERSONS: readonly Person[] = ['a', 'b'];
/** The fields of a birth; everything else in the form (React's own action fields) is left out. */
const FIELDS = new Set<string>(BIRTH_CHART_FIELDS);
const SUBJECT: Record<Person, string> = { a: 'Birinci kişinin', b: 'İkinci kişinin' };

/**
 * The posted fields as /api/synastry's query reads them (`a.date`, `b.place`…; a decimal comma
 * taken as a point, as the form allows). A place typed but not picked (the form before
 * hydration) is the place search's first answer, as the suggestions would have listed it first;
 * a typed place that finds nothing leaves the person without a place (the message says so).
 */
function queryOf(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    const m = /^([ab])\.(.+)$/.exec(name);
    if (!m || !FIELDS.has(m[2]) || typeof value !== 'string') continue;
    params.append(name, m[2] === 'latitude' || m[2] === 'longitude' ? value.replace(',', '.') : value);
  }
  for (const p of PERSONS) {
    const typed = typedPlace(form, p);
    if (!typed || params.get(`${p}.latitude`)) continue;
    const id = placeIdForTyped(typed, params.get(`${p}.place`));
    if (id) params.set(`${p}.place`, id);
    else params.delete(`${p}.place`);
  }
  return params;
}

function typedPlace(form: FormData, p: Person): string {
  const typed = form.get(`${p}.${PLACE_TEXT_FIELD}`);
  return typeof typed === 'string' ? typed.trim() : '';
}

/**
 * The API's "place or coordinates" message speaks of parameters; a visitor of the form typed a
 * place (or nothing), so the form says that instead. Every other message is the API's own.
 */
function formMessage(message: string, form: FormData): string {
  for (const p of PERSONS) {
    if (message !== personMessage(p, 'place', BIRTH_CHART_MESSAGES.placeOrCoordinates)) continue;
    const typed = typedPlace(form, p);
    return typed
      ? `${SUBJECT[p]} doğum yeri bulunamadı: “${typed.slice(0, 100)}” adında bir ilçe, il ya da şehir yok. Başka bir yazımla deneyin.`
      : `${SUBJECT[p]} doğum yerini yazın: ilçe, il ya da şehir adı, örneğin Şişli.`;
  }
  return message;
}

/** A person's fields as they were sent, a place id shown by its place. */
function valuesOf(p: Person, params: URLSearchParams): PersonValues {
  const get = (name: string) => params.get(`${p}.${name}`) ?? '';
  const place = get('place') ? (placeById(get('place')) ?? null) : null;
  const latitude = get('latitude');
  const longitude = get('longitude');
  return {
    date: get('date'),
    time: get('time'),
    place,
    manual: !place && (latitude !== '' || longitude !== ''),
    latitude,
    longitude,
    timeZone: get('timeZone') || EMPTY_PERSON_VALUES.timeZone,
  };
}

/**
 * Compares two births from the synastry form, posted: the births travel in the request's body,
 * never in an address, a history entry, a referrer or an access log. Before hydration the browser
 * posts the form to the page and Next answers with the page drawn from this state. Parsed and
 * computed exactly as /api/synastry does (its messages name the person and the field). The state
 * is plain data; nothing is stored.
 */
export async function compareBirths(previous: SynastryState, form: FormData): Promise<SynastryState> {
  const params = queryOf(form);
  let data: SynastryData | null = null;
  let error: string | null = null;
  try {
    data = synastryData(parseSynastryQuery(params, istanbulDay()));
  } catch (e) {
    if (e instanceof ApiError || isDomainError(e)) error = formMessage((e as Error).message, form);
    else throw e;
  }
  return {
    key: previous.key + 1,
    values: { a: valuesOf('a', params), b: valuesOf('b', params) },
    error,
    data,
  };
}
