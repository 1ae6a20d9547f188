/**
 * Transits to a natal chart over a window of Istanbul days, and the returns among them.
 * Framework-free; server-side (the ephemeris's series are large).
 */
import type { BirthChart } from '../birth-chart/types';
import { shiftDay } from '../time/calendar';
import { istanbulInstant } from '../time/zone';
import { findTransits, type NatalPoint, type TransitingBody, type TransitPass } from './find';

export * from './find';

export interface NatalPointLongitude {
  point: NatalPoint;
  longitude: number;
}

/** The natal points a chart offers: Sun to Pluto, and the angles when the birth time is known. */
export function natalPointsOf(
  chart: Pick<BirthChart, 'bodies' | 'ascendant' | 'midheaven'>,
): NatalPointLongitude[] {
  const points: NatalPointLongitude[] = [];
  for (const b of chart.bodies) {
    if (b.body === 'north-node') continue;
    points.push({ point: b.body, longitude: b.longitude });
  }
  if (chart.ascendant) points.push({ point: 'ascendant', longitude: chart.ascendant.longitude });
  if (chart.midheaven) points.push({ point: 'midheaven', longitude: chart.midheaven.longitude });
  return points;
}

export interface TransitWindow {
  /** First and last Istanbul day, inclusive. */
  from: string;
  to: string;
  /** Epoch ms: Istanbul midnight starting `from`, and the one ending `to`. */
  start: number;
  end: number;
}

export function transitWindow(from: string, days: number): TransitWindow {
  const to = shiftDay(from, days - 1);
  return {
    from,
    to,
    start: istanbulInstant(from).getTime(),
    end: istanbulInstant(shiftDay(from, days)).getTime(),
  };
}

export const RETURN_BODIES = ['sun', 'jupiter', 'saturn'] as const;
export type ReturnBody = (typeof RETURN_BODIES)[number];

export interface PlanetReturn {
  body: ReturnBody;
  exact: number;
}

/** The returns inside the transits: a body's conjunction with its own natal place. */
export function returnsAmong(transits: readonly TransitPass[]): PlanetReturn[] {
  const out: PlanetReturn[] = [];
  for (const t of transits) {
    if (t.aspect !== 'conjunction' || t.body !== t.point) continue;
    if (!(RETURN_BODIES as readonly string[]).includes(t.body)) continue;
    for (const exact of t.exact) out.push({ body: t.body as ReturnBody, exact });
  }
  return out.sort((a, b) => a.exact - b.exact);
}

export interface ChartTransits {
  window: TransitWindow;
  natal: NatalPointLongitude[];
  transits: TransitPass[];
  returns: PlanetReturn[];
}

/** Every transit of the chart exact in the window, and the returns. */
export function transitsOfChart(
  chart: Pick<BirthChart, 'bodies' | 'ascendant' | 'midheaven'>,
  from: string,
  days: number,
  bodies?: readonly TransitingBody[],
): ChartTransits {
  const window = transitWindow(from, days);
  const natal = natalPointsOf(chart);
  const transits = findTransits(natal, window.start, window.end, bodies);
  return { window, natal, transits, returns: returnsAmong(transits) };
}
