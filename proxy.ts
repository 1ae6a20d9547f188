import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_REALM, AUTH_REQUIRED_MESSAGE, basicAuthAllows } from '@/lib/analytics/basic-auth';
import { env } from '@/lib/env';

/**
 * The request boundary of the analytics dashboard (Next 16's name for middleware.ts).
 * Its matcher keeps it off every public path: a proxy on all requests halves throughput.
 * The dashboard is open, as the spec says, unless ANALYTICS_BASIC_AUTH=user:password is set:
 * then /analytics and /api/analytics/* ask for HTTP Basic credentials.
 */
export function proxy(request: NextRequest) {
  const credentials = env().ANALYTICS_BASIC_AUTH;
  if (credentials && !basicAuthAllows(request.headers.get('authorization'), credentials)) {
    const headers = {
      'WWW-Authenticate': `Basic realm="${AUTH_REALM}", charset="UTF-8"`,
      'Cache-Control': 'no-store',
    };
    if (request.nextUrl.pathname.startsWith('/api/')) {
      return NextResponse.json({ success: false, message: AUTH_REQUIRED_MESSAGE }, { status: 401, headers });
    }
    return new NextResponse(AUTH_REQUIRED_MESSAGE, {
      status: 401,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/analytics', '/analytics/:path*', '/api/analytics/:path*'],
};
