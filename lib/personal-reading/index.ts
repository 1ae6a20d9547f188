/** The personal daily reading in the wire shape of lib/api/personal-reading.ts. */
import type { PersonalReadingData } from '../api/personal-reading';
import type { BirthChart } from '../birth-chart/types';
import { personalReading } from './compose';

export { personalReading } from './compose';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

export function personalReadingData(chart: BirthChart, day: string): PersonalReadingData {
  const r = personalReading(chart, day);
  return {
    date: r.date,
    prediction: r.prediction,
    summary: r.summary,
    sections: r.sections,
    transits: r.transits.map((t) => ({
      body: t.body,
      aspect: t.aspect,
      point: t.point,
      orb: t.orb,
      exact: t.exact.map(iso),
      start: iso(t.start),
      end: iso(t.end),
    })),
  };
}
