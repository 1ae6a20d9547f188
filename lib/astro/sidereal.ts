/**
 * The Earth's orientation for charts: the true obliquity of the ecliptic, Greenwich and local
 * apparent sidereal time and the ARMC (right ascension of the midheaven). All of date (true
 * equinox, nutation included), as the Swiss Ephemeris gives them by default. Server-only.
 */
import * as Astronomy from 'astronomy-engine';
import { normalizeDegrees } from './longitude';

/** True obliquity of the ecliptic of date (mean obliquity plus nutation in obliquity), degrees. */
export function trueObliquity(at: Date): number {
  return Astronomy.e_tilt(Astronomy.MakeTime(at)).tobl;
}

/** Nutation in longitude (Δψ) of date, degrees. */
export function nutationInLongitude(at: Date): number {
  return Astronomy.e_tilt(Astronomy.MakeTime(at)).dpsi / 3600;
}

/** Greenwich apparent sidereal time, degrees 0–360. */
export function greenwichSiderealDegrees(at: Date): number {
  return normalizeDegrees(Astronomy.SiderealTime(at) * 15);
}

/**
 * Local apparent sidereal time as an angle: the ARMC, the right ascension on the meridian of a place
 * `longitude` degrees east of Greenwich, 0–360.
 */
export function localSiderealDegrees(at: Date, longitude: number): number {
  return normalizeDegrees(greenwichSiderealDegrees(at) + longitude);
}
