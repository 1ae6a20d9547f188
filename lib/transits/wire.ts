/** The transits and solar-return answers in the wire shapes of lib/api/transits.ts. */
import type { TransitsData } from '../api/transits';
import type { BirthChart } from '../birth-chart/types';
import { transitsOfChart } from './index';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

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
    transits: result.transits.map((t) => ({
      body: t.body,
      aspect: t.aspect,
      point: t.point,
      orb: t.orb,
      exact: t.exact.map(iso),
      start: iso(t.start),
      end: iso(t.end),
    })),
    returns: result.returns.map((r) => ({ body: r.body, exact: iso(r.exact) })),
  };
}
