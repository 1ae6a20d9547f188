/**
 * Real-user Core Web Vitals (docs/analytics.md): the metrics, Google's thresholds and the
 * 75th percentile the report gives. Dependency-free, so the dashboard (a client component)
 * can read the thresholds from here too.
 */

/** The metrics the site measures, in the order reports and the dashboard list them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export function isVitalMetric(value: unknown): value is VitalMetric {
  return typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value);
}

/**
 * Google's thresholds (web.dev/articles/vitals): at or below `good` is good, above `poor` is
 * poor, between needs improvement. Milliseconds, except CLS (unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value a sample may have. A browser never reports more (a page open for ten
 * minutes before its largest paint is not a measurement); anything above is junk and refused.
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  if (value <= t.good) return 'good';
  if (value <= t.poor) return 'needs-improvement';
  return 'poor';
}

/** The Turkish words the dashboard shows beside the colour. */
export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'İyi',
  'needs-improvement': 'İyileştirilmeli',
  poor: 'Kötü',
};

/**
 * The 75th percentile by the nearest-rank method: the smallest sample that at least 75 % of
 * the samples do not exceed, i.e. the ⌈0.75·n⌉-th smallest. Always one of the samples.
 * Throws on an empty list (there is no percentile of nothing).
 */
export function p75(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('p75 of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** Values as the report gives them: milliseconds to the whole number, CLS to four decimals. */
export function roundVital(metric: VitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** The page key of the whole site in the report's rows. */
export const WHOLE_SITE = '*';

export interface VitalSample {
  page: string;
  metric: VitalMetric;
  value: number;
}

export interface VitalRow {
  page: string;
  metric: VitalMetric;
  p75: number;
  samples: number;
}

/**
 * A day's samples as report rows: one per metric for the whole site (page `*`), then one per
 * (page, metric). Order: the site rows in metric order; then pages by metric order, slowest
 * p75 first, ties by more samples, then by page (byte order), so the answer is the same on
 * both engines.
 */
export function vitalRows(samples: readonly VitalSample[]): VitalRow[] {
  const groups = new Map<string, { page: string; metric: VitalMetric; values: number[] }>();
  const add = (page: string, metric: VitalMetric, value: number) => {
    const key = `${metric}\u0000${page}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { page, metric, values: [] }));
    group.values.push(value);
  };
  for (const s of samples) {
    add(WHOLE_SITE, s.metric, s.value);
    add(s.page, s.metric, s.value);
  }
  const rows = [...groups.values()].map((g) => ({
    page: g.page,
    metric: g.metric,
    p75: roundVital(g.metric, p75(g.values)),
    samples: g.values.length,
  }));
  const order = (m: VitalMetric) => VITAL_METRICS.indexOf(m);
  return rows.sort((a, b) => {
    const site = Number(b.page === WHOLE_SITE) - Number(a.page === WHOLE_SITE);
    if (site !== 0) return site;
    if (a.metric !== b.metric) return order(a.metric) - order(b.metric);
    if (a.p75 !== b.p75) return b.p75 - a.p75;
    if (a.samples !== b.samples) return b.samples - a.samples;
    return a.page < b.page ? -1 : a.page > b.page ? 1 : 0;
  });
}
