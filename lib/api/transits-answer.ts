/**
 * Server side of the personal-sky contract: the domain's transits and readings put into the wire
 * shapes of lib/api/transits.ts and lib/api/personal-reading.ts.
 */
import type { BirthChart } from '../birth-chart/types';
import { personalReading } from '../personal-reading/compose';
import { transitsOfChart, type TransitPass } from '../transits';
import type { PersonalReadingData } from './personal-reading';
import type { TransitsData, TransitWire } from './transits';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

function transitWire(t: TransitPass): TransitWire {
  return {
    body: t.body,
    aspect: t.aspect,
    point: t.point,
    orb: t.orb,
    exact: t.exact.map(iso),
    start: iso(t.start),
    end: iso(t.end),
  };
}

/** The `data` of a transits answer for a chart and a window of Istanbul days. */
export function transitsData(chart: BirthChart, from: string, days: number): TransitsData {
  const result = transitsOfChart(chart, from, days);
  return {
    from: result.window.from,
    to: result.window.to,
    natal: {
      utc: chart.utc,
      bodies: chart.bodies
        .filter((b) => b.body !== 'north-node')
        .map((b) => ({ body: b.body as Exclude<typeof b.body, 'north-node'>, longitude: b.longitude })),
      ascendant: chart.ascendant ? { longitude: chart.ascendant.longitude } : null,
      midheaven: chart.midheaven ? { longitude: chart.midheaven.longitude } : null,
    },
    transits: result.transits.map(transitWire),
    returns: result.returns.map((r) => ({ body: r.body, exact: iso(r.exact) })),
  };
}

/** The `data` of a personal reading answer. */
export function personalReadingData(chart: BirthChart, day: string): PersonalReadingData {
  const r = personalReading(chart, day);
  return {
    date: r.date,
    prediction: r.prediction,
    summary: r.summary,
    sections: r.sections,
    transits: r.transits.map(transitWire),
  };
}
