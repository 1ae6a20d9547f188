/**
 * Yearly readings (/yillik/{sign}/{yyyy}, GET /api/horoscopes/yearly/{sign}?year=yyyy):
 * computed from the year's sky, never stored, and kept in process (a past or future year's sky
 * does not change, and 48 readings are small).
 */
import { LruCache, processWide } from '../../cache';
import { calendarYearBounds } from '../../astro/calendar';
import { BODIES } from '../../astro/bodies';
import { longitudeOf, speedOf } from '../../astro/ephemeris';
import { signOfLongitude, wholeSignHouse } from '../../astro/longitude';
import type { SkyEvent } from '../../astro/events';
import { getSign, type SignId } from '../../zodiac/signs';
import type { Transit } from '../types';
import { COMPOSER_SOURCE } from '../provenance';
import { signYearSky, type SignYearSky, type YearEclipse, type YearRetrograde } from './sky';
import { writeYear, type MonthHighlight, type YearlySection } from './write';

export { isYearlyYear, YEARLY_FIRST_YEAR, YEARLY_LAST_YEAR, YEARLY_YEARS } from './sky';

export interface YearlyRatings {
  love: number;
  career: number;
  health: number;
  energy: number;
}

/** A yearly reading, in the shape of the daily, weekly and monthly ones plus the year's own facts. */
export interface YearlyReading {
  type: 'yearly';
  sign: SignId;
  year: number;
  prediction: string;
  /** 1 January of the year, yyyy-MM-dd. */
  date: string;
  /** The year's first instant in Istanbul: a computed reading has no other true "made" time. */
  createdAt: string;
  period: { start: string; end: string; label: string };
  transits: Transit[];
  events: SkyEvent[];
  source: string;
  summary: string;
  ratings: YearlyRatings;
  sections: YearlySection[];
  months: MonthHighlight[];
  eclipses: YearEclipse[];
  retrogrades: YearRetrograde[];
}

const clamp = (n: number) => Math.max(1, Math.min(5, n));

/**
 * The year's ratings (docs/readings.md): 3, plus one when Jupiter passes a house of that subject
 * during the year, minus one when Saturn does (love 5/7, career 10/6, health 6/1/12, energy 1/5/9).
 */
function yearlyRatings(sky: SignYearSky): YearlyRatings {
  const housesOf = (p: SignYearSky['jupiter']) => new Set([p.start.house, ...p.ingresses.map((e) => e.house)]);
  const j = housesOf(sky.jupiter);
  const s = housesOf(sky.saturn);
  const score = (houses: number[]) =>
    clamp(3 + (houses.some((h) => j.has(h)) ? 1 : 0) - (houses.some((h) => s.has(h)) ? 1 : 0));
  return {
    love: score([5, 7]),
    career: score([10, 6]),
    health: score([6, 1, 12]),
    energy: score([1, 5, 9]),
  };
}

function yearTransits(year: number, sign: SignId): Transit[] {
  const at = calendarYearBounds(year).start;
  return BODIES.map((body) => {
    const place = signOfLongitude(longitudeOf(body, at));
    return {
      body,
      sign: place.sign,
      degree: Math.min(place.degree, 29.999),
      retrograde: body !== 'sun' && body !== 'moon' && speedOf(body, at) < 0,
      house: wholeSignHouse(place.sign, sign),
      at: at.toISOString(),
    };
  });
}

function yearEvents(sky: SignYearSky, year: number): SkyEvent[] {
  const { start, end } = calendarYearBounds(year);
  const inYear = (at: string) => Date.parse(at) >= start.getTime() && Date.parse(at) < end.getTime();
  const events: SkyEvent[] = [
    ...[sky.jupiter, sky.saturn].flatMap((p) =>
      p.ingresses.map((e) => ({ kind: 'ingress' as const, body: p.body, sign: e.sign, at: e.at })),
    ),
    ...sky.retrogrades.flatMap((r) => [
      ...(inYear(r.start) ? [{ kind: 'station-retrograde' as const, body: r.body, sign: r.from.sign, at: r.start }] : []),
      ...(inYear(r.end) ? [{ kind: 'station-direct' as const, body: r.body, sign: r.to.sign, at: r.end }] : []),
    ]),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** Computes a reading without the cache. */
export function composeYearlyReading(sign: SignId, year: number): YearlyReading {
  const sky = signYearSky(year, sign);
  const transits = yearTransits(year, sign);
  const place = (body: 'sun' | 'venus' | 'mars') => {
    const t = transits.find((x) => x.body === body)!;
    return { sign: t.sign, house: t.house };
  };
  const written = writeYear(sky, { sun: place('sun'), venus: place('venus'), mars: place('mars') });
  const { start } = calendarYearBounds(year);
  return {
    type: 'yearly',
    sign,
    year,
    prediction: written.sections.map((s) => `${s.title}: ${s.text}`).join('\n\n'),
    date: `${year}-01-01`,
    createdAt: start.toISOString(),
    period: { start: `${year}-01-01`, end: `${year}-12-31`, label: `${year} yılı` },
    transits,
    events: yearEvents(sky, year),
    source: COMPOSER_SOURCE,
    summary: written.summary,
    ratings: yearlyRatings(sky),
    sections: written.sections,
    months: written.months,
    eclipses: sky.eclipses,
    retrogrades: sky.retrogrades,
  };
}

const cache = () => processWide('yearly-readings', () => new LruCache<YearlyReading>(64));

/** The reading, computed once per process. Callers check the year with isYearlyYear. */
export function yearlyReading(sign: SignId, year: number): YearlyReading {
  const key = `${sign}:${year}`;
  const hit = cache().get(key);
  if (hit) return hit;
  const reading = composeYearlyReading(sign, year);
  cache().set(key, reading);
  return reading;
}

/** '{sign} Burcu 2027 Yıllık Yorumu'. */
export function yearlyTitle(sign: SignId, year: number): string {
  return `${getSign(sign).name} Burcu ${year} Yıllık Yorumu`;
}
