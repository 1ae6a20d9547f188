/**
 * Synastry against the Swiss Ephemeris (swetest, run as a process) on 100 seeded random pairs of
 * births: each chart's points agree with swetest's longitudes within the birth chart's tolerances
 * (2″ Sun to Saturn, 5″ Moon, outer planets and node, 0.005° the angles); the aspect set equals
 * the set computed here from swetest's longitudes with the published orb table (none missing,
 * none extra), with the same orbs; the composite midpoints and the overlays' houses agree too.
 * A pair whose separation lies within the tolerance of an orb's edge, or a body that close to a
 * cusp, could fall either way and is not counted (counted and reported, expected to be rare).
 */
import { ASPECT_ANGLE, ASPECT_ORB, ASPECT_TYPES } from '@/lib/astro/aspects';
import { angleDiff } from '@/lib/astro/longitude';
import { computeSynastry, type Synastry } from '@/lib/synastry';
import {
  inBatches,
  reportMissingSwetest,
  SWETEST_AVAILABLE,
  sweChart,
  type SweChart,
} from '../birth-chart/swetest';
import { randomPairs } from './births';

const PAIRS = randomPairs(100, 19900314, { unknownTimes: true });
/** The angles' tolerance; also the margin at an orb's edge or a cusp. */
const ANGLE_TOLERANCE = 0.005;
const EDGE = 0.01;

// The orb rule written out independently: a luminary takes the full orb, anything else three quarters.
const orbLimit = (kind: (typeof ASPECT_TYPES)[number], p: string, q: string) =>
  ['sun', 'moon'].includes(p) || ['sun', 'moon'].includes(q) ? ASPECT_ORB[kind] : ASPECT_ORB[kind] * 0.75;

function swePoints(swe: SweChart, timeKnown: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [body, v] of Object.entries(swe.bodies)) out[body] = v.longitude;
  if (timeKnown) {
    out.ascendant = swe.ascendant;
    out.midheaven = swe.midheaven;
  }
  return out;
}

function houseIn(longitude: number, cusps: number[]): { house: number; nearCusp: boolean } {
  let house = 12;
  for (let k = 0; k < 12; k++) {
    const span = (cusps[(k + 1) % 12] - cusps[k] + 360) % 360;
    if ((longitude - cusps[k] + 360) % 360 < span) {
      house = k + 1;
      break;
    }
  }
  const nearCusp = cusps.some((c) => Math.abs(angleDiff(longitude, c)) < EDGE);
  return { house, nearCusp };
}

interface Outcome {
  misses: string[];
  borderline: number;
  aspects: number;
}

