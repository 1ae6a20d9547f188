/**
 * A month of the Moon for a place: each local day's phase, sign and sign change, void-of-course
 * periods, moonrise and moonset, and a line of traditional advice. Server-only. Days are the
 * place's own calendar days (its IANA zone), the phase is read at the middle of the day.
 */
import * as Astronomy from 'astronomy-engine';
import { smoothLongitude } from '../astro/course';
import { longitudeOf } from '../astro/ephemeris';
import { signOfLongitude } from '../astro/longitude';
import { lunationsBetween, phaseCrossings } from '../astro/search';
import type { Place } from '../birth-chart/types';
import { LruCache, processWide } from '../cache';
import { instantAtOffset, resolveLocalTime, zoneOffsetSeconds } from '../time/zoned';
import type { SignId } from '../zodiac/sign-ids';
import { moonDayAdvice } from './advice';
import { illuminationOf, intermediatePhase, MOON_PHASE_NAMES, type MoonPhaseId } from './phase';
import { moonCourseBetween, type VoidPeriod } from './void-of-course';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface MoonDay {
  /** yyyy-MM-dd on the place's calendar. */
  date: string;
  phase: {
    id: MoonPhaseId;
    name: string;
    /** Lit share of the disc at midday, in per cent (one decimal). */
    illumination: number;
    /** Days since the last new moon, at midday (one decimal). */
    age: number;
    /** The Moon's elongation from the Sun at midday, 0–360 (0 new, 180 full): for drawing the disc. */
    angle: number;
    /** The principal phase (new, quarter, full) that falls exactly on this day, if any. */
    exact: { id: MoonPhaseId; at: string } | null;
  };
  /** The Moon's sign at the start of the day. */
  sign: SignId;
  /** When the Moon enters its next sign during the day (ISO), or null. */
  ingress: string | null;
  ingressSign: SignId | null;
  /** Void periods touching the day, each with its real start and end. */
  voidOfCourse: { start: string; end: string }[];
  moonrise: string | null;
  moonset: string | null;
  advice: string;
}

