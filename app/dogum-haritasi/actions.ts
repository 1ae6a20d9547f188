'use server';

import type { BirthChartState } from '@/components/birth-chart/birth-chart-tool';
import { placeIdForTyped } from '@/components/birth-chart/typed-place';
import {
  EMPTY_BIRTH_FORM,
  PLACE_TEXT_FIELD,
  type BirthFormInitial,
} from '@/components/birth-chart/form-values';
import { ApiError } from '@/lib/api/errors';
import { parseBirthChartQuery } from '@/lib/api/birth-chart';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { placeById } from '@/lib/birth-chart/places';
import type { BirthChart } from '@/lib/birth-chart/types';
import { isDomainError } from '@/lib/errors';
import { istanbulDay } from '@/lib/time/zone';

/** The fields of a chart; everything else in the form (React's own action fields) is left out. */
const FIELDS = new Set([
  'date',
  'time',
  'place',
  'latitude',
  'longitude',
  'timeZone',
  'utcOffset',
  'houseSystem',
]);

/**
 * The posted fields as the chart query reads them (a decimal comma taken as a point, as the form
 * allows). A place typed but not picked (the form before hydration) is resolved by placeIdForTyped.
 */
function queryOf(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (!FIELDS.has(name) || typeof value !== 'string') continue;
    params.append(name, name === 'latitude' || name === 'longitude' ? value.replace(',', '.') : value);
  }
  const typed = form.get(PLACE_TEXT_FIELD);
  if (!params.has('latitude') && typeof typed === 'string' && typed.trim()) {
    const id = placeIdForTyped(typed.trim(), params.get('place'));
    if (id) params.set('place', id);
    else params.delete('place');
  }
  return params;
}

/** The form as it was sent, or as the chart drawn says it (a place's id is shown by its name). */
function formFrom(chart: BirthChart | null, params: URLSearchParams): BirthFormInitial {
  const input = chart?.input;
  const placeId = input?.place ?? params.get('place');
  const place = placeId ? placeById(placeId) : undefined;
  const lat = input && !input.place ? String(input.latitude) : (params.get('latitude') ?? '');
  const lon = input && !input.place ? String(input.longitude) : (params.get('longitude') ?? '');
  const time = input ? input.time : params.get('time');
  return {
    ...EMPTY_BIRTH_FORM,
    date: input?.date ?? params.get('date') ?? '',
    time: time ?? '',
    timeUnknown: params.has('date') && !time,
    place: place ?? null,
    manual: !place && (lat !== '' || lon !== ''),
    latitude: lat,
    longitude: lon,
    timeZone: input?.timeZone ?? params.get('timeZone') ?? EMPTY_BIRTH_FORM.timeZone,
    houseSystem: input?.houseSystem ?? EMPTY_BIRTH_FORM.houseSystem,
  };
}

/**
 * Draws a chart from the birth form, posted: the birth data travels in the request's body, never
 * in an address, a history entry, a referrer or an access log. Before hydration the browser posts
 * the form to the page and Next answers with the page drawn from this state; after it, the form
 * calls this action and the chart replaces the previous one. The state is plain data (the chart and
 * its readings, about 15 kB): React sends it back with the next post of the form, so it cannot hold
 * rendered elements. The ephemeris and the reading texts stay on the server. Nothing is stored.
 */
export async function drawBirthChart(previous: BirthChartState, form: FormData): Promise<BirthChartState> {
  const params = queryOf(form);
  let chart: BirthChart | null = null;
  let error: string | null = null;
  try {
    chart = computeBirthChart(parseBirthChartQuery(params, istanbulDay()));
  } catch (e) {
    if (e instanceof ApiError || isDomainError(e)) error = (e as Error).message;
    else throw e;
  }
  return {
    key: previous.key + 1,
    values: formFrom(chart, params),
    error,
    chart,
    interpretation: chart ? interpretChart(chart) : null,
  };
}
