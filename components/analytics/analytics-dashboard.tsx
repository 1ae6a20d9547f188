'use client';

import { useQueries } from '@tanstack/react-query';
import { eventLabel } from '@/lib/time/labels';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/icons';
import { analyticsQueries } from './queries';
import { Bots, Countries, HourlyTraffic, Performance, PopularPagesTable, SummaryCards } from './sections';
import { RealUserVitals } from './web-vitals-section';

/**
 * The spec's six reports, then the seventh section (real-user vitals) below them. The seventh
 * is read and shown on its own, so the six keep their states exactly.
 */
export function AnalyticsDashboard() {
  return (
    <>
      <SiteReports />
      <div className="mt-6">
        <RealUserVitals />
      </div>
    </>
  );
}

/**
 * The six reports' states (docs/analytics.md): loading while any of the six reads is pending, the error
 * with a reload button if any failed, otherwise every section; bots only when there are any.
 */
function SiteReports() {
  const [daily, hourly, popularPages, geographic, performance, botTraffic] = useQueries({
    queries: [
      analyticsQueries.daily,
      analyticsQueries.hourly,
      analyticsQueries.popularPages,
      analyticsQueries.geographic,
      analyticsQueries.performance,
      analyticsQueries.botTraffic,
    ],
  });
  const all = [daily, hourly, popularPages, geographic, performance, botTraffic];

  if (all.some((q) => q.isPending)) {
    return (
      <p role="status" className="mt-10 flex items-center gap-3 text-lg text-slate-200">
        <Spinner />
        Analytics verileri yükleniyor...
      </p>
    );
  }

  const failures = all.flatMap((q) => (q.error ? [q.error.message] : []));
  if (
    failures.length > 0 ||
    !daily.data ||
    !hourly.data ||
    !popularPages.data ||
    !geographic.data ||
    !performance.data ||
    !botTraffic.data
  ) {
    return (
      <div role="alert" className="mt-10 rounded-2xl border border-red-400/40 bg-red-950/40 p-6">
        <p className="text-lg font-semibold text-red-100">Analytics verileri yüklenirken hata oluştu</p>
        {failures.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm text-red-100/90">
            {failures.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
        <Button onClick={() => window.location.reload()} className="mt-5">
          Tekrar Dene
        </Button>
      </div>
    );
  }

  // The moment of the reads, not of the render: answers stay fresh for an hour.
  const readAt = eventLabel(new Date(daily.dataUpdatedAt));
  return (
    <div className="mt-8 space-y-6">
      <p className="text-slate-300">
        Bugünün verileri, {readAt} itibarıyla (İstanbul saati). Çerez kullanılmaz, IP adresi saklanmaz.
      </p>
      <SummaryCards daily={daily.data} />
      <HourlyTraffic rows={hourly.data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
        <Countries rows={geographic.data} />
        <PopularPagesTable rows={popularPages.data} />
      </div>
      <Performance metrics={performance.data} />
      {botTraffic.data.length > 0 ? <Bots rows={botTraffic.data} /> : null}
    </div>
  );
}
