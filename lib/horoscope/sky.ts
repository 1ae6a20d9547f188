/**
 * The sky at an instant, computed with astronomy-engine: geocentric tropical positions of
 * the ten bodies (true ecliptic and equinox of date), retrograde motion, the Moon's phase,
 * whole-sign houses and the major aspects. Server-only (astronomy-engine is large).
 */
import * as Astronomy from 'astronomy-engine';
import { SIGN_IDS, type SignId } from '../zodiac/signs';
import { moonPhaseFromLongitudes, type MoonPhaseInfo } from './moon-phase';
import { BODIES, type Body, type Transit } from './types';

const ENGINE_BODY: Record<Body, Astronomy.Body> = {
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

/**
 * Geocentric ecliptic longitude of date, 0–360. Not `EclipticLongitude`, which is
 * heliocentric: the zodiac is measured from the Earth.
 */
export function longitudeOf(body: Body, at: Date): number {
  let lon: number;
  if (body === 'sun') lon = Astronomy.SunPosition(at).elon;
  else if (body === 'moon') lon = Astronomy.EclipticGeoMoon(at).lon;
  else lon = Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[body], at, true)).elon;
  return ((lon % 360) + 360) % 360;
}

/** Signed shortest difference a − b in degrees, in (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360;
  return d - 180 === -180 ? 180 : d - 180;
}

/** Apparent motion in degrees per day (negative while retrograde), by a central difference. */
export function speedOf(body: Body, at: Date): number {
  // An hour either side: short against any station, long against rounding.
  const half = body === 'moon' ? DAY_MS / 96 : DAY_MS / 24;
  const before = longitudeOf(body, new Date(at.getTime() - half));
  const after = longitudeOf(body, new Date(at.getTime() + half));
  return angleDiff(after, before) / ((2 * half) / DAY_MS);
}

export function signOfLongitude(longitude: number): { sign: SignId; degree: number } {
  const lon = ((longitude % 360) + 360) % 360;
  const index = Math.floor(lon / 30) % 12;
  // Truncated, not rounded, so 29.999° stays in its sign as 29.99.
  const degree = Math.floor((lon - index * 30) * 100) / 100;
  return { sign: SIGN_IDS[index], degree };
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

/** Whole-sign house of a sign counted from the reading's sign: (planet − reading) mod 12 + 1. */
export function houseOf(planetSign: SignId, readingSign: SignId): number {
  return ((SIGN_IDS.indexOf(planetSign) - SIGN_IDS.indexOf(readingSign) + 12) % 12) + 1;
}

export function transitsFor(readingSign: SignId, positions: readonly Position[], at: Date): Transit[] {
  const iso = at.toISOString();
  return positions.map((p) => ({
    body: p.body,
    sign: p.sign,
    degree: p.degree,
    retrograde: p.retrograde,
    house: houseOf(p.sign, readingSign),
    at: iso,
  }));
}

export function moonPhaseAt(positions: readonly Position[]): MoonPhaseInfo {
  const sun = positions.find((p) => p.body === 'sun');
  const moon = positions.find((p) => p.body === 'moon');
  if (!sun || !moon) throw new Error('Güneş ve Ay konumları gerekli');
  return moonPhaseFromLongitudes(sun.longitude, moon.longitude);
}

export type AspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

export interface Aspect {
  a: Body;
  b: Body;
  kind: AspectKind;
  /** Distance from exact, in degrees. */
  orb: number;
  /** 0–1: tighter orbs and more personal bodies score higher. */
  strength: number;
}

const ASPECT_ANGLES: { kind: AspectKind; angle: number; orb: number }[] = [
  { kind: 'conjunction', angle: 0, orb: 8 },
  { kind: 'sextile', angle: 60, orb: 4 },
  { kind: 'square', angle: 90, orb: 7 },
  { kind: 'trine', angle: 120, orb: 7 },
  { kind: 'opposition', angle: 180, orb: 8 },
];

// How much a body colours a reading. The slow outer planets stay in aspect with each other
// for years, so a pair of them alone never makes a reading's headline.
const WEIGHT: Record<Body, number> = {
  sun: 0.9,
  moon: 1,
  mercury: 0.8,
  venus: 0.9,
  mars: 0.9,
  jupiter: 0.7,
  saturn: 0.7,
  uranus: 0.45,
  neptune: 0.45,
  pluto: 0.45,
};

const LUMINARY = new Set<Body>(['sun', 'moon']);

/** The major aspects among the positions, strongest first. `withMoon` false leaves the fast Moon out. */
export function aspectsAmong(positions: readonly Position[], { withMoon = true } = {}): Aspect[] {
  const found: Aspect[] = [];
  const list = withMoon ? positions : positions.filter((p) => p.body !== 'moon');
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const p = list[i];
      const q = list[j];
      if (WEIGHT[p.body] < 0.5 && WEIGHT[q.body] < 0.5) continue;
      const separation = Math.abs(angleDiff(p.longitude, q.longitude));
      for (const aspect of ASPECT_ANGLES) {
        // Planets without a luminary get three quarters of the orb.
        const maxOrb = LUMINARY.has(p.body) || LUMINARY.has(q.body) ? aspect.orb : aspect.orb * 0.75;
        const orb = Math.abs(separation - aspect.angle);
        if (orb <= maxOrb) {
          const weight = (WEIGHT[p.body] + WEIGHT[q.body]) / 2;
          found.push({
            a: p.body,
            b: q.body,
            kind: aspect.kind,
            orb: Math.round(orb * 100) / 100,
            strength: Math.round((1 - orb / maxOrb) * weight * 1000) / 1000,
          });
        }
      }
    }
  }
  return found.sort((x, y) => y.strength - x.strength || x.orb - y.orb);
}
