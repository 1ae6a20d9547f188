/** Arithmetic of ecliptic longitudes and signs. Client-safe: no ephemeris code here. */
import { SIGN_IDS, type SignId } from '../zodiac/signs';

/** A longitude folded into 0–360. */
export function normalizeDegrees(longitude: number): number {
  return ((longitude % 360) + 360) % 360;
}

/** Signed shortest difference a − b in degrees, in (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360;
  return d - 180 === -180 ? 180 : d - 180;
}

/** The sign of a longitude and the degree within it (0 ≤ degree < 30, truncated to hundredths). */
export function signOfLongitude(longitude: number): { sign: SignId; degree: number } {
  const lon = normalizeDegrees(longitude);
  const index = Math.floor(lon / 30) % 12;
  // Truncated, not rounded, so 29.999° stays in its sign as 29.99.
  const degree = Math.floor((lon - index * 30) * 100) / 100;
  return { sign: SIGN_IDS[index], degree };
}

/** Ecliptic longitude 0–360 from a sign and the degree within it. */
export function longitudeFromSign(sign: SignId, degree: number): number {
  return SIGN_IDS.indexOf(sign) * 30 + degree;
}

/** Whole-sign house of a sign counted from a first-house sign: (sign − first) mod 12 + 1. */
export function wholeSignHouse(sign: SignId, firstHouseSign: SignId): number {
  return ((SIGN_IDS.indexOf(sign) - SIGN_IDS.indexOf(firstHouseSign) + 12) % 12) + 1;
}

/** How many signs apart two signs are, 0–6 (for telling in-sign aspects from cross-sign ones). */
export function signDistance(a: SignId, b: SignId): number {
  const d = Math.abs(SIGN_IDS.indexOf(a) - SIGN_IDS.indexOf(b)) % 12;
  return Math.min(d, 12 - d);
}
