import { expect, test } from './fixtures';

/**
 * The page is shown before its scripts run (lib/http/script-gate.ts): the HTML carries no chunk
 * that the parser would start or fetch, the chunks are fetched and started only after the first
 * contentful paint, and the page still comes alive (the menu opens, a sign can be picked).
 */
test.describe('scripts after the first paint', () => {
  test.beforeEach(async ({ page }) => {
    // Record when each of the site's chunk scripts enters the document, on the page's own clock.
    await page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { __chunkTimes: number[] }).__chunkTimes = times;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule)
              times.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
  });

  for (const route of ['/', '/gizlilik', '/daily/koc']) {
    test(`${route}: the chunks start after the first contentful paint`, async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
      expect(html).not.toMatch(/<link rel="preload" as="script"/);
      expect(html).toMatch(/<script type="text\/x-after-paint" data-src="\/_next\/static\//);

      await page.goto(route);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __chunkTimes: number[] }).__chunkTimes.length),
        )
        .toBeGreaterThan(2);
      const { fcp, first, firstFetch } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        first: Math.min(...(window as unknown as { __chunkTimes: number[] }).__chunkTimes),
        // Not even their downloads start earlier: before the paint the line is the fonts' and the CSS's.
        firstFetch: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((r) => /\/_next\/static\/.+\.js$/.test(r.name))
            .map((r) => r.startTime),
        ),
      }));
      expect(fcp).toBeGreaterThan(0);
      expect(first).toBeGreaterThanOrEqual(fcp);
      expect(firstFetch).toBeGreaterThanOrEqual(fcp);
    });
  }

  test('the page comes alive: a sign picked on the home page is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun').selectOption('aslan');
    await expect(page.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute(
      'href',
      '/daily/aslan',
    );
    expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBe('aslan');
  });
});
