/** Seeded random births (Turkish districts and world cities, 1900 to last year) for the synastry tests. */
import raw from '@/lib/birth-chart/places-data.json';
import type { PlacesData } from '@/lib/birth-chart/places-data';
import type { BirthChartRequest } from '@/lib/birth-chart/chart';

const data = raw as unknown as PlacesData;
const turkish = data.places.filter((p) => p[3] === 'TR' && p[2] !== null);
const abroad = data.places.filter((p) => p[3] !== 'TR');
const pad = (n: number) => String(n).padStart(2, '0');

/** A fixed linear congruential sequence: the same births on every run. */
export function seededRandom(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** `count` pairs of births; with `unknownTimes`, about one birth in five has no time. */
export function randomPairs(
  count: number,
  seed: number,
  { unknownTimes = false } = {},
): [BirthChartRequest, BirthChartRequest][] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const from = Date.UTC(1900, 0, 1);
  const to = Date.UTC(2025, 0, 1);
  const birth = (i: number): BirthChartRequest => {
    const row = i % 2 === 0 ? pick(turkish) : pick(abroad);
    const date = new Date(from + random() * (to - from)).toISOString().slice(0, 10);
    const minutes = Math.floor(random() * 1440);
    const known = !unknownTimes || random() > 0.2;
    return {
      date,
      time: known ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : null,
      place: row[0],
    };
  };
  return Array.from({ length: count }, (_, i) => [birth(2 * i), birth(2 * i + 1)]);
}
