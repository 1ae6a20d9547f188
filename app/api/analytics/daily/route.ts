import { dailyReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/analytics/route';
import { dailyStatsSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(dailyStatsSchema, dailyReport);
