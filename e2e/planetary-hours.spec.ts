import { expect, test, type Page } from './fixtures';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('today in İstanbul: 12 day and 12 night hours, the current one highlighted', async ({ page }) => {
  await page.goto('/yildiz-saatleri');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yıldız Saatleri');
  const day = page.getByRole('list', { name: 'Gündüz saatleri' }).locator('li');
  const night = page.getByRole('list', { name: 'Gece saatleri' }).locator('li');
  await expect(day).toHaveCount(12);
  await expect(night).toHaveCount(12);
  // The planetary day runs from sunrise to the next sunrise, so exactly one hour is now.
  await expect(page.locator('li[aria-current="time"]')).toHaveCount(1);
  await expect(page.locator('li[aria-current="time"]')).toContainText('Şu an');
  await expect(page.getByRole('heading', { name: 'Yıldız saatleri nedir?' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/yildiz-saatleri$/);
  await noSidewaysScroll(page);
});

test('a date and a world city chosen with the form, without JavaScript; the Chaldean order', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/yildiz-saatleri');
  await page.getByLabel('Tarih', { exact: true }).fill('2026-11-22');
  await page.getByLabel(/Şehir/).fill('Londra');
  await page.getByRole('button', { name: 'Hesapla' }).click();
  await expect(page).toHaveURL(/tarih=2026-11-22&yer=Londra/);
  await expect(page.getByRole('heading', { level: 2, name: /22 Kasım 2026 Pazar, Londra/ })).toBeVisible();
  const rulers = await page
    .getByRole('list', { name: 'Gündüz saatleri' })
    .locator('li .font-semibold')
    .allTextContents();
  expect(rulers.slice(0, 8)).toEqual([
    'Güneş',
    'Venüs',
    'Merkür',
    'Ay',
    'Satürn',
    'Jüpiter',
    'Mars',
    'Güneş',
  ]);
  await context.close();
});

test('Tromsø in June: polar day explained instead of hours', async ({ page }) => {
  await page.goto('/yildiz-saatleri?tarih=2026-06-21&yer=g3133895');
  await expect(page.getByRole('heading', { name: 'Kutup gündüzü: Güneş batmıyor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gündüz saatleri' })).toHaveCount(0);
});

test('an unknown place or a bad date is explained, not an error', async ({ page }) => {
  const res = await page.goto('/yildiz-saatleri?tarih=2026-02-30&yer=Qwxyzzyq');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('bulunamadı');
  await expect(page.getByRole('status')).toContainText('Tarih anlaşılamadı');
});
