import type { ServerResponse } from 'node:http';

/**
 * What shared caches (a CDN, nginx) may keep. Next answers the same URL differently when the
 * request carries its router headers: a 307 to `?_rsc=…`, or the router's `text/x-component`
 * payload instead of HTML. A cache keyed on the URL alone would hand that answer to every
 * visitor, so:
 * - a request with any router header (or `_rsc` in its query) is answered `private, no-store`;
 * - a redirect and an error are `no-store`;
 * - `public`/`s-maxage` survive only on a 200 (or a 304 revalidating one);
 * - every answer names the router headers in `Vary`, so a cache that keeps a page keys it on them.
 */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
] as const;

/** The Vary every answer carries (Next's own names for the headers above). */
export const ROUTER_VARY = [
  'RSC',
  'Next-Router-State-Tree',
  'Next-Router-Prefetch',
  'Next-Router-Segment-Prefetch',
];

type Headers = { [name: string]: string | string[] | undefined };

/** True for a request whose answer is the router's (not a page's HTML). */
export function isRouterRequest(headers: Headers, target: string | undefined): boolean {
  for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return true;
  const query = target?.indexOf('?') ?? -1;
  return query !== -1 && /(?:^|&)_rsc(?:=|&|$)/.test(target!.slice(query + 1));
}

const SHARED = /\b(?:public|s-maxage)\b/i;

/**
 * The Cache-Control an answer leaves with, given the one it was about to carry (undefined when
 * none). Only ever makes caching stricter.
 */
export function finalCacheControl(
  status: number,
  current: string | undefined,
  routerRequest: boolean,
): string | undefined {
  if (routerRequest) return 'private, no-store';
  // A redirect or an error is kept by no one; one that was private says so still (it varies on Authorization).
  const none = current === 'private, no-store' ? current : 'no-store';
  if (status >= 300 && status < 400 && status !== 304) return none;
  if (status >= 400) return none;
  if (current && SHARED.test(current) && status !== 200 && status !== 304 && status !== 206)
    return 'no-store';
  return current;
}

/** `current` (a Vary value, possibly absent) with every name of `add` present once. */
export function mergeVary(current: string | string[] | number | undefined, add: readonly string[]): string {
  const names = String(Array.isArray(current) ? current.join(',') : (current ?? ''))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.includes('*')) return '*';
  const seen = new Set(names.map((n) => n.toLowerCase()));
  for (const name of add) {
    if (seen.has(name.toLowerCase())) continue;
    names.push(name);
    seen.add(name.toLowerCase());
  }
  return names.join(', ');
}

/**
 * Whether an If-None-Match header names this tag. Compared weakly (`W/"a"` matches `"a"`), as
 * RFC 9110 asks for GET and HEAD; `*` matches any current representation.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((given) => {
    const tag = given.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** Seconds a stale reading may be served after its period ended while a fresh one is fetched. */
export const STALE_SECONDS = 60;

/** A reading of a period that has ended never changes: a day in browsers, a month in shared caches. */
export const ENDED_CACHE_CONTROL = 'public, max-age=86400, s-maxage=2592000';

/**
 * What may keep an answer and for how long:
 * - `until`: a period's answer, kept by browsers and shared caches until the period ends (in
 *   Istanbul), then a short stale-while-revalidate; once the period has ended, for long;
 * - `seconds`: a fixed lifetime for everyone;
 * - `private`: this client only, never stored (personal or authenticated answers);
 * - `none`: not stored anywhere (errors, health).
 */
export type CachePolicy = { until: Date; now: Date } | { seconds: number } | 'private' | 'none';

/** The Cache-Control value of a policy: the one place the site's own answers get theirs. */
export function cacheControl(policy: CachePolicy): string {
  if (policy === 'private') return 'private, no-store';
  if (policy === 'none') return 'no-store';
  if ('seconds' in policy) return `public, max-age=${policy.seconds}`;
  const leftMs = policy.until.getTime() - policy.now.getTime();
  if (leftMs <= 0) return ENDED_CACHE_CONTROL;
  const seconds = Math.max(1, Math.floor(leftMs / 1000));
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS}`;
}

/**
 * The caching headers of an answer (Cache-Control, and the ETag when there is one; `private`
 * answers also vary on Authorization, so no cache hands one visitor's answer to another).
 */
export function cachingHeaders(policy: CachePolicy, etag?: string): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': cacheControl(policy) };
  if (etag) headers.ETag = etag;
  if (policy === 'private') headers.Vary = 'Authorization';
  return headers;
}

/**
 * Applies the policy above to an answer at the moment its head is written, whatever Next or a
 * route set before: the one place caching headers are made stricter. Next's own answers (a
 * trailing-slash 308, a router payload) carry no Cache-Control or a shared one otherwise.
 */
export function enforceCachePolicy(res: ServerResponse, routerRequest: boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [status, second, third] = args as [number, unknown, unknown];
    // Headers handed to writeHead win over set ones: apply them first, so the policy sees them.
    const given = typeof second === 'object' && second !== null ? second : third;
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given as Record<string, unknown>))
        if (value !== undefined) this.setHeader(name, value as string | number | string[]);
    }
    // Next 16 sends the Location of a kept (ISR) page's redirect twice; one is the address.
    const location = this.getHeader('Location');
    if (Array.isArray(location)) this.setHeader('Location', location[0]);
    const current = this.getHeader('Cache-Control');
    const final = finalCacheControl(
      status,
      current === undefined ? undefined : String(current),
      routerRequest,
    );
    if (final) this.setHeader('Cache-Control', final);
    // A private answer may be a signed-in client's (the dashboard): no cache may key it on less.
    const vary = final && /\bprivate\b/.test(final) ? [...ROUTER_VARY, 'Authorization'] : ROUTER_VARY;
    this.setHeader('Vary', mergeVary(this.getHeader('Vary'), vary));
    const write = writeHead as (this: ServerResponse, s: number, m?: string) => ServerResponse;
    return write.call(this, status, typeof second === 'string' ? second : undefined);
  } as typeof writeHead;
}
