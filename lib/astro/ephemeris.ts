/**
 * The site's one ephemeris: geocentric apparent positions of the Sun, the Moon and the planets in
 * the true ecliptic and equinox of date, at a UT instant, as the Swiss Ephemeris gives them (full
 * VSOP87, ELP/MPP02 and the same ΔT: ./precise.ts, ./delta-t.ts). Everything that prints a
 * longitude or an instant (readings, calendar, birth chart) comes through here. astronomy-engine
 * stays where it is the better tool (eclipses, the sky map's horizon: lib/sky/ephemeris.ts).
 */
import type { SignId } from '../zodiac/signs';
import { BODIES, type Body } from './bodies';
import { julianDayTT } from './delta-t';
import { angleDiff, signOfLongitude } from './longitude';
import { apparentPosition, roughLongitude, ROUGH_LONGITUDE_ERROR } from './precise';

const DAY_MS = 86_400_000;

// The searches sample the same grid instants for several purposes (a body's sign, its direction,
// the Moon's phase): the last few thousand positions are kept.
const recent = new Map<string, { longitude: number; latitude: number }>();
const RECENT_LIMIT = 4096;

/** Forgets the kept positions (for benchmarks that time a truly cold search). */
export function forgetRecentPositions(): void {
  recent.clear();
}

/** Geocentric apparent ecliptic longitude and latitude of date, in degrees. */
export function eclipticOf(body: Body, at: Date): { longitude: number; latitude: number } {
  const key = `${body}${at.getTime()}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const p = apparentPosition(body, julianDayTT(at.getTime()));
  const value = { longitude: p.longitude, latitude: p.latitude };
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  recent.set(key, value);
  return value;
}

/**
 * A quick longitude for scanning (degrees 0–360, within ROUGH_ERROR of longitudeOf): a search
 * decides with it only where it stands well clear of a threshold, and asks longitudeOf elsewhere.
 */
export function roughLongitudeOf(body: Body, t: number): number {
  return roughLongitude(body, julianDayTT(t));
}
export const ROUGH_ERROR = ROUGH_LONGITUDE_ERROR;

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
