/**
 * The sky calendar of a year: new and full moons, eclipses, ingresses of the Sun to Pluto,
 * stations and retrograde periods with their shadows. One source with the readings: the
 * lunations, ingresses and stations come from the same searches (search.ts). Computed once per
 * year per process and kept; the sky of a past or future year does not change.
 */
import { LruCache, processWide } from '../cache';
import { ISTANBUL_ZONE, istanbulMidnight } from '../time/zone';
import {
  SHADOW_BODIES,
  type CalendarEvent,
  type IngressEvent,
  type LunationEvent,
  type RetrogradePeriod,
  type SkyCalendar,
  type StationEvent,
} from './calendar-events';
import { lunarEclipsesBetween, solarEclipsesBetween } from './eclipses';
import { longitudeOf, speedOf } from './ephemeris';
import { signOfLongitude } from './longitude';
import { ingressesBetween, longitudeCrossing, lunationsBetween, retrogradeLoopsOverlapping } from './search';
import type { Body } from './bodies';

export { isCalendarYear } from './calendar-events';

/** The year as Istanbul lives it: from its midnight of 1 January to that of the next. */
export function calendarYearBounds(year: number): { start: Date; end: Date } {
  return {
    start: new Date(istanbulMidnight(year, 1, 1).getTime()),
    end: new Date(istanbulMidnight(year + 1, 1, 1).getTime()),
  };
}

const placeOf = (body: Body, at: string) => signOfLongitude(longitudeOf(body, new Date(at)));

function retrogradePeriod(body: Body, start: string, end: string): RetrogradePeriod {
  const from = placeOf(body, start);
  const to = placeOf(body, end);
  const period: RetrogradePeriod = {
    kind: 'retrograde',
    body,
    at: start,
    start,
    end,
    ...from,
    endSign: to.sign,
    endDegree: to.degree,
  };
  if ((SHADOW_BODIES as readonly Body[]).includes(body)) {
    const shadowStart = longitudeCrossing(body, longitudeOf(body, new Date(end)), new Date(start), -1);
    const shadowEnd = longitudeCrossing(body, longitudeOf(body, new Date(start)), new Date(end), 1);
    if (shadowStart) period.shadowStart = shadowStart.toISOString();
    if (shadowEnd) period.shadowEnd = shadowEnd.toISOString();
  }
  return period;
}

/** Computes a year's events without the cache (the benchmark measures this). */
export function computeSkyCalendar(year: number): SkyCalendar {
  const { start, end } = calendarYearBounds(year);
  const lunations: LunationEvent[] = lunationsBetween(start, end).map((e) => ({
    kind: e.kind as LunationEvent['kind'],
    body: 'moon',
    at: e.at,
    ...placeOf('moon', e.at),
    precision: e.precision,
  }));
  const ingresses: IngressEvent[] = ingressesBetween(start, end).map((e) => ({
    kind: 'ingress',
    body: e.body,
    at: e.at,
    ...placeOf(e.body, e.at),
    // The sign entered, as the search found it (a hair past the boundary).
    sign: e.sign,
    retrograde: speedOf(e.body, new Date(e.at)) < 0,
    precision: e.precision,
  }));
  const loops = retrogradeLoopsOverlapping(start, end);
  // Every station of the year begins or ends a loop that overlaps the year: one search serves both.
  const stations: StationEvent[] = loops
    .flatMap((l) => [l.retrograde, l.direct])
    .filter((e) => Date.parse(e.at) >= start.getTime() && Date.parse(e.at) < end.getTime())
    .map((e) => ({
      kind: e.kind as StationEvent['kind'],
      body: e.body,
      at: e.at,
      ...placeOf(e.body, e.at),
      precision: e.precision,
    }));
  const periods = loops.map((l) => retrogradePeriod(l.body, l.retrograde.at, l.direct.at));
  const events: CalendarEvent[] = [
    ...lunations,
    ...solarEclipsesBetween(start, end),
    ...lunarEclipsesBetween(start, end),
    ...ingresses,
    ...stations,
    ...periods,
  ].sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind) || a.body.localeCompare(b.body));
  return { year, timeZone: ISTANBUL_ZONE, events };
}

// Every year of the range fits: a year is about 60 kB of events.
const cache = () => processWide('sky-calendar', () => new LruCache<SkyCalendar>(64));

/** A year's events, computed once per process. Callers check the year with isCalendarYear. */
export function skyCalendar(year: number): SkyCalendar {
  const key = String(year);
  const hit = cache().get(key);
  if (hit) return hit;
  const computed = computeSkyCalendar(year);
  cache().set(key, computed);
  return computed;
}
