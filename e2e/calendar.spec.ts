import { expect, test, type Page } from './fixtures';

// To the minute, or no finer than the instant is known: to the hour, or to the day.
const EVENT_LABEL = /^\d{1,2} \p{L}+ \d{4} \p{L}+(?:, \d{2}:\d{2}|, saat \d{1,2} sularında)?$/u;
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date()));

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the current year: opens at today’s month, the timeline, şimdi, filters and Takvime ekle', async ({
  page,
}) => {
  // The current year's page is rendered per filter on demand; on a busy 2-core machine that is slow.
  test.slow();
  const year = thisYear();
  const month = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', month: 'long' }).format(
    new Date(),
  );
  await page.goto('/gokyuzu-takvimi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${year} gökyüzü takvimi`);
  // The .ics download is a GET form with the reminder choice.
  const form = page.getByRole('form', { name: 'Takvim dosyasını indir' });
  await expect(form).toHaveAttribute('action', `/api/sky-calendar/${year}.ics`);
  await expect(form.getByRole('combobox', { name: 'Hatırlatma' })).toHaveValue('none');
  await expect(form.getByRole('button', { name: /Takvime ekle/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Takvime abone ol/ })).toHaveAttribute(
    'href',
    'webcal://localhost:3000/api/sky-calendar/feed.ics',
  );
  // Today's month is open; the months before it are folded away.
  await expect(page.getByRole('heading', { name: new RegExp(`^${month} ${year}`) })).toBeVisible();
  await expect(page.locator('#bugun')).toBeVisible();
  const times = await page.locator('section[aria-labelledby="ay-ay"] time').allTextContents();
  expect(times.length).toBeGreaterThan(60);
  for (const t of times) expect(t).toMatch(EVENT_LABEL);
  // The retrograde timeline is one labelled picture; its facts are also text.
  const timeline = page.getByRole('img', { name: new RegExp(`^${year} retro dönemleri: .*Merkür`) });
  await expect(timeline).toBeVisible();
  await expect(page.locator('#simdi')).toHaveText('şimdi');
  await noSidewaysScroll(page);

  // Filters are links: they work without JavaScript and keep the place on the page.
  await page.getByRole('link', { name: 'Tutulmalar' }).click();
  await expect(page).toHaveURL(/\?tur=tutulma#ay-ay$/);
  await expect(page.getByRole('link', { name: 'Tutulmalar' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Takvime abone ol/ })).toHaveAttribute(
    'href',
    'webcal://localhost:3000/api/sky-calendar/feed.ics?types=tutulma',
  );
  const titles = await page.locator('section[aria-labelledby="ay-ay"] li p.font-semibold').allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(4);
  for (const t of titles) expect(t).toMatch(/tutulması/);
});

test('Bugün, past events marked in text, and a line on what each event means', async ({ page }) => {
  test.slow();
  await page.goto('/gokyuzu-takvimi/2024');
  await page.getByRole('link', { name: 'Bugün' }).click();
  await expect(page).toHaveURL(/\/gokyuzu-takvimi#bugun$/);
  await expect(page.locator('#bugun')).toBeInViewport();
  // Past events: dimmed and labelled "geçti" in words.
  const past = page.locator('li[data-past="true"]');
  expect(await past.count()).toBeGreaterThan(0);
  await expect(past.last()).toContainText('geçti');
  // Every event says what it means in a plain sentence.
  const ingress = page.locator('li', { hasText: /burcuna geçiyor/ }).first();
  await expect(ingress.locator('p').last()).toHaveText(/bir hal alır\.$/);
});

test('the retrograde timeline keeps labels of 12 px or more and says it scrolls on a phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/gokyuzu-takvimi/2026');
  const svg = page.getByRole('img', { name: /^2026 retro dönemleri/ });
  const sizes = await svg.evaluate((el) =>
    [...el.querySelectorAll('text')].map((t) => t.getBoundingClientRect().height),
  );
  for (const h of sizes) expect(h).toBeGreaterThanOrEqual(12);
  const cue = page.getByText('Bütün yılı görmek için çizelgeyi yana kaydırın');
  if (isMobile) await expect(cue).toBeVisible();
  else await expect(cue).toBeHidden();
  await noSidewaysScroll(page);
});

