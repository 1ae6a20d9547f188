import { queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ANALYTICS_REPORTS } from '@/lib/api/analytics';
import { bySchema, fetchContract } from '@/lib/api/client';
import { WEB_VITALS_REPORT } from '@/lib/api/vitals';

/**
 * The dashboard's six reads. Each checks its answer against the shared schema and, when the
 * read fails in any way, raises its own Turkish error (docs/analytics.md).
 */
export interface ReportDefinition<T> {
  path: string;
  schema: ZodType<T>;
  error: string;
}

export function fetchReport<T>(report: ReportDefinition<T>, signal?: AbortSignal): Promise<T> {
  return fetchContract(report.path, {
    signal,
    read: bySchema(report.schema),
    fail: () => new Error(report.error),
  });
}

// docs/contracts.md: analytics answers are fresh for an hour and kept for a day.
const cache = { staleTime: 60 * 60 * 1000, gcTime: 24 * 60 * 60 * 1000, retry: 1 } as const;

const report = <T>(key: string, definition: ReportDefinition<T>) =>
  queryOptions({
    queryKey: ['analytics', key],
    queryFn: ({ signal }) => fetchReport(definition, signal),
    ...cache,
  });

export const analyticsQueries = {
  daily: report('daily', ANALYTICS_REPORTS.daily),
  hourly: report('hourly', ANALYTICS_REPORTS.hourly),
  popularPages: report('popular-pages', ANALYTICS_REPORTS.popularPages),
  geographic: report('geographic', ANALYTICS_REPORTS.geographic),
  performance: report('performance', ANALYTICS_REPORTS.performance),
  botTraffic: report('bot-traffic', ANALYTICS_REPORTS.botTraffic),
  /** The seventh section's read (real-user vitals), on its own. */
  webVitals: report('web-vitals', WEB_VITALS_REPORT),
};
