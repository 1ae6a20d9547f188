import { expect, test } from './fixtures';

/**
 * What a visitor sees before and without the page's scripts: the server's HTML is the whole
 * page. A mistyped address is a 404 rendered on the server, with its own title and the Turkish
 * message, at once and with JavaScript off; a reading page reads in full without JavaScript.
 */
test.describe('without JavaScript', () => {
  for (const path of [
    '/daily/xyz',
    '/weekly/koc/2020-01-06',
    '/zodiac-info/xyz',
    '/ask-uyumu/xyz',
    '/gokyuzu-takvimi/3000',
    '/ay-takvimi/2026/13',
    '/nope',
  ]) {
    test(`${path}: a 404 with its own title and the Turkish message`, async ({ browser }) => {
      // A context of its own: the fixture's page would wait for hydration, which never comes here.
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('Sayfa bulunamadı | Yıldız Rehberi');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Bu sayfa gökyüzünde kayboldu' }),
        ).toBeVisible();
        await expect(page.getByText('Aradığınız sayfa bulunamadı.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
      } finally {
        await context.close();
      }
    });
  }

  test('a reading page reads in full, and its links lead on', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/daily/koc');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Koç');
      await page.getByRole('link', { name: 'Koç haftalık yorumu' }).click();
      await expect(page).toHaveURL(/\/weekly\/koc$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Koç');
    } finally {
      await context.close();
    }
  });
});

test('the page comes alive: a sign picked on the home page is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun').selectOption('aslan');
  await expect(page.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute('href', '/daily/aslan');
  expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBe('aslan');
});
