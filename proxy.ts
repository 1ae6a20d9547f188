import { NextResponse, type NextRequest } from 'next/server';

/**
 * The request boundary of the analytics dashboard (Next 16's name for middleware.ts).
 * Its matcher keeps it off every public path: a proxy on all requests halves throughput.
 */
export function proxy(request: NextRequest) {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ['/analytics', '/analytics/:path*', '/api/analytics/:path*'],
};
