import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Where and in what batches the samples go (lib/api/vitals.ts: at most 10 per beacon). */
const ENDPOINT = '/api/vitals';
const BATCH = 10;

let started = false;

/**
 * The path of the document these metrics belong to: the page that was loaded, not where
 * client-side navigation has taken the address since. Path only: never a query string.
 */
function documentPath(): string {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  try {
    return new URL(nav?.name ?? window.location.href).pathname;
  } catch {
    return window.location.pathname;
  }
}

/**
 * Real-user Core Web Vitals for the site's own analytics (docs/analytics.md): LCP, INP, CLS, FCP
 * and TTFB from the `web-vitals` library, queued and sent with `navigator.sendBeacon` when the
 * page is hidden or left. No cookie, no identifier; each metric is sent once per page view.
 */
export function startVitalsBeacon(): void {
  if (started || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  const page = documentPath();
  const queue = new Map<string, { name: Metric['name']; value: number; page: string }>();
  const sent = new Set<string>();
  const collect = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    queue.set(metric.id, { name: metric.name, value: metric.value, page });
  };
  // The library's own page-hide handlers are added here, before ours below, so the final LCP,
  // CLS and INP are in the queue when it is flushed.
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);

  const flush = () => {
    if (queue.size === 0) return;
    const entries = [...queue.entries()];
    queue.clear();
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      batch.forEach(([id]) => sent.add(id));
      const body = new Blob([JSON.stringify(batch.map(([, m]) => m))], { type: 'application/json' });
      navigator.sendBeacon(ENDPOINT, body);
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
