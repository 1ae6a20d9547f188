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
  if (status >= 300 && status < 400 && status !== 304) return 'no-store';
  if (status >= 400) return 'no-store';
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
