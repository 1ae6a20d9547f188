import { PageHeader } from '@/components/ui/page-header';
import { AnalyticsDashboard } from '@/components/analytics/analytics-dashboard';
import { QueryProvider } from '@/components/query-provider';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Site Analytics Dashboard',
  description:
    'Yıldız Rehberi’nin bugünkü trafiği: istekler, ziyaretçiler, sayfalar, ülkeler, yanıt süreleri ve botlar.',
  path: '/analytics',
  noindex: true,
});

/** Server-rendered shell; the six reports are read in the browser (docs/analytics.md). Not in the navigation. */
export default function AnalyticsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title="Site Analytics Dashboard" />
      <QueryProvider>
        <AnalyticsDashboard />
      </QueryProvider>
    </div>
  );
}
