import { botTrafficReport } from '@/lib/analytics/reports';
import { analyticsRoute } from '@/lib/api/analytics-route';
import { botTrafficSchema } from '@/lib/api/analytics';

export const dynamic = 'force-dynamic';

export const GET = analyticsRoute(botTrafficSchema, botTrafficReport);
