/**
 * The readings' view of the sky: each body's place as a transit through the whole-sign houses
 * counted from the reading's sign, and the Moon's phase from a set of positions.
 */
import type { Position } from '../astro/ephemeris';
import { wholeSignHouse } from '../astro/longitude';
import { moonPhaseFromLongitudes, type MoonPhaseInfo } from '../astro/moon-phase';
import type { SignId } from '../zodiac/signs';
import type { Transit } from './types';

/** Whole-sign house of a sign counted from the reading's sign. */
export const houseOf = wholeSignHouse;

export function transitsFor(readingSign: SignId, positions: readonly Position[], at: Date): Transit[] {
  const iso = at.toISOString();
  return positions.map((p) => ({
    body: p.body,
    sign: p.sign,
    degree: p.degree,
    retrograde: p.retrograde,
    house: wholeSignHouse(p.sign, readingSign),
    at: iso,
  }));
}

export function moonPhaseAt(positions: readonly Position[]): MoonPhaseInfo {
  const sun = positions.find((p) => p.body === 'sun');
  const moon = positions.find((p) => p.body === 'moon');
  if (!sun || !moon) throw new Error('Güneş ve Ay konumları gerekli');
  return moonPhaseFromLongitudes(sun.longitude, moon.longitude);
}
