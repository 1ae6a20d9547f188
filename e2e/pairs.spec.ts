import { expect, test } from './fixtures';

test.describe('sharing a calculator result and the pair pages', () => {
  test('"Sonucu paylaş" opens the same result, and the result links to the pair page', async ({ page }) => {
    await page.goto('/love-compatibility');
    await page.getByLabel('İlk Burç').selectOption('terazi');
    await page.getByLabel('İkinci Burç').selectOption('koc');
    await page.getByRole('button', { name: 'Uyumluluğu Hesapla' }).click();
    const result = page.getByRole('region', { name: 'Aşk Uyumu Sonucu' });
    const percent = (await result.getByTestId('uyum-yuzdesi').textContent())!.trim();
    const description = await result.locator('div.max-w-3xl p').allTextContents();
    expect(description).toHaveLength(3);

    const pairLink = result.getByRole('link', { name: 'Terazi ve Koç uyumu hakkında daha fazlası' });
    await expect(pairLink).toHaveAttribute('href', '/ask-uyumu/koc-terazi');

    const share = result.getByRole('link', { name: 'Sonucu paylaş' });
    await expect(share).toHaveAttribute('href', `/love-compatibility/sonuc/terazi-koc-${percent.slice(1)}`);
    // Whoever opens the address sees the same signs, percentage and description.
    await page.goto((await share.getAttribute('href'))!);
    const shared = page.getByRole('region', { name: 'Aşk Uyumu Sonucu' });
    await expect(shared.getByTestId('uyum-yuzdesi')).toHaveText(percent);
    await expect(shared.getByTestId('uyum-aciklamasi').locator('p')).toHaveText(description);
    await expect(shared.getByText('Terazi', { exact: true })).toBeVisible();
    await expect(shared.getByText('Koç', { exact: true })).toBeVisible();
    await shared.getByRole('link', { name: 'Terazi ve Koç uyumu hakkında daha fazlası' }).click();
    await expect(page).toHaveURL(/\/ask-uyumu\/koc-terazi$/);
  });

  test('a bad share address is a Turkish 404', async ({ request }) => {
    for (const bad of ['koc-terazi-101', 'koc-aries-50', 'koc-terazi-5x', 'koc-terazi']) {
      const res = await request.get(`/love-compatibility/sonuc/${bad}`);
      expect(res.status(), bad).toBe(404);
    }
  });

  test('a pair page: at a glance, five sections, the fixed breakdown, article data', async ({ page }) => {
    const res = await page.goto('/ask-uyumu/koc-terazi');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Koç ve Terazi Uyumu' })).toBeVisible();
    for (const h of [
      'Bir bakışta',
      'Aşk ve çekim',
      'İletişim',
      'Güven ve çatışma',
      'Uzun vadeli birliktelik ve evlilik',
      'Arkadaşlık',
      'Alan alan uyum',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByText('Karşıt burçlar (180°)', { exact: true })).toBeVisible();
    await expect(page.getByText(/bu tabloda şansa yer yoktur/)).toBeVisible();
    const first = await page.locator('main').textContent();
    await page.reload();
    expect(await page.locator('main').textContent()).toBe(first);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ask-uyumu\/koc-terazi$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain('"@type":"Article"');
  });

  test('the reverse order answers 308 to the canonical pair page; unknown pairs are 404', async ({ request }) => {
    const res = await request.get('/ask-uyumu/terazi-koc', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toMatch(/\/ask-uyumu\/koc-terazi$/);
    expect((await request.get('/ask-uyumu/koc-mars')).status()).toBe(404);
  });

  test('the index lists all 78 pairs, and a sign page links its twelve', async ({ page }) => {
    await page.goto('/ask-uyumu');
    const hrefs = await page.locator('main a[href^="/ask-uyumu/"]').evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')),
    );
    expect(new Set(hrefs).size).toBe(78);
    await page.goto('/zodiac-info/akrep');
    const block = page.getByRole('region', { name: 'Akrep burcunun uyumları' });
    await expect(block.getByRole('link', { name: /^Akrep ve / })).toHaveCount(12);
    await expect(block.getByRole('link', { name: /Akrep ve Koç/ })).toHaveAttribute('href', '/ask-uyumu/koc-akrep');
  });
});
