import { hourlyReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { hourlyStatsSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(hourlyStatsSchema, hourlyReport);
