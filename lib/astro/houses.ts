/**
 * The angles and house cusps of a chart: Ascendant, Midheaven and the twelve cusps in Placidus,
 * Whole Sign, Equal and Porphyry, from the ARMC, the true obliquity and the geographic latitude.
 * Longitudes are ecliptic of date (true equinox), as the Swiss Ephemeris gives them. Placidus has
 * no solution where part of the ecliptic never rises (beyond the polar circles): there, as in the
 * Swiss Ephemeris, the cusps fall back to Porphyry and the answer says so.
 */
import type { HouseSystemId } from './house-systems';
import { angleDiff, normalizeDegrees } from './longitude';

export { HOUSE_SYSTEM_IDS, type HouseSystemId } from './house-systems';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Ecliptic longitude of the point of the ecliptic with right ascension `ra` (degrees). */
function eclipticOfRightAscension(ra: number, obliquity: number): number {
  return normalizeDegrees(
    Math.atan2(Math.sin(ra * RAD), Math.cos(ra * RAD) * Math.cos(obliquity * RAD)) * DEG,
  );
}

/** Midheaven: the ecliptic's intersection with the upper meridian. */
export function midheavenLongitude(armc: number, obliquity: number): number {
  return eclipticOfRightAscension(armc, obliquity);
}

/**
 * Ascendant: the ecliptic's intersection with the eastern horizon. The formula gives one of the
 * two intersections; inside the polar circles it can be the western one (the Descendant) when
 * the ecliptic's pole is circumpolar. The eastern point always lies in the half of the ecliptic
 * that follows the Midheaven, so a result behind the Midheaven is turned by 180° (as the Swiss
 * Ephemeris does); elsewhere that test never fires.
 */
export function ascendantLongitude(armc: number, obliquity: number, latitude: number): number {
  const r = armc * RAD;
  const e = obliquity * RAD;
  const asc = normalizeDegrees(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e))) * DEG,
  );
  return angleDiff(asc, midheavenLongitude(armc, obliquity)) < 0 ? normalizeDegrees(asc + 180) : asc;
}

/** Whether Placidus cusps exist at a latitude: inside the polar circles (|φ| < 90° − ε). */
export function placidusPossible(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) < 90 - obliquity;
}

/**
 * One Placidus cusp: the ecliptic point whose meridian distance is `fraction` of its own
 * semi-arc (diurnal above the horizon, nocturnal below), found by fixed-point iteration.
 */
function placidusCusp(armc: number, obliquity: number, latitude: number, house: 11 | 12 | 2 | 3): number {
  const e = obliquity * RAD;
  const tanPhi = Math.tan(latitude * RAD);
  const above = house === 11 || house === 12;
  const fraction = house === 11 || house === 3 ? 1 / 3 : 2 / 3;
  let ra = above ? armc + fraction * 90 : armc + 180 - fraction * 90;
  let lon = eclipticOfRightAscension(ra, obliquity);
  for (let i = 0; i < 100; i++) {
    const decl = Math.asin(Math.sin(e) * Math.sin(lon * RAD));
    const ad = Math.asin(Math.max(-1, Math.min(1, tanPhi * Math.tan(decl)))) * DEG;
    ra = above ? armc + fraction * (90 + ad) : armc + 180 - fraction * (90 - ad);
    const next = eclipticOfRightAscension(ra, obliquity);
    const step = Math.abs(angleDiff(next, lon));
    lon = next;
    if (step < 1e-9) break;
  }
  return lon;
}

/** Trisects the quadrants between the angles (Porphyry). */
function porphyryCusps(asc: number, mc: number): number[] {
  const ic = normalizeDegrees(mc + 180);
  const q1 = normalizeDegrees(ic - asc); // Ascendant → IC: houses 1–3
  const q2 = normalizeDegrees(asc + 180 - ic); // IC → Descendant: houses 4–6
  const cusps = new Array<number>(12);
  for (let k = 0; k < 3; k++) {
    cusps[k] = normalizeDegrees(asc + (q1 * k) / 3);
    cusps[k + 3] = normalizeDegrees(ic + (q2 * k) / 3);
  }
  for (let k = 0; k < 6; k++) cusps[k + 6] = normalizeDegrees(cusps[k] + 180);
  return cusps;
}

export interface HouseResult {
  /** The system the cusps follow (Porphyry when Placidus was asked beyond the polar circles). */
  system: HouseSystemId;
  /** True when Placidus was asked for but could not be drawn. */
  fellBack: boolean;
  ascendant: number;
  midheaven: number;
  /** Twelve cusps, house 1 first. */
  cusps: number[];
}

/** Ascendant, Midheaven and the twelve cusps of a house system. */
export function houseCusps(
  system: HouseSystemId,
  armc: number,
  obliquity: number,
  latitude: number,
): HouseResult {
  const asc = ascendantLongitude(armc, obliquity, latitude);
  const mc = midheavenLongitude(armc, obliquity);
  const base = { ascendant: asc, midheaven: mc, fellBack: false };
  switch (system) {
    case 'whole-sign': {
      const first = Math.floor(asc / 30) * 30;
      return {
        ...base,
        system,
        cusps: Array.from({ length: 12 }, (_, k) => normalizeDegrees(first + 30 * k)),
      };
    }
    case 'equal':
      return { ...base, system, cusps: Array.from({ length: 12 }, (_, k) => normalizeDegrees(asc + 30 * k)) };
    case 'porphyry':
      return { ...base, system, cusps: porphyryCusps(asc, mc) };
    case 'placidus': {
      if (!placidusPossible(latitude, obliquity)) {
        return { ...base, system: 'porphyry', fellBack: true, cusps: porphyryCusps(asc, mc) };
      }
      const c11 = placidusCusp(armc, obliquity, latitude, 11);
      const c12 = placidusCusp(armc, obliquity, latitude, 12);
      const c2 = placidusCusp(armc, obliquity, latitude, 2);
      const c3 = placidusCusp(armc, obliquity, latitude, 3);
      const ic = normalizeDegrees(mc + 180);
      const east = [asc, c2, c3, ic, normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)];
      return { ...base, system, cusps: [...east, ...east.map((c) => normalizeDegrees(c + 180))] };
    }
  }
}

/**
 * The house (1–12) a longitude falls in, given the twelve cusps of any quadrant or equal system.
 * (Whole-sign houses counted from a sign, as the readings use them: `wholeSignHouse` in longitude.ts.)
 */
export function houseFromCusps(longitude: number, cusps: readonly number[]): number {
  for (let k = 0; k < 12; k++) {
    const start = cusps[k];
    const span = normalizeDegrees(cusps[(k + 1) % 12] - start);
    if (normalizeDegrees(longitude - start) < span) return k + 1;
  }
  return 12;
}
