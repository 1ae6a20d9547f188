import { expect, test, type Page } from './fixtures';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('this month: every day with phase, sign, rise and set, today marked, SEO', async ({ page }) => {
  await page.goto('/ay-takvimi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ay Takvimi');
  const days = page.locator('section[aria-labelledby="gunler"] ol > li');
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  const todayCard = page.locator(`#gun-${today()}`);
  await expect(todayCard).toHaveAttribute('aria-current', 'date');
  await expect(todayCard).toContainText('Bugün');
  await expect(todayCard).toContainText(/yüzde [\d,]+ aydınlık/);
  await expect(todayCard).toContainText(
    /Ay (Koç|Boğa|İkizler|Yengeç|Aslan|Başak|Terazi|Akrep|Yay|Oğlak|Kova|Balık) burcunda/,
  );
  await expect(todayCard).toContainText('Ay doğuşu');
  // "Ay boşlukta" appears on some days of every month.
  expect(await page.getByText('Ay boşlukta:').count()).toBeGreaterThan(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ay-takvimi$/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) =>
    [JSON.parse(t)].flat(),
  );
  expect(jsonLd.some((o) => o['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
  await noSidewaysScroll(page);
});

test('a province chosen with the form, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ay-takvimi/2026/03');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mart 2026 Ay Takvimi');
  await page.getByRole('combobox', { name: /İl/ }).selectOption({ label: 'Van' });
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page).toHaveURL(/\/ay-takvimi\/2026\/03\?yer=tr-65$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mart 2026 Ay Takvimi (Van)');
  // 3 March 2026: the total lunar eclipse's full moon.
  await expect(page.locator('#gun-2026-03-03')).toContainText('Dolunay');
  await page.getByRole('link', { name: /Nisan 2026/ }).click();
  await expect(page).toHaveURL(/\/ay-takvimi\/2026\/04\?yer=tr-65$/);
  await context.close();
});

test('a month outside 1900–2100 is a 404', async ({ page }) => {
  expect((await page.goto('/ay-takvimi/2101/01'))?.status()).toBe(404);
  expect((await page.goto('/ay-takvimi/2026/13'))?.status()).toBe(404);
});

test('the home page’s Moon card links here', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Ay takvimi →' }).click();
  await expect(page).toHaveURL(/\/ay-takvimi$/);
});
