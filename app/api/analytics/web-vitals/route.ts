import { webVitalsReport } from '@/lib/analytics/vitals-record';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { webVitalsReportSchema } from '@/lib/api/vitals';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(webVitalsReportSchema, webVitalsReport);
