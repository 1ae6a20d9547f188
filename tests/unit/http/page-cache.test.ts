import {
  RenderedPages,
  isCachedPage,
  isCacheable,
  periodPageType,
  type RenderedAnswer,
} from '@/lib/http/page-cache';

const html = (body: string, status = 200): RenderedAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(`<!DOCTYPE html><html><body>${body}</body></html>`),
});

describe('rendered reading pages', () => {
  it('knows the per-sign reading pages and what lies below them', () => {
    expect(periodPageType('/daily/koc')).toBe('daily');
    expect(periodPageType('/weekly/balik')).toBe('weekly');
    expect(periodPageType('/monthly/ikizler/2026-03')).toBe('monthly');
    expect(periodPageType('/daily/koc/2026-03-21')).toBe('daily');
    expect(periodPageType('/daily')).toBeNull();
    expect(periodPageType('/daily/koc/')).toBeNull();
    expect(periodPageType('/yearly/koc')).toBeNull();
    expect(periodPageType('/daily/koc/opengraph-image')).toBeNull();
  });

  it('serves the bare calendar and birth-chart pages from the day’s render, nothing below them', () => {
    expect(periodPageType('/gokyuzu-takvimi')).toBe('daily');
    expect(periodPageType('/gokyuzu-takvimi/2027')).toBe('daily');
    expect(periodPageType('/dogum-haritasi')).toBe('daily');
    expect(periodPageType('/gokyuzu-takvimi/dolunay')).toBeNull();
    expect(periodPageType('/gokyuzu-takvimi/2027/opengraph-image')).toBeNull();
    expect(periodPageType('/gokyuzu-takvimi/')).toBeNull();
    expect(periodPageType('/dogum-haritasi/opengraph-image')).toBeNull();
    expect(periodPageType('/gizlilik')).toBeNull();
  });

  it('renders the calendar again when the day in Istanbul changes', async () => {
    const calls: string[] = [];
    const pages = new RenderedPages(async (path) => {
      calls.push(path);
      return html(`${path} ${calls.length}`);
    });
    const first = await pages.get('/gokyuzu-takvimi', 'browser', 'a', new Date('2026-12-31T20:59:59Z'));
    const same = await pages.get('/gokyuzu-takvimi', 'browser', 'a', new Date('2026-12-31T20:00:00Z'));
    // 21:00 UTC on 31 December is the new year in Istanbul: the page must show 2027.
    const next = await pages.get('/gokyuzu-takvimi', 'browser', 'a', new Date('2026-12-31T21:00:00Z'));
    expect(same).toBe(first);
    expect(next).not.toBe(first);
    expect(calls).toEqual(['/gokyuzu-takvimi', '/gokyuzu-takvimi']);
  });

  it('keeps only a complete 200 HTML document', () => {
    expect(isCacheable(html('ok'))).toBe(true);
    expect(isCacheable(html('yok', 404))).toBe(false);
    expect(isCacheable({ ...html('x'), headers: { 'content-type': 'text/x-component' } })).toBe(false);
    expect(isCacheable({ ...html('x'), body: Buffer.from('<!DOCTYPE html><html><body>yarım') })).toBe(false);
    expect(isCacheable(html('<template data-dgst="123"></template>'))).toBe(false);
  });

  it('renders once per path, variant and period, shares a render in flight, and forgets what failed', async () => {
    const calls: string[] = [];
    let status = 503;
    const pages = new RenderedPages(async (path, variant) => {
      calls.push(`${path} ${variant}`);
      await new Promise((r) => setTimeout(r, 5));
      return html(`${path} ${variant} ${calls.length}`, status);
    });
    const now = new Date('2026-03-21T10:00:00Z');
    const failed = await pages.get('/daily/koc', 'browser', 'a', now);
    expect(isCachedPage(failed)).toBe(false);
    status = 200;
    const [a, b] = await Promise.all([
      pages.get('/daily/koc', 'browser', 'a', now),
      pages.get('/daily/koc', 'browser', 'b', now),
    ]);
    expect(a).toBe(b);
    expect(isCachedPage(a) && a.etag).toMatch(/^"[\w-]+"$/);
    await pages.get('/daily/koc', 'browser', 'c', new Date('2026-03-21T20:59:00Z'));
    await pages.get('/daily/koc', 'bot', 'c', now);
    // 21:00 UTC is midnight in Istanbul: a new day, a new render.
    await pages.get('/daily/koc', 'browser', 'c', new Date('2026-03-21T21:00:00Z'));
    expect(calls).toEqual([
      '/daily/koc browser',
      '/daily/koc browser',
      '/daily/koc bot',
      '/daily/koc browser',
    ]);
  });
});
