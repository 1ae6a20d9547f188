/**
 * Geocentric positions of the Sun, the Moon and the planets with astronomy-engine (true ecliptic
 * and equinox of date). Server-only: astronomy-engine is large. Tested against astronomia.
 */
import * as Astronomy from 'astronomy-engine';
import type { SignId } from '../zodiac/signs';
import { BODIES, type Body } from './bodies';
import { angleDiff, normalizeDegrees, signOfLongitude } from './longitude';

/** Our body ids to astronomy-engine's. */
export const ENGINE_BODY: Record<Body, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
};

const DAY_MS = 86_400_000;

/** Geocentric ecliptic longitude and latitude of date, in degrees. */
export function eclipticOf(body: Body, at: Date): { longitude: number; latitude: number } {
  // Not `EclipticLongitude`, which is heliocentric: the zodiac is measured from the Earth.
  if (body === 'sun') {
    const p = Astronomy.SunPosition(at);
    return { longitude: normalizeDegrees(p.elon), latitude: p.elat };
  }
  if (body === 'moon') {
    const p = Astronomy.EclipticGeoMoon(at);
    return { longitude: normalizeDegrees(p.lon), latitude: p.lat };
  }
  const p = Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[body], at, true));
  return { longitude: normalizeDegrees(p.elon), latitude: p.elat };
}

/** Geocentric ecliptic longitude of date, 0–360. */
export function longitudeOf(body: Body, at: Date): number {
  return eclipticOf(body, at).longitude;
}

/** Apparent motion in degrees per day (negative while retrograde), by a central difference. */
export function speedOf(body: Body, at: Date): number {
  // An hour either side (a quarter of one for the Moon): short against any station, long against rounding.
  const half = body === 'moon' ? DAY_MS / 96 : DAY_MS / 24;
  const before = longitudeOf(body, new Date(at.getTime() - half));
  const after = longitudeOf(body, new Date(at.getTime() + half));
  return angleDiff(after, before) / ((2 * half) / DAY_MS);
}

export interface Position {
  body: Body;
  longitude: number;
  sign: SignId;
  degree: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
}

export function positionOf(body: Body, at: Date): Position {
  const longitude = longitudeOf(body, at);
  const speed = speedOf(body, at);
  return {
    body,
    longitude,
    ...signOfLongitude(longitude),
    speed,
    // The Sun and the Moon never move backwards in the zodiac.
    retrograde: body !== 'sun' && body !== 'moon' && speed < 0,
  };
}

export function positionsAt(at: Date): Position[] {
  return BODIES.map((b) => positionOf(b, at));
}

/** The sign a body is in at an epoch-millisecond instant. */
export function signAt(body: Body, t: number): SignId {
  return signOfLongitude(longitudeOf(body, new Date(t))).sign;
}
