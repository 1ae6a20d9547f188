import { geographicReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { geographicStatsSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(geographicStatsSchema, geographicReport);
