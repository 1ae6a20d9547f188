/**
 * How finely an event's instant can be printed, from how far our ephemeris may stand from the
 * Swiss Ephemeris (the largest longitude differences `npm run bench:ephemeris` measured over
 * 1900–2100, rounded up) and how fast the quantity that defines the event changes there.
 */
import type { Body } from './bodies';
import { speedOf } from './ephemeris';
import type { EventKind, EventPrecision } from './events';

/**
 * Largest difference from swetest's longitude, arcseconds, rounded up (`npm run bench:ephemeris`,
 * 300 seeded instants 1900–2100: Sun 0.36, Moon 2.35, Mercury 0.42, Venus 0.79, Mars 0.86,
 * Jupiter 0.80, Saturn 0.82, Uranus 1.60, Neptune 4.53, Pluto 2.05).
 */
export const LONGITUDE_ERROR: Record<Body, number> = {
  sun: 0.4,
  moon: 2.5,
  mercury: 0.5,
  venus: 0.8,
  mars: 0.9,
  jupiter: 0.9,
  saturn: 0.9,
  uranus: 1.7,
  neptune: 5,
  pluto: 2.5,
};

const DAY_S = 86_400;
/** Within a minute either side, the printed minute is the true one or its neighbour. */
const MINUTE_S = 60;
const HALF_HOUR_S = 1_800;

/** The precision for an uncertainty of `seconds` either side. */
export function precisionFor(seconds: number): EventPrecision {
  if (seconds <= MINUTE_S) return 'minute';
  if (seconds <= HALF_HOUR_S) return 'hour';
  return 'day';
}

/**
 * Seconds by which an event's instant may differ from the Swiss Ephemeris's:
 * - ingress: the longitude error over the body's speed;
 * - station: the speed's error (the longitude error over the period of the errors' largest terms,
 *   a year for the Earth's orbit) over the rate at which the speed changes;
 * - lunations: the Moon's error over the Moon's speed relative to the Sun.
 */
export function instantUncertainty(kind: EventKind, body: Body, at: Date): number {
  const arcsecPerDay = (b: Body, t: Date) => Math.abs(speedOf(b, t)) * 3600;
  if (kind === 'new-moon' || kind === 'full-moon') {
    const relative = Math.abs(speedOf('moon', at) - speedOf('sun', at)) * 3600;
    return ((LONGITUDE_ERROR.moon + LONGITUDE_ERROR.sun) / relative) * DAY_S;
  }
  if (kind === 'ingress') return (LONGITUDE_ERROR[body] / arcsecPerDay(body, at)) * DAY_S;
  const speedError = (LONGITUDE_ERROR[body] * 2 * Math.PI) / 365.25; // arcsec per day
  const day = 86_400_000;
  const acceleration =
    (Math.abs(speedOf(body, new Date(at.getTime() + day)) - speedOf(body, new Date(at.getTime() - day))) *
      3600) /
    2; // arcsec/day²
  return (speedError / acceleration) * DAY_S;
}

/**
 * The Moon's slowest apparent motion (about 11.8° a day at apogee) and the Sun's fastest (1.02°),
 * rounded to the safe side, degrees per day.
 */
const MOON_SLOWEST = 11.5;
const SUN_FASTEST = 1.05;
/**
 * The Moon's events need no measured speed: even at its slowest the Moon's ingresses are good to
 * 5 seconds and the lunations to 7, always to the minute. This spares the search three or four
 * evaluations of the Moon's theory per event.
 */
const MOON_BOUND: Partial<Record<EventKind, number>> = {
  ingress: (LONGITUDE_ERROR.moon / (MOON_SLOWEST * 3600)) * DAY_S,
  'new-moon': ((LONGITUDE_ERROR.moon + LONGITUDE_ERROR.sun) / ((MOON_SLOWEST - SUN_FASTEST) * 3600)) * DAY_S,
  'full-moon': ((LONGITUDE_ERROR.moon + LONGITUDE_ERROR.sun) / ((MOON_SLOWEST - SUN_FASTEST) * 3600)) * DAY_S,
};

export function eventPrecision(kind: EventKind, body: Body, at: Date): EventPrecision {
  const bound = body === 'moon' ? MOON_BOUND[kind] : undefined;
  return precisionFor(bound ?? instantUncertainty(kind, body, at));
}
