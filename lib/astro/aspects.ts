/**
 * The one home of the major aspects, for the readings, the calendar and the birth chart: types,
 * one orb table, one weight table, and one finder (the tightest aspect within its orb wins). An aspect is
 * "in sign" when the two signs stand the aspect's number of signs apart (a square is three
 * signs); otherwise it crosses signs (29° Terazi to 3° Kova is a square by degree only).
 */
import type { Body } from './bodies';
import type { Position } from './ephemeris';
import { angleDiff, signDistance } from './longitude';

export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectKind = (typeof ASPECT_TYPES)[number];

export const ASPECT_ANGLE: Record<AspectKind, number> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

/** Widest orb with a luminary involved, in degrees; planets alone get three quarters of it. */
export const ASPECT_ORB: Record<AspectKind, number> = {
  conjunction: 8,
  sextile: 4,
  square: 7,
  trine: 7,
  opposition: 8,
};

/** Turkish names of the aspects, as a columnist writes them ("sekstil", not the calque "altmışlık"). */
export const ASPECT_NAMES: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil',
  square: 'kare',
  trine: 'üçgen',
  opposition: 'karşıt',
};

export interface Aspect {
  a: Body;
  b: Body;
  kind: AspectKind;
  /** Distance from exact, in degrees. */
  orb: number;
  /** 0–1: tighter orbs and more personal bodies score higher. */
  strength: number;
  /** False when the bodies' signs do not stand the aspect's number of signs apart. */
  inSign: boolean;
}

// How much a body colours a reading. The slow outer planets stay in aspect with each other
// for years, so a pair of them alone never makes a reading's headline.
export const BODY_WEIGHT: Record<Body, number> = {
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

const LUMINARY = new Set<string>(['sun', 'moon']);

/**
 * The orb allowed for an aspect between two bodies (or chart points: the node and the angles,
 * as synastry uses them, count as planets: only a luminary widens the orb).
 */
export function maxOrb(kind: AspectKind, a: Body | string, b: Body | string): number {
  return LUMINARY.has(a) || LUMINARY.has(b) ? ASPECT_ORB[kind] : ASPECT_ORB[kind] * 0.75;
}

/**
 * The aspect (if any) between two longitudes with the given orbs, and how far from exact: of the
 * aspects within their orbs, the tightest (with today's orbs no two overlap, but the answer must
 * not depend on the order of ASPECT_TYPES if they ever do).
 */
export function aspectBetween(
  lonA: number,
  lonB: number,
  orbOf: (kind: AspectKind) => number,
): { kind: AspectKind; orb: number } | null {
  const separation = Math.abs(angleDiff(lonA, lonB));
  let best: { kind: AspectKind; orb: number } | null = null;
  for (const kind of ASPECT_TYPES) {
    const orb = Math.abs(separation - ASPECT_ANGLE[kind]);
    if (orb <= orbOf(kind) && (!best || orb < best.orb)) best = { kind, orb };
  }
  return best;
}

/** The aspect between two bodies at their longitudes, with the orbs of `maxOrb`. */
export function aspectOfBodies(
  a: Body,
  lonA: number,
  b: Body,
  lonB: number,
): { kind: AspectKind; orb: number } | null {
  return aspectBetween(lonA, lonB, (kind) => maxOrb(kind, a, b));
}

/** The major aspects among the positions, strongest first. `withMoon` false leaves the fast Moon out. */
export function aspectsAmong(positions: readonly Position[], { withMoon = true } = {}): Aspect[] {
  const found: Aspect[] = [];
  const list = withMoon ? positions : positions.filter((p) => p.body !== 'moon');
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const p = list[i];
      const q = list[j];
      if (BODY_WEIGHT[p.body] < 0.5 && BODY_WEIGHT[q.body] < 0.5) continue;
      const hit = aspectOfBodies(p.body, p.longitude, q.body, q.longitude);
      if (!hit) continue;
      const weight = (BODY_WEIGHT[p.body] + BODY_WEIGHT[q.body]) / 2;
      found.push({
        a: p.body,
        b: q.body,
        kind: hit.kind,
        orb: Math.round(hit.orb * 100) / 100,
        strength: Math.round((1 - hit.orb / maxOrb(hit.kind, p.body, q.body)) * weight * 1000) / 1000,
        inSign: signDistance(p.sign, q.sign) === ASPECT_ANGLE[hit.kind] / 30,
      });
    }
  }
  return found.sort((x, y) => y.strength - x.strength || x.orb - y.orb);
}
