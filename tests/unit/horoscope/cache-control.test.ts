import { pageCacheControlFor, readingCacheControl, STALE_SECONDS } from '@/lib/horoscope/cache-control';
import { periodOf } from '@/lib/time/periods';

const parse = (header: string) =>
  Object.fromEntries(
    header
      .split(', ')
      .map((d) => d.split('=') as [string, string?])
      .map(([k, v]) => [k, v === undefined ? true : Number(v)]),
  );

describe('Cache-Control until the period ends in Istanbul', () => {
  test('a daily reading at 23:00 Istanbul time is cached for one hour', () => {
    const now = new Date('2026-06-15T20:00:00Z'); // 23:00 in Istanbul
    const cc = parse(readingCacheControl(periodOf('daily', now), now));
    expect(cc).toMatchObject({ public: true, 'max-age': 3600, 's-maxage': 3600 });
  });

  test('a weekly reading on Sunday noon is cached until Monday 00:00 Istanbul', () => {
    const now = new Date('2026-06-21T09:00:00Z'); // Sunday 12:00 in Istanbul
    expect(parse(readingCacheControl(periodOf('weekly', now), now))['s-maxage']).toBe(12 * 3600);
  });

  test('stale answers are allowed for well under five minutes after the boundary', () => {
    expect(STALE_SECONDS).toBeLessThanOrEqual(300);
    const now = new Date('2026-06-15T20:59:59.500Z');
    const cc = parse(readingCacheControl(periodOf('daily', now), now));
    expect(cc['s-maxage']).toBe(1);
    expect((cc['s-maxage'] as number) + (cc['stale-while-revalidate'] as number)).toBeLessThanOrEqual(300);
  });

  test('reading pages get a shared-cache lifetime; other paths and unknown signs get none', () => {
    const now = new Date('2026-06-15T20:00:00Z');
    expect(pageCacheControlFor('GET', '/daily/koc', now)).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=60',
    );
    // The grid pages keep Next's own lifetime (they are regenerated every minute).
    expect(pageCacheControlFor('GET', '/daily', now)).toBeNull();
    expect(pageCacheControlFor('GET', '/daily/koc?x=1', now)).toMatch(/s-maxage=3600/);
    expect(pageCacheControlFor('HEAD', '/monthly/balik', now)).toMatch(/s-maxage=\d+/);
    expect(pageCacheControlFor('GET', '/daily/xyz', now)).toBeNull();
    expect(pageCacheControlFor('POST', '/daily', now)).toBeNull();
    expect(pageCacheControlFor('GET', '/dailyx', now)).toBeNull();
    expect(pageCacheControlFor('GET', '/api/horoscopes/daily/koc', now)).toBeNull();
    expect(pageCacheControlFor('GET', '/daily/koc/opengraph-image', now)).toBeNull();
    // Dated pages show tabs relative to today: kept only until the current period ends.
    expect(pageCacheControlFor('GET', '/daily/koc/2025-03-12', now)).toMatch(/s-maxage=3600,/);
    expect(pageCacheControlFor('GET', '/monthly/koc/2025-03', now)).toMatch(/s-maxage=\d+,/);
    expect(pageCacheControlFor('GET', '/daily/koc/2025-03-12/opengraph-image', now)).toBeNull();
  });

  test('an ended period’s reading never changes: cached long', () => {
    const now = new Date('2026-06-15T20:00:00Z');
    const cc = parse(readingCacheControl(periodOf('daily', new Date('2025-03-12T09:00:00Z')), now));
    expect(cc['max-age']).toBe(86400);
    expect(cc['s-maxage']).toBeGreaterThanOrEqual(86400 * 7);
  });
});
