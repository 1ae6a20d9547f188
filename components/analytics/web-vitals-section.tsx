'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/icons';
import {
  RATING_LABELS,
  VITAL_METRICS,
  WHOLE_SITE,
  rateVital,
  type VitalMetric,
  type VitalRating,
} from '@/lib/analytics/vitals';
import type { WebVitalsReport } from '@/lib/api/vitals';
import { Panel } from './sections';
import { formatCount } from './format';
import { analyticsQueries } from './queries';

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'En büyük içeriğin çizimi',
  INP: 'Etkileşime yanıt',
  CLS: 'Yerleşim kayması',
  FCP: 'İlk içeriğin çizimi',
  TTFB: 'İlk baytın gelişi',
};

const RATING_CLASSES: Record<VitalRating, string> = {
  good: 'border-emerald-400/50 bg-emerald-950/40 text-emerald-200',
  'needs-improvement': 'border-amber-400/50 bg-amber-950/40 text-amber-200',
  poor: 'border-red-400/50 bg-red-950/40 text-red-200',
};

const seconds = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cls = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const ms = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** LCP and FCP in seconds (as Google shows them), INP and TTFB in milliseconds, CLS unitless. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return cls.format(value);
  if (metric === 'LCP' || metric === 'FCP') return `${seconds.format(value / 1000)} sn`;
  return `${ms.format(value)} ms`;
}

function RatingBadge({ metric, value }: { metric: VitalMetric; value: number }) {
  const rating = rateVital(metric, value);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${RATING_CLASSES[rating]}`}
    >
      {RATING_LABELS[rating]}
    </span>
  );
}

/** The slowest pages by LCP, with their INP and CLS beside it; at most ten. */
function slowestPages(rows: WebVitalsReport) {
  const pages = new Map<string, Partial<Record<VitalMetric, { p75: number; samples: number }>>>();
  for (const r of rows) {
    if (r.page === WHOLE_SITE) continue;
    const entry = pages.get(r.page) ?? {};
    entry[r.metric] = { p75: r.p75, samples: r.samples };
    pages.set(r.page, entry);
  }
  return [...pages.entries()]
    .filter(([, m]) => m.LCP)
    .sort(([a, x], [b, y]) => y.LCP!.p75 - x.LCP!.p75 || (a < b ? -1 : 1))
    .slice(0, 10);
}

/**
 * The seventh section (docs/analytics.md): real visitors' Core Web Vitals, p75 for the whole site
 * coloured and labelled by Google's thresholds, then the slowest pages. Read on its own, with its
 * own loading and error state, so the six reports above behave exactly as they did.
 */
export function RealUserVitals() {
  const query = useQuery(analyticsQueries.webVitals);
  return (
    <Panel
      id="gercek-kullanici"
      title="Gerçek kullanıcı deneyimi"
      description="Ziyaretçilerin tarayıcılarında ölçülen Core Web Vitals: bugünün 75. yüzdelik değerleri (p75)"
    >
      {query.isPending ? (
        <p role="status" className="flex items-center gap-3 text-slate-200">
          <Spinner />
          Gerçek kullanıcı ölçümleri yükleniyor...
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-400/40 bg-red-950/40 p-4">
          <p className="font-semibold text-red-100">{query.error.message}</p>
          <Button onClick={() => void query.refetch()} variant="secondary" size="sm" className="mt-3">
            Tekrar Dene
          </Button>
        </div>
      ) : (
        <VitalsFigures rows={query.data} />
      )}
    </Panel>
  );
}

function VitalsFigures({ rows }: { rows: WebVitalsReport }) {
  const site = new Map(rows.filter((r) => r.page === WHOLE_SITE).map((r) => [r.metric, r]));
  if (site.size === 0) {
    return <p className="text-slate-300">Bugün henüz gerçek kullanıcı ölçümü yok.</p>;
  }
  const pages = slowestPages(rows);
  return (
    <>
      <ul aria-label="Sitenin tamamı" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {VITAL_METRICS.map((metric) => {
          const row = site.get(metric);
          return (
            <li key={metric} className="rounded-xl border border-white/10 bg-night-900/60 p-4">
              <p className="text-sm font-semibold text-white">{metric}</p>
              <p className="text-xs text-slate-300">{METRIC_NAMES[metric]}</p>
              {row ? (
                <>
                  <p className="mt-2 font-display text-2xl font-semibold tabular-nums text-white">
                    {formatVital(metric, row.p75)}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-300">
                    <RatingBadge metric={metric} value={row.p75} />
                    {formatCount(row.samples)} ölçüm
                  </p>
                </>
              ) : (
                <p className="mt-2 text-sm text-slate-300">Ölçüm yok</p>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 font-display text-lg font-semibold text-white">En yavaş sayfalar</h3>
      <div
        role="region"
        aria-label="En yavaş sayfalar tablosu (yana kaydırılabilir)"
        tabIndex={0}
        className="-mx-1 mt-2 overflow-x-auto px-1"
      >
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead>
            <tr className="border-b border-white/10 text-slate-300">
              <th scope="col" className="py-2 pr-3 font-medium">
                Sayfa
              </th>
              {(['LCP', 'INP', 'CLS'] as const).map((m) => (
                <th key={m} scope="col" className="py-2 pr-3 text-right font-medium">
                  {m} (p75)
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-medium">
                LCP ölçümü
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map(([page, m]) => (
              <tr key={page} className="border-b border-white/5 align-top">
                <th
                  scope="row"
                  className="max-w-[16rem] break-words py-2 pr-3 font-mono text-[0.8rem] font-normal text-slate-100"
                >
                  {page}
                </th>
                {(['LCP', 'INP', 'CLS'] as const).map((metric) => (
                  <td key={metric} className="py-2 pr-3 text-right tabular-nums">
                    {m[metric] ? (
                      <span className="inline-flex flex-col items-end gap-1">
                        {formatVital(metric, m[metric].p75)}
                        <RatingBadge metric={metric} value={m[metric].p75} />
                      </span>
                    ) : (
                      <span className="text-slate-400">—</span>
                    )}
                  </td>
                ))}
                <td className="py-2 text-right tabular-nums">{formatCount(m.LCP!.samples)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-400">
        Eşikler Google’ın: LCP 2,5 / 4 sn, INP 200 / 500 ms, CLS 0,1 / 0,25, FCP 1,8 / 3 sn, TTFB 800 / 1.800
        ms. Çerez kullanılmaz, IP adresi saklanmaz; adreslerin sorgu kısmı alınmaz.
      </p>
    </>
  );
}
