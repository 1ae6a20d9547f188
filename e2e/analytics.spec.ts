import { expect, test, type Page, type Response } from './fixtures';

/**
 * The /analytics dashboard against the real server and its real capture. Faults are injected
 * at the browser's network layer (page.route), never in our code. Both projects share one
 * server, so figures are checked for shape and lower bounds, not exact values (the exact
 * figures are the integration tests' job).
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function chartJsIn(page: Page, path: string, ready: () => Promise<void>): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  const collect = (res: Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.goto(path);
  await ready();
  // Give link prefetches and lazy chunks time to arrive: they must not bring Chart.js either.
  await page.waitForTimeout(1_500);
  page.off('response', collect);
  // An option name inside Chart.js that minification keeps, because it is part of its API.
  return (await Promise.all(scripts)).some((body) => body.includes('cubicInterpolationMode'));
}

test.describe('analytics dashboard', () => {
  test.beforeAll(async ({ request }) => {
    // Real traffic for the dashboard: a visit and a crawler, both recorded by the server.
    await request.get('/');
    await request.get('/gizlilik', { headers: { 'user-agent': GOOGLEBOT } });
    await expect
      .poll(async () => JSON.stringify(await (await request.get('/api/analytics/bot-traffic')).json()), {
        timeout: 10_000,
      })
      .toContain('Googlebot');
  });

  test('shows the loading text while a read is pending', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analytics/performance', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Analytics Dashboard' })).toBeVisible();
    await expect(page.getByText('Analytics verileri yükleniyor...')).toBeVisible();
    await expect(page.getByText('Toplam İstek')).toHaveCount(0);
    release();
    await expect(page.getByText('Toplam İstek')).toBeVisible();
    await expect(page.getByText('Analytics verileri yükleniyor...')).toHaveCount(0);
  });

  test('shows the day in figures, charts and tables', async ({ page }) => {
    await page.goto('/analytics');
    const cards = page.getByRole('list', { name: 'Günün özeti' });
    await expect(cards).toBeVisible();
    for (const label of ['Toplam İstek', 'Benzersiz Ziyaretçi', 'Ort. Yanıt Süresi', 'Başarı Oranı']) {
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(cards.getByRole('listitem').filter({ hasText: 'Toplam İstek' })).toContainText(/[1-9]/);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Ort. Yanıt Süresi' })).toContainText(
      /\d+(,\d)? ms/,
    );
    await expect(cards.getByRole('listitem').filter({ hasText: 'Başarı Oranı' })).toContainText(
      /%\d+,\d(?!\d)/,
    );

    // Charts are drawn: hourly line, countries pie, bots pie.
    await expect(page.locator('canvas[role="img"][aria-label^="Saatlik trafik"]')).toBeVisible();
    await expect(page.locator('canvas[role="img"][aria-label^="Ülkelere göre"]')).toBeVisible();
    await expect(page.locator('canvas[role="img"][aria-label^="Bot trafiği"]')).toBeVisible();
    const box = await page.locator('canvas[aria-label^="Saatlik trafik"]').boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    expect(box!.height).toBeGreaterThan(200);

    const pages = page.getByRole('region', { name: 'Popüler Sayfalar' });
    for (const header of ['Sayfa', 'İstek Sayısı', 'Benzersiz Ziyaretçi', 'Ort. Yanıt Süresi']) {
      await expect(pages.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(pages.getByRole('rowheader', { name: '/', exact: true })).toBeVisible();

    const performance = page.getByRole('region', { name: 'Performans Metrikleri' });
    await expect(performance.getByText('Hata oranı')).toBeVisible();
    await expect(performance).toContainText(/%\d+,\d\d/);

    const bots = page.getByRole('region', { name: 'Bot Trafiği' });
    await expect(bots.getByText('Googlebot', { exact: true })).toBeVisible();

    await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com/',
    );
  });

  test('hides the bot section when there are no bots', async ({ page }) => {
    await page.route('**/api/analytics/bot-traffic', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/analytics');
    await expect(page.getByText('Toplam İstek')).toBeVisible();
    await expect(page.locator('canvas[aria-label^="Ülkelere göre"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bot Trafiği' })).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(2);
  });

  test('shows the error and reloads on "Tekrar Dene"', async ({ page }) => {
    await page.route('**/api/analytics/geographic', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"x"}',
      }),
    );
    await page.goto('/analytics');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Analytics verileri yüklenirken hata oluştu')).toBeVisible();
    await expect(alert.getByText('Coğrafi istatistikler alınamadı')).toBeVisible();
    await expect(page.getByText('Toplam İstek')).toHaveCount(0);

    await page.unroute('**/api/analytics/geographic');
    await Promise.all([
      page.waitForEvent('load'),
      alert.getByRole('button', { name: 'Tekrar Dene' }).click(),
    ]);
    await expect(page.getByText('Toplam İstek')).toBeVisible();
  });

  test('is noindex and not in the navigation', async ({ page }) => {
    await page.goto('/analytics');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('header a[href="/analytics"]')).toHaveCount(0);
  });

  test('loads Chart.js on this page only', async ({ page }) => {
    expect(await chartJsIn(page, '/', () => expect(page.locator('h1')).toBeVisible())).toBe(false);
    expect(
      await chartJsIn(page, '/analytics', () => expect(page.locator('canvas').first()).toBeVisible()),
    ).toBe(true);
  });

  test('real browser sessions’ vitals reach the seventh section', async ({ page, context, request }) => {
    // Two page views in a real browser, each closed when read: closing hides the page, and its
    // beacon goes out (as when a visitor closes the tab or switches away).
    for (const path of ['/gizlilik', '/tarot']) {
      const visit = await context.newPage();
      await visit.goto(path);
      // The reporter's chunk loads after hydration, then marks the page.
      await visit.locator('html[data-vitals]').waitFor({ state: 'attached', timeout: 20_000 });
      await visit.close({ runBeforeUnload: true });
    }
    await page.goto('/analytics');
    // Both pages' beacons are stored (each page's metrics arrive in its own beacon).
    await expect
      .poll(
        async () => {
          const report = JSON.stringify(await (await request.get('/api/analytics/web-vitals')).json());
          return report.includes('"/tarot"') && report.includes('"/gizlilik"');
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.reload();
    const section = page.getByRole('region', { name: 'Gerçek kullanıcı deneyimi' });
    await expect(section).toBeVisible();
    const site = section.getByRole('list', { name: 'Sitenin tamamı' });
    await expect(site.getByText('TTFB', { exact: true })).toBeVisible();
    await expect(site.getByText(/^(İyi|İyileştirilmeli|Kötü)$/).first()).toBeVisible();
    // The table lists the ten slowest pages by LCP. Over the whole e2e run other pages may push
    // these two out of it (and beacons keep arriving), so it is checked against the stored report:
    // between one and ten rows, each a page the report holds an LCP for.
    const rows = section.getByRole('rowheader');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.allTextContents();
    const report = (await (await request.get('/api/analytics/web-vitals')).json()) as {
      page: string;
      metric: string;
    }[];
    const withLcp = new Set(report.filter((r) => r.metric === 'LCP').map((r) => r.page));
    expect(shown.length).toBeLessThanOrEqual(10);
    for (const p of shown) expect(withLcp.has(p)).toBe(true);
    // The six reports are still there, above it.
    await expect(page.getByText('Toplam İstek')).toBeVisible();
  });

  test('the seventh section has its own error state; the six are unaffected', async ({ page }) => {
    await page.route('**/api/analytics/web-vitals', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"x"}',
      }),
    );
    await page.goto('/analytics');
    await expect(page.getByText('Toplam İstek')).toBeVisible();
    const section = page.getByRole('region', { name: 'Gerçek kullanıcı deneyimi' });
    await expect(section.getByRole('alert')).toContainText('Gerçek kullanıcı ölçümleri alınamadı');
    await page.unroute('**/api/analytics/web-vitals');
    await section.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });
});