test('eclipses are marked on the full and new moon pages (2026 has two of each)', async ({ page }) => {
  test.skip(thisYear() !== 2026, 'the 2026 eclipses');
  await page.goto('/gokyuzu-takvimi/dolunay');
  const full = page.getByRole('region', { name: /yılının dolunayları/ });
  await expect(full.getByText(/Ay tutulması$/)).toHaveCount(2);
  await page.goto('/gokyuzu-takvimi/yeni-ay');
  const fresh = page.getByRole('region', { name: /yılının/ });
  await expect(fresh.getByText(/Güneş tutulması$/)).toHaveCount(2);
});

test('a past year: the total solar eclipse of 8 April 2024 at its Istanbul time, no şimdi, Event JSON-LD in +03:00', async ({
  page,
}) => {
  await page.goto('/gokyuzu-takvimi/2024?tur=tutulma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 gökyüzü takvimi');
  // Greatest eclipse 18:17 UT (NASA), 21:17 in Istanbul.
  const eclipse = page.locator('li', { hasText: 'Tam Güneş tutulması' });
  await expect(eclipse.locator('time')).toHaveText('8 Nisan 2024 Pazartesi, 21:17');
  await expect(eclipse).toContainText('İstanbul’dan görülmez');
  await expect(page.locator('#simdi')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const objects = jsonLd.flatMap((t) => [JSON.parse(t)].flat());
  const events = objects.filter((o) => o['@type'] === 'Event');
  expect(events.length).toBeGreaterThan(24);
  for (const e of events) expect(e.startDate).toMatch(/^2024-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
  expect(objects.some((o) => o['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gokyuzu-takvimi\/2024$/);
});

test('a year outside 1900–2100 is a Turkish 404', async ({ page }) => {
  const res = await page.goto('/gokyuzu-takvimi/1899');
  expect(res?.status()).toBe(404);
});

test('Merkür retrosu: the current or next one with its shadow dates, then the year’s list', async ({
  page,
}) => {
  await page.goto('/gokyuzu-takvimi/merkur-retrosu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkür retrosu ne zaman?');
  const next = page.getByRole('region', { name: /Sıradaki|Şu anda sürüyor/ });
  await expect(next).toContainText('Merkür retrosu');
  for (const label of ['Retro başlıyor', 'Retro bitiyor', 'Gölge dönemi başlıyor', 'Gölge dönemi bitiyor']) {
    await expect(next.getByText(label, { exact: true })).toBeVisible();
  }
  const dates = await next.locator('dd').allTextContents();
  expect(dates.filter((d) => EVENT_LABEL.test(d))).toHaveLength(4);
  const list = page.getByRole('region', { name: /yılının Merkür retroları/ });
  expect(await list.locator('li').count()).toBeGreaterThanOrEqual(3);
  await noSidewaysScroll(page);
});

for (const [path, heading, word] of [
  ['/gokyuzu-takvimi/dolunay', 'Dolunay ne zaman, saat kaçta?', 'Dolunay'],
  ['/gokyuzu-takvimi/yeni-ay', 'Yeni ay ne zaman, saat kaçta?', 'Yeni ay'],
] as const) {
  test(`${path}: the next one with its day and hour, and the year’s list`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const next = page.getByRole('region', { name: 'Sıradaki' });
    await expect(next).toContainText(word);
    expect(await next.locator('dd').first().textContent()).toMatch(EVENT_LABEL);
    const items = page.getByRole('region', { name: /yılının/ }).locator('li');
    expect(await items.count()).toBeGreaterThanOrEqual(12);
    await noSidewaysScroll(page);
  });
}

test('the navigation’s Astroloji group leads to the calendar', async ({ page, isMobile }) => {
  await page.goto('/tarot');
  if (isMobile) {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    // The group of the current page (/tarot) may already be open.
    const link = page.locator('#mobil-menu').getByRole('link', { name: 'Gökyüzü Takvimi' });
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Astroloji' }).click();
    await page.locator('#mobil-menu').getByRole('link', { name: 'Gökyüzü Takvimi' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: 'Daha Fazla' }).click();
    await nav.getByRole('link', { name: 'Gökyüzü Takvimi' }).click();
  }
  await expect(page).toHaveURL(/\/gokyuzu-takvimi$/);
});
