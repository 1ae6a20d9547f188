/**
 * The comparison's rules on hand-checked cases: midpoints on the shorter arc, the birth chart's
 * orbs (no aspect outside, each once, tightest first), angles and overlays only for known times,
 * and a reading that states only the comparison's facts.
 */
import { ASPECT_ANGLE, ASPECT_TYPES, maxOrb } from '@/lib/astro/aspects';
import { angleDiff } from '@/lib/astro/longitude';
import { synastryDataSchema } from '@/lib/api/synastry';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { computeSynastry, nearerMidpoint, pointsOf } from '@/lib/synastry';

const A = { date: '1985-04-12', time: '14:20', place: 'tr-34-kadikoy' };
const B = { date: '1988-10-03', time: '07:45', place: 'tr-06' };

describe('nearerMidpoint', () => {
  test.each([
    [10, 50, 30],
    [350, 10, 0],
    [10, 350, 0],
    [300, 100, 20],
    [100, 300, 20],
    [0, 180, 90],
    [359.5, 0.5, 0],
  ])('%p and %p meet at %p', (x, y, m) => {
    expect(Math.abs(angleDiff(nearerMidpoint(x, y), m))).toBeLessThan(1e-9);
    expect(nearerMidpoint(x, y)).toBeGreaterThanOrEqual(0);
    expect(nearerMidpoint(x, y)).toBeLessThan(360);
  });
});

describe('computeSynastry', () => {
  const s = computeSynastry(A, B);

  test('every pair of points within its orb is listed once, none outside, tightest first', () => {
    const expected: string[] = [];
    for (const p of pointsOf(s.a)) {
      for (const q of pointsOf(s.b)) {
        const sep = Math.abs(angleDiff(p.longitude, q.longitude));
        for (const kind of ASPECT_TYPES) {
          if (Math.abs(sep - ASPECT_ANGLE[kind]) <= maxOrb(kind, p.point, q.point))
            expected.push(`${p.point}|${q.point}|${kind}`);
        }
      }
    }
    const got = s.aspects.map((x) => `${x.from.point}|${x.to.point}|${x.aspect}`);
    expect([...got].sort()).toEqual([...expected].sort());
    expect(new Set(got.map((g) => g.split('|').slice(0, 2).join('|'))).size).toBe(got.length);
    for (let i = 1; i < s.aspects.length; i++)
      expect(s.aspects[i].orb).toBeGreaterThanOrEqual(s.aspects[i - 1].orb);
    expect(s.aspects.some((x) => x.from.point === 'ascendant' || x.to.point === 'midheaven')).toBe(true);
  });

  test('overlays: each body of each person in a house of the other', () => {
    expect(s.overlays).toHaveLength(22);
    const aSun = s.overlays!.find((o) => o.person === 'a' && o.body === 'sun')!;
    const lon = s.a.bodies[0].longitude;
    const cusps = s.b.houses!;
    const start = cusps[aSun.house - 1];
    const end = cusps[aSun.house % 12];
    expect((lon - start + 360) % 360 < (end - start + 360) % 360).toBe(true);
  });

  test('composite: midpoints of each body and of the angles', () => {
    for (const c of s.composite.bodies) {
      const x = s.a.bodies.find((b) => b.body === c.body)!.longitude;
      const y = s.b.bodies.find((b) => b.body === c.body)!.longitude;
      expect(Math.abs(angleDiff(c.longitude, x))).toBeCloseTo(Math.abs(angleDiff(c.longitude, y)), 9);
      expect(Math.abs(angleDiff(c.longitude, x))).toBeLessThanOrEqual(90);
    }
    expect(s.composite.ascendant!.longitude).toBeCloseTo(
      nearerMidpoint(s.a.ascendant!.longitude, s.b.ascendant!.longitude),
      9,
    );
    expect(s.composite.midheaven).not.toBeNull();
  });

  test('fits the wire contract', () => {
    expect(() =>
      synastryDataSchema.parse({
        ...s,
        a: { ...s.a, interpretation: interpretChart(s.a) },
        b: { ...s.b, interpretation: interpretChart(s.b) },
      }),
    ).not.toThrow();
  });

  test('an unknown time: no angles for that person, no overlays, no composite angles', () => {
    const u = computeSynastry(A, { ...B, time: null });
    expect(u.aspects.some((x) => x.to.point === 'ascendant' || x.to.point === 'midheaven')).toBe(false);
    expect(u.aspects.some((x) => x.from.point === 'ascendant')).toBe(true);
    expect(u.overlays).toBeNull();
    expect(u.composite.ascendant).toBeNull();
    expect(u.composite.midheaven).toBeNull();
    const text = JSON.stringify(u.interpretation);
    expect(text).toMatch(/İkinci kişinin doğum saati bilinmediği/);
    expect(u.interpretation.sections.map((x) => x.key)).not.toContain('overlays');
  });

  test('the reading states the facts it is written from', () => {
    const r = s.interpretation;
    const text = [r.headline, ...r.sections.flatMap((x) => x.paragraphs), ...r.advice].join(' ');
    // The signs of both Suns and Moons, as computed.
    expect(text).toContain('Birinci kişinin Güneşi Koç’ta');
    expect(text).toContain('ikinci kişinin Güneşi Terazi’de');
    // The count of aspects and the tightest one.
    expect(text).toContain(`${s.aspects.length} açı var`);
    // Each written-up aspect exists in the list with that orb.
    const aspects = r.sections.find((x) => x.key === 'aspects')!.paragraphs;
    expect(aspects.length).toBeGreaterThan(0);
    for (const p of aspects) {
      const orb = /(\d+,\d)° orbla/.exec(p)?.[1];
      expect(orb).toBeDefined();
      expect(s.aspects.some((x) => x.orb.toFixed(1).replace('.', ',') === orb)).toBe(true);
    }
    // Overlays name the houses the computation found.
    const aVenus = s.overlays!.find((o) => o.person === 'a' && o.body === 'venus')!;
    expect(r.sections.find((x) => x.key === 'overlays')!.paragraphs[0]).toMatch(
      new RegExp(`Venüsü ikinci kişinin \\S+( \\S+)? evine`),
    );
    expect(aVenus.house).toBeGreaterThanOrEqual(1);
    expect(r.advice.length).toBeGreaterThan(0);
    for (const sentence of text.split(/(?<=[.!?])\s+/)) expect(sentence).not.toMatch(/undefined|NaN|\$\{/);
  });
});
