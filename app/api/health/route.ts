export const dynamic = 'force-dynamic';

/** Liveness for load balancers and uptime checks; the benchmarks' framework floor. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
