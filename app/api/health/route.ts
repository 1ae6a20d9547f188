import { cachingHeaders } from '@/lib/http/cache-policy';

export const dynamic = 'force-dynamic';

/** Liveness for load balancers and uptime checks; the benchmarks' framework floor. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: cachingHeaders('none') });
}
