/**
 * The Moon's mean ascending (north) node: the node of the mean lunar orbit, Meeus's polynomial
 * (Astronomical Algorithms, 2nd ed., 47.7) in the mean equinox of date, plus nutation in longitude
 * to refer it to the true equinox of date like every other longitude of a chart. The south node is
 * always exactly opposite. Time is TT from swetest's ΔT (./delta-t.ts).
 */
import { julianDayTT } from './delta-t';
import { normalizeDegrees } from './longitude';
import { nutationInLongitude } from './sidereal';

const CENTURY_DAYS = 36525;

/** Julian centuries of Terrestrial Time from J2000. */
function centuriesTT(at: Date): number {
  return (julianDayTT(at.getTime()) - 2451545) / CENTURY_DAYS;
}

/** Mean longitude of the Moon's ascending node, true equinox of date, degrees 0–360. */
export function meanNodeLongitude(at: Date): number {
  const t = centuriesTT(at);
  const mean = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - t ** 4 / 60616000;
  return normalizeDegrees(mean + nutationInLongitude(at));
}

/** The mean node's motion in degrees per day (always retrograde, about −0.053). */
export function meanNodeSpeed(at: Date): number {
  const t = centuriesTT(at);
  return (-1934.1362891 + 2 * 0.0020754 * t + (3 * t * t) / 467441) / CENTURY_DAYS;
}
