/**
 * The comparison of two birth charts as an astrologer makes it: the aspects between one chart's
 * points and the other's (the birth chart's own aspect finder and orbs, lib/astro/aspects), each
 * person's bodies in the other's houses (both birth times known), and the composite chart of
 * midpoints. Framework-free and ephemeris-free: it works on two computed charts.
 */
import { aspectBetween, maxOrb } from '../astro/aspects';
import { houseFromCusps } from '../astro/houses';
import { angleDiff, normalizeDegrees } from '../astro/longitude';
import type { BirthChart } from '../birth-chart/types';
import type { CompositeChart, SynastryAspect, SynastryFacts, SynastryOverlay, SynastryPoint } from './types';

/** A chart's points with their longitudes: every body, and the angles for a known time. */
export function pointsOf(chart: BirthChart): { point: SynastryPoint; longitude: number }[] {
  const points: { point: SynastryPoint; longitude: number }[] = chart.bodies.map((b) => ({
    point: b.body,
    longitude: b.longitude,
  }));
  if (chart.ascendant) points.push({ point: 'ascendant', longitude: chart.ascendant.longitude });
  if (chart.midheaven) points.push({ point: 'midheaven', longitude: chart.midheaven.longitude });
  return points;
}

/** Every aspect within orb between a's points and b's, once each, tightest first. */
export function crossAspects(a: BirthChart, b: BirthChart): SynastryAspect[] {
  const found: { aspect: SynastryAspect; exact: number }[] = [];
  const bs = pointsOf(b);
  for (const p of pointsOf(a)) {
    for (const q of bs) {
      const hit = aspectBetween(p.longitude, q.longitude, (kind) => maxOrb(kind, p.point, q.point));
      if (!hit) continue;
      found.push({
        aspect: {
          from: { person: 'a', point: p.point },
          to: { person: 'b', point: q.point },
          aspect: hit.kind,
          orb: Math.round(hit.orb * 100) / 100,
        },
        exact: hit.orb,
      });
    }
  }
  return found.sort((x, y) => x.exact - y.exact).map((x) => x.aspect);
}

/** a's bodies in b's houses, then b's in a's; null unless both birth times (so both houses) are known. */
export function houseOverlays(a: BirthChart, b: BirthChart): SynastryOverlay[] | null {
  if (!a.houses || !b.houses) return null;
  const aHouses = a.houses;
  const bHouses = b.houses;
  return [
    ...a.bodies.map((x) => ({
      person: 'a' as const,
      body: x.body,
      house: houseFromCusps(x.longitude, bHouses),
    })),
    ...b.bodies.map((x) => ({
      person: 'b' as const,
      body: x.body,
      house: houseFromCusps(x.longitude, aHouses),
    })),
  ];
}

/**
 * The midpoint of two longitudes on the shorter arc between them (the "nearer" midpoint: 350° and
 * 10° meet at 0°, not 180°). Exactly opposite points have two; the one 90° ahead of the first is taken.
 */
export function nearerMidpoint(x: number, y: number): number {
  const m = normalizeDegrees(x + angleDiff(y, x) / 2);
  // Keep the wire's 0 ≤ longitude < 360 even where rounding lands on 360.
  return m >= 360 ? 0 : m;
}

export function compositeOf(a: BirthChart, b: BirthChart): CompositeChart {
  const bBodies = new Map(b.bodies.map((x) => [x.body, x.longitude]));
  return {
    bodies: a.bodies.map((x) => ({
      body: x.body,
      longitude: nearerMidpoint(x.longitude, bBodies.get(x.body)!),
    })),
    ascendant:
      a.ascendant && b.ascendant
        ? { longitude: nearerMidpoint(a.ascendant.longitude, b.ascendant.longitude) }
        : null,
    midheaven:
      a.midheaven && b.midheaven
        ? { longitude: nearerMidpoint(a.midheaven.longitude, b.midheaven.longitude) }
        : null,
  };
}

export function compareCharts(a: BirthChart, b: BirthChart): SynastryFacts {
  return { aspects: crossAspects(a, b), overlays: houseOverlays(a, b), composite: compositeOf(a, b) };
}
