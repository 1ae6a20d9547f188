import {
  cacheControl,
  cachingHeaders,
  etagMatches,
  finalCacheControl,
  isRouterRequest,
  mergeVary,
  STALE_SECONDS,
} from '@/lib/http/cache-policy';
import { periodOf } from '@/lib/time/periods';

describe('cache policy', () => {
  it('recognises the router requests: any router header, or _rsc in the query', () => {
    expect(isRouterRequest({ rsc: '1' }, '/daily/koc')).toBe(true);
    expect(isRouterRequest({ 'next-router-prefetch': '1' }, '/')).toBe(true);
    expect(isRouterRequest({ 'next-router-state-tree': '%5B%5D' }, '/')).toBe(true);
    expect(isRouterRequest({ 'next-router-segment-prefetch': '/_tree' }, '/')).toBe(true);
    expect(isRouterRequest({}, '/daily/koc?_rsc=1x2')).toBe(true);
    expect(isRouterRequest({}, '/daily/koc?a=1&_rsc')).toBe(true);
    expect(isRouterRequest({}, '/daily/koc?x_rsc=1')).toBe(false);
    expect(isRouterRequest({ accept: 'text/html' }, '/daily/koc')).toBe(false);
  });

  it('never lets a shared cache keep a router answer, a redirect or an error', () => {
    const shared = 'public, max-age=0, s-maxage=55168, stale-while-revalidate=60';
    expect(finalCacheControl(307, shared, true)).toBe('private, no-store');
    expect(finalCacheControl(200, shared, true)).toBe('private, no-store');
    expect(finalCacheControl(307, shared, false)).toBe('no-store');
    expect(finalCacheControl(308, undefined, false)).toBe('no-store');
    expect(finalCacheControl(404, shared, false)).toBe('no-store');
    expect(finalCacheControl(503, undefined, false)).toBe('no-store');
    expect(finalCacheControl(204, shared, false)).toBe('no-store');
    expect(finalCacheControl(401, 'private, no-store', false)).toBe('private, no-store');
  });

  it('keeps what a 200 or a 304 carried', () => {
    const shared = 'public, max-age=0, s-maxage=60';
    expect(finalCacheControl(200, shared, false)).toBe(shared);
    expect(finalCacheControl(304, 'public, max-age=31536000, immutable', false)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(finalCacheControl(200, undefined, false)).toBeUndefined();
  });

  it('adds Vary names once, keeping those already there', () => {
    expect(mergeVary(undefined, ['RSC', 'Next-Router-Prefetch'])).toBe('RSC, Next-Router-Prefetch');
    expect(mergeVary('rsc, Accept-Encoding', ['RSC', 'Next-Router-Prefetch'])).toBe(
      'rsc, Accept-Encoding, Next-Router-Prefetch',
    );
    expect(mergeVary(['Origin', 'Accept'], ['RSC'])).toBe('Origin, Accept, RSC');
    expect(mergeVary('*', ['RSC'])).toBe('*');
  });

  it('compares ETags weakly, and * matches any', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"ab"', 'W/"a"')).toBe(false);
    expect(etagMatches('', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });

  it('keeps a period’s answer until the period ends in Istanbul, then for long', () => {
    const now = new Date('2026-06-15T20:00:00Z'); // 23:00 in Istanbul
    expect(cacheControl({ until: periodOf('daily', now).endsAt, now })).toBe(
      'public, max-age=3600, s-maxage=3600, stale-while-revalidate=60',
    );
    const sunday = new Date('2026-06-21T09:00:00Z'); // Sunday 12:00 in Istanbul
    expect(cacheControl({ until: periodOf('weekly', sunday).endsAt, now: sunday })).toMatch(
      /s-maxage=43200,/,
    );
    const lastHalfSecond = new Date('2026-06-15T20:59:59.500Z');
    expect(cacheControl({ until: periodOf('daily', now).endsAt, now: lastHalfSecond })).toMatch(/max-age=1,/);
    expect(STALE_SECONDS).toBeLessThanOrEqual(300);
    expect(cacheControl({ until: now, now })).toBe('public, max-age=86400, s-maxage=2592000');
  });

  it('names the other policies and their headers', () => {
    expect(cachingHeaders('none')).toEqual({ 'Cache-Control': 'no-store' });
    expect(cachingHeaders('private')).toEqual({ 'Cache-Control': 'private, no-store', Vary: 'Authorization' });
    expect(cachingHeaders({ seconds: 86400 }, 'W/"x"')).toEqual({
      'Cache-Control': 'public, max-age=86400',
      ETag: 'W/"x"',
    });
  });
});
