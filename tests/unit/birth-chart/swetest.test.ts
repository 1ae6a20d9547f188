/**
 * The chart against the Swiss Ephemeris (swetest) on 240 seeded random births from 1900 to today in
 * Turkish districts and world cities: longitudes within 2″ (Sun to Saturn) or 5″ (Moon, Uranus to
 * Pluto, mean node), latitudes within 0.001°, Ascendant and Midheaven within 0.005°, Placidus cusps
 * within 0.01°; and Whole Sign, Equal and Porphyry cusps on a subset.
 */
import { birthChartDataSchema } from '@/lib/api/birth-chart';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { angleDiff } from '@/lib/astro/longitude';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import raw from '@/lib/birth-chart/places-data.json';
import type { PlacesData } from '@/lib/birth-chart/places-data';
import type { BirthChart, HouseSystem } from '@/lib/birth-chart/types';
import { inBatches, reportMissingSwetest, SWETEST_AVAILABLE, sweChart } from './swetest';

const data = raw as unknown as PlacesData;
const turkish = data.places.filter((p) => p[3] === 'TR' && p[2] !== null);
const abroad = data.places.filter((p) => p[3] !== 'TR');

// A fixed linear congruential sequence: the same births on every run.
let seed = 19790110;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
const pad = (n: number) => String(n).padStart(2, '0');

interface Birth {
  date: string;
  time: string;
  place: string;
  latitude: number;
  longitude: number;
}

function randomBirths(count: number): Birth[] {
  const from = Date.UTC(1900, 0, 1);
  const to = Date.now() - 2 * 86_400_000;
  const births: Birth[] = [];
  for (let i = 0; i < count; i++) {
    const row = i % 2 === 0 ? pick(turkish) : pick(abroad);
    const day = new Date(from + random() * (to - from)).toISOString().slice(0, 10);
    const minutes = Math.floor(random() * 1440);
    births.push({
      date: day,
      time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
      place: row[0],
      latitude: row[4],
      longitude: row[5],
    });
  }
  return births;
}

const BIRTHS = randomBirths(240);

interface Miss {
  what: string;
  diff: number;
}

async function compare(chart: BirthChart, system: HouseSystem): Promise<Miss[]> {
  const swe = await sweChart(new Date(chart.utc), chart.input.latitude, chart.input.longitude, system);
  const misses: Miss[] = [];
  const check = (what: string, ours: number, theirs: number, limit: number) => {
    const diff = Math.abs(angleDiff(ours, theirs));
    if (!(diff <= limit))
      misses.push({ what: `${chart.input.date} ${chart.input.time} ${chart.place?.name}: ${what}`, diff });
  };
  for (const b of chart.bodies) {
    const s = swe.bodies[b.body];
    const arcsec = ['moon', 'uranus', 'neptune', 'pluto', 'north-node'].includes(b.body) ? 5 : 2;
    check(`${b.body} boylam`, b.longitude, s.longitude, arcsec / 3600);
    check(`${b.body} enlem`, b.latitude, s.latitude, 0.001);
    // Speeds by central difference against swetest's analytic ones: 0.01°/day is far below any use.
    if (Math.abs(b.speed - s.speed) > 0.01) misses.push({ what: `${b.body} hız`, diff: b.speed - s.speed });
    if (Math.abs(s.speed) > 0.002 && b.body !== 'sun' && b.body !== 'moon' && b.retrograde !== s.speed < 0) {
      misses.push({ what: `${b.body} retro`, diff: s.speed });
    }
  }
  check('ASC', chart.ascendant!.longitude, swe.ascendant, 0.005);
  check('MC', chart.midheaven!.longitude, swe.midheaven, 0.005);
  chart.houses!.forEach((c, k) => check(`ev ${k + 1}`, c, swe.cusps[k], 0.01));
  return misses;
}

reportMissingSwetest('Swiss Ephemeris karşılaştırması');
const describeIfSwetest = SWETEST_AVAILABLE ? describe : describe.skip;

describeIfSwetest('birth charts agree with the Swiss Ephemeris (swetest)', () => {
  test('240 random births 1900–today: longitudes 2″/5″, ASC/MC 0.005°, Placidus cusps 0.01°', async () => {
    const charts = BIRTHS.map((b) => computeBirthChart({ ...b, houseSystem: 'placidus' }));
    // Every chart also fits the wire contract the API answers with.
    for (const c of charts) birthChartDataSchema.parse({ ...c, interpretation: interpretChart(c) });
    // Births beyond the polar circles fall back to Porphyry: both programs must do so alike.
    const results = await inBatches(charts, 2, (c) => compare(c, 'placidus'));
    const misses = results.flat();
    if (misses.length) console.error(misses.slice(0, 20));
    expect(misses).toEqual([]);
    expect(charts.filter((c) => c.place?.id.startsWith('tr-')).length).toBeGreaterThanOrEqual(100);
  }, 600_000);

  test.each(['whole-sign', 'equal', 'porphyry'] as const)(
    '%s cusps on 30 births',
    async (system) => {
      const charts = BIRTHS.slice(0, 30).map((b) => computeBirthChart({ ...b, houseSystem: system }));
      const misses = (await inBatches(charts, 2, (c) => compare(c, system))).flat();
      expect(misses).toEqual([]);
    },
    120_000,
  );

  test('Şişli, 10 January 1979, 08:15: the issue’s example', async () => {
    const chart = computeBirthChart({ date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' });
    expect(chart.utc).toBe('1979-01-10T05:15:00.000Z');
    expect(await compare(chart, 'placidus')).toEqual([]);
  });

  test('beyond the polar circle Placidus falls back to Porphyry, as in the Swiss Ephemeris', async () => {
    const chart = computeBirthChart({
      date: '1990-06-15',
      time: '12:00',
      latitude: 69.6496,
      longitude: 18.956,
      timeZone: 'Europe/Oslo',
    });
    expect(chart.houseSystem).toBe('porphyry');
    expect(chart.houseSystemNote).toMatch(/Porphyry/);
    const swe = await sweChart(new Date(chart.utc), 69.6496, 18.956, 'placidus');
    expect(swe.placidusFailed).toBe(true);
    expect(await compare(chart, 'placidus')).toEqual([]);
  });
});
