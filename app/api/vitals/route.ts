import { isbot } from 'isbot';
import { recordVitals } from '@/lib/analytics/vitals-record';
import { answer } from '@/lib/api/errors';
import { readVitalsBeacon } from '@/lib/api/vitals-request';
import { database } from '@/lib/db';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const NO_CONTENT = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/**
 * Real-user Core Web Vitals from the site's own pages (components/analytics/web-vitals-reporter.tsx).
 * The beacon is checked before anything else, so bad input is a 400 even from a bot; a bot's
 * valid beacon is answered 204 and not counted. No address, user agent or cookie is kept.
 */
export function POST(request: Request): Promise<Response> {
  return answer(async () => {
    const samples = await readVitalsBeacon(request);
    if (isbot(request.headers.get('user-agent') ?? '')) return NO_CONTENT();
    await recordVitals(database, samples, { retentionDays: env().ANALYTICS_RETENTION_DAYS });
    return NO_CONTENT();
  });
}