async function check(s: Synastry): Promise<Outcome> {
  const [sa, sb] = await Promise.all([
    sweChart(new Date(s.a.utc), s.a.input.latitude, s.a.input.longitude, s.a.houseSystem),
    sweChart(new Date(s.b.utc), s.b.input.latitude, s.b.input.longitude, s.b.houseSystem),
  ]);
  const misses: string[] = [];
  let borderline = 0;
  const label = `${s.a.input.date} ${s.a.input.time} / ${s.b.input.date} ${s.b.input.time}`;
  const pa = swePoints(sa, s.a.input.time !== null);
  const pb = swePoints(sb, s.b.input.time !== null);

  // Positions.
  for (const [chart, swe] of [
    [s.a, pa],
    [s.b, pb],
  ] as const) {
    for (const b of chart.bodies) {
      const arcsec = ['moon', 'uranus', 'neptune', 'pluto', 'north-node'].includes(b.body) ? 5 : 2;
      if (Math.abs(angleDiff(b.longitude, swe[b.body])) > arcsec / 3600)
        misses.push(`${label}: ${b.body} boylam`);
    }
    if (chart.ascendant && Math.abs(angleDiff(chart.ascendant.longitude, swe.ascendant)) > ANGLE_TOLERANCE)
      misses.push(`${label}: ASC`);
    if (chart.midheaven && Math.abs(angleDiff(chart.midheaven.longitude, swe.midheaven)) > ANGLE_TOLERANCE)
      misses.push(`${label}: MC`);
  }

  // Aspects from swetest's longitudes.
  const expected = new Map<string, number>();
  const uncertain = new Set<string>();
  for (const [p, lp] of Object.entries(pa)) {
    for (const [q, lq] of Object.entries(pb)) {
      const sep = Math.abs(angleDiff(lp, lq));
      for (const kind of ASPECT_TYPES) {
        const orb = Math.abs(sep - ASPECT_ANGLE[kind]);
        const limit = orbLimit(kind, p, q);
        if (Math.abs(orb - limit) < EDGE) uncertain.add(`${p}|${q}`);
        else if (orb < limit) expected.set(`${p}|${q}|${kind}`, orb);
      }
    }
  }
  borderline += uncertain.size;
  const got = new Map(s.aspects.map((x) => [`${x.from.point}|${x.to.point}|${x.aspect}`, x.orb]));
  for (const [key, orb] of expected) {
    if (!got.has(key)) misses.push(`${label}: eksik ${key}`);
    else if (Math.abs(got.get(key)! - orb) > EDGE)
      misses.push(`${label}: orb ${key} ${got.get(key)} ≠ ${orb}`);
  }
  for (const key of got.keys()) {
    if (!expected.has(key) && !uncertain.has(key.split('|').slice(0, 2).join('|')))
      misses.push(`${label}: fazla ${key}`);
  }

  // Composite: the nearer midpoint of swetest's longitudes.
  for (const c of s.composite.bodies) {
    const x = pa[c.body];
    const y = pb[c.body];
    const mid = (x + angleDiff(y, x) / 2 + 360) % 360;
    if (Math.abs(angleDiff(y, x)) > 179.99) continue;
    if (Math.abs(angleDiff(c.longitude, mid)) > 5 / 3600) misses.push(`${label}: kompozit ${c.body}`);
  }
  if (s.composite.ascendant) {
    const mid = (pa.ascendant + angleDiff(pb.ascendant, pa.ascendant) / 2 + 360) % 360;
    if (Math.abs(angleDiff(s.composite.ascendant.longitude, mid)) > ANGLE_TOLERANCE)
      misses.push(`${label}: kompozit ASC`);
  }

  // Overlays: each body in the other's swetest cusps.
  if (s.overlays) {
    for (const o of s.overlays) {
      const lon = (o.person === 'a' ? pa : pb)[o.body];
      const { house, nearCusp } = houseIn(lon, (o.person === 'a' ? sb : sa).cusps);
      if (nearCusp) borderline++;
      else if (house !== o.house) misses.push(`${label}: ${o.person} ${o.body} ev ${o.house} ≠ ${house}`);
    }
  } else if (s.a.input.time && s.b.input.time) misses.push(`${label}: overlays eksik`);
  return { misses, borderline, aspects: expected.size };
}

reportMissingSwetest('Sinastri Swiss Ephemeris karşılaştırması');
const describeIfSwetest = SWETEST_AVAILABLE ? describe : describe.skip;

describeIfSwetest('synastry agrees with the Swiss Ephemeris (swetest)', () => {
  test('100 random pairs: positions, aspect set and orbs, composite, overlays', async () => {
    const results = await inBatches(PAIRS, 2, ([a, b]) => check(computeSynastry(a, b)));
    const misses = results.flatMap((r) => r.misses);
    if (misses.length) console.error(misses.slice(0, 20));
    expect(misses).toEqual([]);
    const aspects = results.reduce((n, r) => n + r.aspects, 0);
    const borderline = results.reduce((n, r) => n + r.borderline, 0);
    // Thousands of aspects checked; the uncounted edge cases stay a handful.
    expect(aspects).toBeGreaterThan(2000);
    expect(borderline).toBeLessThan(20);
    // Both with and without known times, with overlays on most pairs.
    expect(PAIRS.some(([a, b]) => !a.time || !b.time)).toBe(true);
    expect(results.length).toBe(100);
  }, 120_000);
});
