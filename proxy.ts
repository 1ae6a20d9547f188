import { NextResponse, type NextRequest } from 'next/server';
import {
  AUTH_REALM,
  AUTH_REQUIRED_MESSAGE,
  basicAuthAllows,
  basicAuthUser,
} from '@/lib/analytics/basic-auth';
import { errorBody, httpErrorOf } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { DomainError } from '@/lib/errors';
import { cachingHeaders } from '@/lib/http/cache-policy';
import { clientOf, refuseIfSpent, spend } from '@/lib/http/limits';
import { logLimited } from '@/lib/http/log';
import { pageAddressExists, queryViewAddress } from '@/lib/http/page-address';

/** No route matches it, so Next answers with the site's static 404 page (status 404, no-store). */
const NOWHERE = '/_bulunamadi';

/**
 * Next 16's request boundary (its name for middleware.ts), for three things only; its matcher
 * keeps it off every other path: a proxy on all requests halves throughput.
 *
 * 1. A page address that names nothing (`/daily/xyz`) is sent to the static 404 page before
 *    rendering: a notFound() thrown while rendering a dynamic page would give an empty document
 *    that only JavaScript fills in (lib/http/page-address.ts).
 * 2. A calendar address whose query picks a view (`/gokyuzu-takvimi?tur=retro`) is rendered by
 *    that view's own page, which Next can keep (lib/http/page-address.ts, queryViewAddress).
 * 3. The analytics dashboard.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (
    pathname === '/analytics' ||
    pathname.startsWith('/analytics/') ||
    pathname.startsWith('/api/analytics/')
  ) {
    return guardDashboard(request);
  }
  const view = queryViewAddress(pathname, searchParams);
  if (view) return NextResponse.rewrite(new URL(view, request.url));
  if (pageAddressExists(pathname, new Date())) return NextResponse.next();
  return NextResponse.rewrite(new URL(NOWHERE, request.url));
}

/**
 * The dashboard is open, as the spec says, unless ANALYTICS_BASIC_AUTH=user:password is set:
 * then /analytics and /api/analytics/* ask for HTTP Basic credentials. Wrong passwords are
 * counted per client: past a few, the client gets a 429 without its guess being checked.
 * Whatever the dashboard answers is this client's alone: private, varying on Authorization,
 * so no shared cache hands an authenticated page or report to anyone else.
 */
function guardDashboard(request: NextRequest) {
  const credentials = env().ANALYTICS_BASIC_AUTH;
  if (!credentials) return privately(NextResponse.next());
  const client = clientOf(request.headers);
  const authorization = request.headers.get('authorization');
  try {
    refuseIfSpent('failedLogin', client);
  } catch (err) {
    logLimited(
      'failed-login-throttled',
      'Analytics paneli: çok sayıda hatalı giriş; istemci bekletiliyor (429).',
      {
        everyMs: 10_000,
      },
    );
    return refuse(request, err);
  }
  if (basicAuthAllows(authorization, credentials)) return privately(NextResponse.next());
  if (authorization !== null) {
    spend('failedLogin', client);
    // The user name only, never the guessed password; no address (the log keeps none).
    const user = JSON.stringify((basicAuthUser(authorization) ?? '').slice(0, 64));
    logLimited('failed-login', `Analytics paneline hatalı giriş denemesi (kullanıcı adı ${user}).`, {
      everyMs: 1_000,
    });
  }
  return refuse(request, new DomainError('unauthorized', AUTH_REQUIRED_MESSAGE), {
    'WWW-Authenticate': `Basic realm="${AUTH_REALM}", charset="UTF-8"`,
  });
}

/** The dashboard's answer, kept by no shared cache (lib/http/cache-policy.ts). */
function privately(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(cachingHeaders('private'))) response.headers.set(name, value);
  return response;
}

/** The answer for a refused request: JSON on the API, plain text on the page. */
function refuse(request: NextRequest, err: unknown, extra: Record<string, string> = {}) {
  const { status, message, headers: errorHeaders } = httpErrorOf(err);
  const headers = { ...errorHeaders, ...extra, ...cachingHeaders('private') };
  if (request.nextUrl.pathname.startsWith('/api/')) {
    return NextResponse.json(errorBody(message), { status, headers });
  }
  return new NextResponse(message, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export const config = {
  // Literal strings: Next reads the matcher at build time.
  matcher: [
    '/analytics',
    '/analytics/:path*',
    '/api/analytics/:path*',
    // The reading pages, except the twelve current readings of each period (`/daily/koc`): those
    // are the site's most visited pages and their addresses are fixed, so they skip the proxy's cost.
    // An unknown sign (`/daily/xyz`) and every dated page (`/daily/koc/2020-01-01`) still pass.
    // The suffixes are the same page's RSC requests.
    '/(daily|weekly|monthly)/((?!(?:koc|boga|ikizler|yengec|aslan|basak|terazi|akrep|yay|oglak|kova|balik)(?:$|\\.rsc$|\\.segments/)).+)',
    // The sign-pair pages, except a pair of two signs (`/ask-uyumu/koc-terazi`, or the reverse order
    // that redirects): every such address is a page, so only a malformed pair needs the proxy.
    '/ask-uyumu/((?!(?:koc|boga|ikizler|yengec|aslan|basak|terazi|akrep|yay|oglak|kova|balik)-(?:koc|boga|ikizler|yengec|aslan|basak|terazi|akrep|yay|oglak|kova|balik)(?:$|\\.rsc$|\\.segments/)).+)',
    '/love-compatibility/sonuc/:path+',
    '/gokyuzu-takvimi/:path*',
    '/ay-takvimi/:path*',
  ],
};