export interface MoonMonth {
  year: number;
  month: number;
  place: Place;
  days: MoonDay[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a place's clock shows midnight at the start of a date (the first, if twice). */
export function localMidnight(date: string, zone: string): number {
  return resolveLocalTime(date, '00:00', zone).readings[0].instant;
}

/**
 * localMidnight of consecutive dates, cheaply: each midnight read with the offset of the one
 * before it is right whenever the zone shows that offset there (one look-up instead of the
 * fourteen of a full resolution); only around a change of offset is the date resolved in full.
 */
function localMidnights(dates: readonly string[], zone: string): number[] {
  const out: number[] = [];
  let offset: number | undefined;
  for (const date of dates) {
    const candidate = offset === undefined ? NaN : instantAtOffset(date, '00:00', offset);
    if (offset !== undefined && zoneOffsetSeconds(zone, candidate) === offset) out.push(candidate);
    else {
      const reading = resolveLocalTime(date, '00:00', zone).readings[0];
      out.push(reading.instant);
      offset = reading.offsetSeconds;
    }
  }
  return out;
}

/**
 * The month's Moon and Sun are read between the samples its void-of-course search has already
 * taken (within 0.1″ of the full theory: lib/astro/course.ts), so the days cost no further
 * evaluations of the theories.
 */
function elongation(t: number): number {
  return (((smoothLongitude('moon', t) - smoothLongitude('sun', t)) % 360) + 360) % 360;
}

/** The Moon's sign at an instant; the full theory decides within an arcsecond of a boundary. */
function moonSignAt(t: number): SignId {
  const lon = smoothLongitude('moon', t);
  const r = lon % 30;
  const near = r < 1 / 3600 || 30 - r < 1 / 3600;
  return signOfLongitude(near ? longitudeOf('moon', new Date(t)) : lon).sign;
}

/**
 * Instants of the quarter moons in [start, end), to the minute: where the elongation passes 90°
 * and 270° (the same search as the new and full moons).
 */
function quartersBetween(start: number, end: number): { id: MoonPhaseId; at: number }[] {
  return phaseCrossings([90, 270], start, end)
    .map(({ target, at }) => ({
      id: (target === 90 ? 'first-quarter' : 'last-quarter') as MoonPhaseId,
      at: Math.round(at / MINUTE_MS) * MINUTE_MS,
    }))
    .filter((q) => q.at >= start && q.at < end);
}

function riseOrSet(place: Place, direction: 1 | -1, from: number, to: number): string | null {
  const observer = new Astronomy.Observer(place.latitude, place.longitude, 0);
  const found = Astronomy.SearchRiseSet(
    Astronomy.Body.Moon,
    observer,
    direction,
    new Date(from),
    (to - from) / DAY_MS,
  );
  if (!found) return null;
  const t = found.date.getTime();
  return t >= from && t < to ? iso(Math.round(t / MINUTE_MS) * MINUTE_MS) : null;
}

/** Computes a month without the cache (the benchmark measures this). */
export function computeMoonMonth(year: number, month: number, place: Place): MoonMonth {
  const zone = place.timeZone;
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dates = Array.from({ length: count }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const bounds = localMidnights([...dates, next], zone);
  const start = bounds[0];
  const end = bounds[count];

  const course = moonCourseBetween(start, end);
  const lunations = lunationsBetween(new Date(start - 32 * DAY_MS), new Date(end)).map((e) => ({
    id: (e.kind === 'new-moon' ? 'new' : 'full') as MoonPhaseId,
    at: Date.parse(e.at),
  }));
  const newMoons = lunations.filter((l) => l.id === 'new').map((l) => l.at);
  const principal = [...lunations.filter((l) => l.at >= start), ...quartersBetween(start, end)];

  const days = dates.map((date, i): MoonDay => {
    const from = bounds[i];
    const to = bounds[i + 1];
    const noon = (from + to) / 2;
    const angle = elongation(noon);
    const exact = principal.find((p) => p.at >= from && p.at < to) ?? null;
    const id = exact ? exact.id : intermediatePhase(angle);
    const lastNew = newMoons.filter((t) => t <= noon).at(-1);
    const ingress = course.ingresses.find((x) => x.at >= from && x.at < to) ?? null;
    const sign = moonSignAt(from);
    const voids = course.voids.filter((v: VoidPeriod) => v.end > from && v.start < to);
    return {
      date,
      phase: {
        id,
        name: MOON_PHASE_NAMES[id],
        illumination: Math.round(illuminationOf(angle) * 1000) / 10,
        age: lastNew === undefined ? 0 : Math.round(((noon - lastNew) / DAY_MS) * 10) / 10,
        angle: Math.round(angle * 10) / 10,
        exact: exact ? { id: exact.id, at: iso(exact.at) } : null,
      },
      sign,
      ingress: ingress ? iso(ingress.at) : null,
      ingressSign: ingress ? ingress.sign : null,
      voidOfCourse: voids.map((v) => ({ start: iso(v.start), end: iso(v.end) })),
      moonrise: riseOrSet(place, 1, from, to),
      moonset: riseOrSet(place, -1, from, to),
      advice: moonDayAdvice(ingress && ingress.at < noon ? ingress.sign : sign, id, i + 1),
    };
  });
  return { year, month, place, days };
}

const cache = () => processWide('moon-month', () => new LruCache<MoonMonth>(256));

/** A month for a place, computed once per process. */
export function moonMonth(year: number, month: number, place: Place): MoonMonth {
  const key = `${year}-${month}-${place.id}`;
  const hit = cache().get(key);
  if (hit) return hit;
  const computed = computeMoonMonth(year, month, place);
  cache().set(key, computed);
  return computed;
}
