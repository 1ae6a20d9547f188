import { dailyReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { dailyStatsSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(dailyStatsSchema, dailyReport);
