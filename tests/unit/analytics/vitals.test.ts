import fc from 'fast-check';
import { p75, rateVital, vitalRows, WHOLE_SITE } from '@/lib/analytics/vitals';
import { sitePageOf } from '@/lib/analytics/vitals-pages';
import { ApiError } from '@/lib/api/errors';
import { readVitalsBeacon } from '@/lib/api/vitals-request';
import { VITALS_MESSAGES } from '@/lib/api/vitals';

describe('p75 by nearest rank', () => {
  it('is the smallest sample that at least 75 % of the samples do not exceed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (xs) => {
          // The definition, checked by brute force over the samples themselves.
          const covers = (x: number) => xs.filter((y) => y <= x).length >= 0.75 * xs.length;
          const expected = Math.min(...xs.filter(covers));
          expect(p75(xs)).toBe(expected);
        },
      ),
    );
  });

  it('worked examples', () => {
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3); // ⌈3⌉ = 3rd
    expect(p75([4, 3, 2, 1, 5])).toBe(4); // ⌈3.75⌉ = 4th
    expect(p75([10, 20, 30, 40, 50, 60, 70, 80])).toBe(60); // 6th of 8
    expect(() => p75([])).toThrow(RangeError);
  });
});

describe('ratings by Google’s thresholds', () => {
  it('good up to and including the first bound, poor above the second', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('FCP', 1801)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1801)).toBe('poor');
  });
});

describe('report rows', () => {
  it('gives the whole site first, then pages slowest first, rounded', () => {
    const rows = vitalRows([
      { page: '/daily', metric: 'LCP', value: 1000.4 },
      { page: '/daily', metric: 'LCP', value: 3000.6 },
      { page: '/tarot', metric: 'LCP', value: 2000 },
      { page: '/tarot', metric: 'CLS', value: 0.123456 },
    ]);
    expect(rows).toEqual([
      { page: WHOLE_SITE, metric: 'LCP', p75: 3001, samples: 3 },
      { page: WHOLE_SITE, metric: 'CLS', p75: 0.1235, samples: 1 },
      { page: '/daily', metric: 'LCP', p75: 3001, samples: 2 },
      { page: '/tarot', metric: 'LCP', p75: 2000, samples: 1 },
      { page: '/tarot', metric: 'CLS', p75: 0.1235, samples: 1 },
    ]);
  });
});

describe('pages of the site', () => {
  it('accepts the public routes, dated readings and the dashboard, normalised like popular pages', () => {
    for (const page of [
      '/',
      '/daily',
      '/daily/koc',
      '/zodiac-info/balik',
      '/gokyuzu-takvimi/2026',
      '/analytics',
    ])
      expect(sitePageOf(page)).toBe(page);
    expect(sitePageOf('/daily/koc/2026-06-15')).toBe('/daily/koc/2026-06-15');
    expect(sitePageOf('/monthly/kova/2026-06')).toBe('/monthly/kova/2026-06');
    expect(sitePageOf('/daily/koc?ref=x')).toBe('/daily/koc');
    expect(sitePageOf('/zodiac-info/ba%C4%9Fak')).toBeNull();
  });

  it('refuses everything else', () => {
    for (const page of [
      '',
      'daily',
      '//evil.example/daily',
      '/daily/xyz',
      '/api/vitals',
      '/wp-admin',
      '/monthly/kova/2026-06-15',
      '/gokyuzu-takvimi/1899', // the calendar covers 1900–2100
    ])
      expect(sitePageOf(page)).toBeNull();
  });
});

describe('POST /api/vitals bodies', () => {
  const post = (body: string, type = 'application/json') =>
    new Request('http://x/api/vitals', { method: 'POST', body, headers: { 'content-type': type } });
  const refusal = async (body: string) => {
    try {
      await readVitalsBeacon(post(body));
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
      return (err as ApiError).message;
    }
    throw new Error('accepted');
  };
  const one = { name: 'LCP', value: 1234.5, page: '/daily/koc' };

  it('takes one metric or up to ten, as JSON or text/plain', async () => {
    await expect(readVitalsBeacon(post(JSON.stringify(one)))).resolves.toEqual([
      { page: '/daily/koc', metric: 'LCP', value: 1234.5 },
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...one, name: 'CLS', value: i / 100 }));
    await expect(
      readVitalsBeacon(post(JSON.stringify(ten), 'text/plain;charset=UTF-8')),
    ).resolves.toHaveLength(10);
  });

  it('refuses unknown names, bad values, unknown pages, eleven, big bodies and non-JSON', async () => {
    expect(await refusal(JSON.stringify({ ...one, name: 'FID' }))).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal(JSON.stringify({ ...one, value: -1 }))).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal('{"name":"LCP","value":1e999,"page":"/"}')).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal(JSON.stringify({ ...one, value: '12' }))).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal(JSON.stringify({ ...one, page: '/yok' }))).toBe(VITALS_MESSAGES.unknownPage);
    expect(await refusal(JSON.stringify(Array(11).fill(one)))).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal(JSON.stringify([]))).toBe(VITALS_MESSAGES.invalid);
    expect(await refusal(JSON.stringify({ ...one, page: '/' + 'a'.repeat(4200) }))).toBe(
      VITALS_MESSAGES.tooLarge,
    );
    expect(await refusal('LCP=1200')).toBe(VITALS_MESSAGES.notJson);
    expect(await refusal('')).toBe(VITALS_MESSAGES.notJson);
  });
});
