import { performanceReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { performanceMetricsSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(performanceMetricsSchema, performanceReport);
