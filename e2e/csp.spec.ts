import { expect, test, type Page } from './fixtures';

/**
 * The site's Content Security Policy allows no eval. Nothing on the page may try it: zod's probe
 * for `new Function` used to be refused (and reported by Chrome and Lighthouse) wherever a
 * schema parsed an answer in the browser (lib/zod.ts).
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe('no Content Security Policy violations', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'tarayıcı davranışı; bir kez yeter');
  test.beforeEach(async ({ page }) => recordViolations(page));

  test('a reading fetched and checked in the browser', async ({ page }) => {
    await page.goto('/daily');
    await page
      .getByRole('list', { name: 'Burcunuzu seçin' })
      .getByRole('link', { name: /^Koç\s/ })
      .click();
    await expect(page.getByTestId('reading-card')).toBeVisible({ timeout: 25_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('a birth chart and the sky map', async ({ page }) => {
    await page.goto('/dogum-haritasi?date=2010-10-31&time=03%3A30&place=tr-06');
    await expect(page.getByTestId('chart-result')).toBeVisible({ timeout: 25_000 });
    expect(await violations(page)).toEqual([]);
    await page.goto('/sky-map');
    await page.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }).click();
    await expect(page.getByRole('button', { name: 'Haritayı İndir' })).toBeVisible({ timeout: 25_000 });
    expect(await violations(page)).toEqual([]);
  });
});
