/**
 * Synastry's domain types: the comparison of two birth charts. Client-safe: types and constants only.
 */
import type { AspectKind } from '../astro/aspects';
import { CHART_BODIES, type ChartBody } from '../birth-chart/types';

export const PERSONS = ['a', 'b'] as const;
export type Person = (typeof PERSONS)[number];

/** A chart's points in synastry: the chart's bodies and, for a known birth time, its two angles. */
export const SYNASTRY_POINTS = [...CHART_BODIES, 'ascendant', 'midheaven'] as const;
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];
export type { ChartBody };

export interface SynastryAspect {
  from: { person: 'a'; point: SynastryPoint };
  to: { person: 'b'; point: SynastryPoint };
  aspect: AspectKind;
  /** Degrees from exact, rounded to hundredths. */
  orb: number;
}

/** A body of one person standing in a house of the other's chart. */
export interface SynastryOverlay {
  /** Whose body it is (the houses are the other person's). */
  person: Person;
  body: ChartBody;
  house: number;
}

export interface CompositeChart {
  bodies: { body: ChartBody; longitude: number }[];
  ascendant: { longitude: number } | null;
  midheaven: { longitude: number } | null;
}

export interface SynastrySection {
  key: string;
  title: string;
  paragraphs: string[];
}

/** The reading of a comparison, written from its facts. */
export interface SynastryInterpretation {
  /** One sentence that sums up the pair. */
  headline: string;
  sections: SynastrySection[];
  /** Things the couple can do, each tied to a fact of the comparison. */
  advice: string[];
}

export interface SynastryFacts {
  aspects: SynastryAspect[];
  overlays: SynastryOverlay[] | null;
  composite: CompositeChart;
}
