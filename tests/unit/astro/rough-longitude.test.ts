/**
 * The searches' shortcuts against the full theory they stand in for (lib/astro/precise.ts, itself
 * held to swetest in swetest-positions.test.ts): the quick longitudes that scan a grid, and the
 * interpolated longitudes that time the Moon's contacts, at seeded instants over 1900–2100. These
 * bounds are what make the shortcuts exact: a scan treats every sample within ten times the
 * quick longitudes' bound of a threshold with the full theory, and 0.1″ is a fifth of a second
 * of the Moon's motion.
 */
import { BODIES } from '@/lib/astro/bodies';
import { smoothLongitude } from '@/lib/astro/course';
import { julianDayTT } from '@/lib/astro/delta-t';
import { longitudeOf } from '@/lib/astro/ephemeris';
import { angleDiff } from '@/lib/astro/longitude';
import { apparentPosition, roughLongitude, ROUGH_LONGITUDE_ERROR } from '@/lib/astro/precise';

const FROM = Date.UTC(1900, 0, 1);
const TO = Date.UTC(2101, 0, 1);

function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

test('quick longitudes stay within ROUGH_LONGITUDE_ERROR of the full theory, 1900–2100', () => {
  const random = seeded(24);
  const worst: Record<string, number> = {};
  for (let i = 0; i < 300; i++) {
    const jde = julianDayTT(FROM + random() * (TO - FROM));
    for (const body of BODIES) {
      const d = Math.abs(angleDiff(roughLongitude(body, jde), apparentPosition(body, jde).longitude));
      worst[body] = Math.max(worst[body] ?? 0, d);
    }
  }
  console.info(
    `quick longitudes, worst (″): ${Object.entries(worst)
      .map(([b, d]) => `${b} ${(d * 3600).toFixed(2)}`)
      .join(', ')}`,
  );
  for (const body of BODIES) expect(worst[body]).toBeLessThan(ROUGH_LONGITUDE_ERROR);
  // The bound is not slack to the point of hiding a broken series.
  expect(Math.max(...Object.values(worst))).toBeGreaterThan(ROUGH_LONGITUDE_ERROR / 10);
});

test('interpolated longitudes stay within 0.1″ of the full theory, 1900–2100', () => {
  const random = seeded(2026);
  const worst: Record<string, number> = {};
  for (let i = 0; i < 150; i++) {
    const t = Math.round(FROM + random() * (TO - FROM));
    for (const body of BODIES) {
      const d = Math.abs(angleDiff(smoothLongitude(body, t), longitudeOf(body, new Date(t))));
      worst[body] = Math.max(worst[body] ?? 0, d * 3600);
    }
  }
  console.info(
    `interpolated longitudes, worst (″): ${Object.entries(worst)
      .map(([b, d]) => `${b} ${d.toFixed(4)}`)
      .join(', ')}`,
  );
  for (const body of BODIES) expect(worst[body]).toBeLessThan(0.1);
});
