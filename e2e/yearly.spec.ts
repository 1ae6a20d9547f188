import { expect, test } from './fixtures';

test('the Koç 2027 yearly page: headline, dated sky, months, share links', async ({ page }) => {
  await page.goto('/yillik/koc/2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koç Burcu 2027 Yıllık Yorumu');
  await expect(page.getByRole('heading', { name: 'Ay ay 2027' })).toBeVisible();
  await expect(page.getByText('26 Temmuz’da Jüpiter Başak’a geçiyor', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('reading-provenance')).toHaveText(/otomatik olarak yazıldı/);
  await expect(page.getByTestId('reading-provenance')).not.toHaveText(/yapay zekâ/);
  const story = page.getByRole('link', { name: /Hikâye görseli/ });
  await expect(story).toHaveAttribute('href', '/api/share/yearly/koc.png?date=2027-01-01&format=story');
  await expect(story).toHaveAttribute('download', /\.png$/);
  await expect(page.getByRole('link', { name: /Kare görsel/ })).toHaveAttribute(
    'href',
    '/api/share/yearly/koc.png?date=2027-01-01&format=square',
  );
  // Structured data and canonical.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('')).toContain('"@type":"Article"');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/yillik\/koc\/2027$/);
  const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  const image = await page.request.get(og!.replace(/^https?:\/\/[^/]+/, ''));
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('a year outside 2024–2027 is the site’s 404', async ({ page }) => {
  const res = await page.goto('/yillik/koc/2031');
  expect(res?.status()).toBe(404);
});

test('a daily reading offers both share images and the yearly reading', async ({ page }) => {
  await page.goto('/daily/koc/2026-11-20');
  await expect(page.getByRole('link', { name: /Hikâye görseli/ })).toHaveAttribute(
    'href',
    '/api/share/daily/koc.png?date=2026-11-20&format=story',
  );
  await expect(page.getByRole('link', { name: /Kare görsel/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koç 2026 yıllık burç yorumu' })).toHaveAttribute('href', '/yillik/koc/2026');
  const note = page.getByTestId('reading-provenance');
  await expect(note).toContainText('Dönem başlangıcı: 20 Kasım 2026');
  await expect(note).not.toContainText('Yayın');
});

test.describe('home first screen at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new visitor sees the twelve signs as links above the fold, before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const links = page.getByTestId('first-screen-signs').getByRole('link');
    await expect(links).toHaveCount(12);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    expect(await links.first().getAttribute('href')).toBe('/daily/koc');
    await context.close();
  });

  test('a returning visitor sees the remembered sign’s summary above the fold', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('selectedZodiacSign', 'kova'));
    await page.goto('/');
    const card = page.getByTestId('returning-visitor');
    await expect(card.getByRole('heading')).toHaveText(/Kova burcu bugün/);
    await expect(card.locator('p').first()).not.toBeEmpty();
    await expect(card.getByRole('link', { name: 'Kova günlük yorumunun tamamı →' })).toHaveAttribute('href', '/daily/kova');
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The spec's headline, dropdown and buttons are still there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yıldız Rehberi’ne hoş geldiniz');
    await expect(page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun')).toBeVisible();
  });
});
