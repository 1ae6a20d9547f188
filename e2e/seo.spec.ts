import { expect, test } from './fixtures';
import { publicRoutes } from '../lib/site';

/** Every route lib/site.ts lists (its own count is held by tests/unit/foundation/seo.test.ts). */
const SITE_ROUTES = publicRoutes().length;

test.describe('SEO plumbing', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'sayfa içeriğine bağlı değil; bir kez yeter');

  test('home page metadata and JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Yıldız Rehberi: Günlük Burç Yorumları ve Astroloji');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /burç yorumları/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'tr_TR');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /opengraph-image/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((b) => {
      const parsed = JSON.parse(b);
      return (Array.isArray(parsed) ? parsed : [parsed]).map((o: { '@type': string }) => o['@type']);
    });
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
  });

  test('inner pages use the title template and breadcrumbs', async ({ page }) => {
    await page.goto('/gizlilik');
    await expect(page).toHaveTitle('Gizlilik Bildirimi | Yıldız Rehberi');
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '',
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.at(-1).name).toBe('Gizlilik Bildirimi');
  });

  test('robots.txt keeps crawlers off /analytics and /api', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Disallow: /analytics');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('the sitemap lists every public route, per-sign page and current dated reading, and not /analytics', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '',
      '/daily',
      '/weekly',
      '/monthly',
      '/zodiac-info',
      '/love-compatibility',
      '/tarot',
      '/sky-map',
      '/dogum-haritasi',
      '/yukselen-burc',
      '/gokyuzu-takvimi',
      '/gokyuzu-takvimi/merkur-retrosu',
      '/gizlilik',
      '/daily/koc',
      '/weekly/balik',
      '/monthly/yay',
      '/zodiac-info/akrep',
      '/yillik/koc/2027',
      '/ask-uyumu',
      '/ask-uyumu/koc-terazi',
    ]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    expect(locs.some((l) => l.includes('/analytics'))).toBe(false);
    // The dated readings of the current and the next period (12 signs × 3 types × 2), not the archive.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(locs).toContain(`http://localhost:3000/daily/koc/${today}`);
    expect(locs).toContain(`http://localhost:3000/monthly/koc/${today.slice(0, 7)}`);
    expect(locs.filter((l) => /\/\d{4}-\d{2}(-\d{2})?$/.test(l))).toHaveLength(72);
    // The routes of lib/site.ts (publicRoutes) and the 72 dated readings.
    expect(locs).toHaveLength(SITE_ROUTES + 72);
  });

  test('the Open Graph image is a PNG', async ({ request }) => {
    const res = await request.get('/opengraph-image');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const bytes = await res.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
  });
});
