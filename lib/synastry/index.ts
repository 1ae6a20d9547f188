/**
 * Synastry: two birth charts compared. The charts come from the birth chart's engine
 * (lib/birth-chart/chart); this module adds the cross aspects, the house overlays, the composite
 * chart and the reading written from them.
 */
import { computeBirthChart, type BirthChartRequest } from '../birth-chart/chart';
import type { BirthChart } from '../birth-chart/types';
import { compareCharts } from './compare';
import { interpretSynastry } from './interpret';
import type { SynastryFacts, SynastryInterpretation } from './types';

export * from './types';
export { compareCharts, crossAspects, compositeOf, houseOverlays, nearerMidpoint, pointsOf } from './compare';
export { interpretSynastry } from './interpret';

export interface Synastry extends SynastryFacts {
  a: BirthChart;
  b: BirthChart;
  interpretation: SynastryInterpretation;
}

/** Both charts, their comparison and its reading. */
export function synastryOf(a: BirthChart, b: BirthChart): Synastry {
  const facts = compareCharts(a, b);
  return { a, b, ...facts, interpretation: interpretSynastry(a, b, facts) };
}

/** The same from two birth requests (each as the birth chart takes it). */
export function computeSynastry(a: BirthChartRequest, b: BirthChartRequest): Synastry {
  return synastryOf(computeBirthChart(a), computeBirthChart(b));
}
