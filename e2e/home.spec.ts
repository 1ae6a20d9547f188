import { expect, test } from './fixtures';

test('home page: headline, sign dropdown in order, buttons and feature list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yıldız Rehberi’ne hoş geldiniz');

  const select = page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun');
  const options = await select.locator('option').allTextContents();
  expect(options).toEqual([
    'Burç Seçin',
    '♈ Koç',
    '♉ Boğa',
    '♊ İkizler',
    '♋ Yengeç',
    '♌ Aslan',
    '♍ Başak',
    '♎ Terazi',
    '♏ Akrep',
    '♐ Yay',
    '♑ Oğlak',
    '♒ Kova',
    '♓ Balık',
  ]);

  const features = page.getByRole('region', { name: 'Sitede neler var?' }).getByRole('link');
  await expect(features).toHaveCount(4);
  expect(await features.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/daily',
    '/weekly',
    '/monthly',
    '/zodiac-info',
  ]);
});

test('the chosen sign survives a reload and the empty option clears it', async ({ page }) => {
  await page.goto('/');
  const select = page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun');
  await select.selectOption('terazi');
  await expect(page.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute(
    'href',
    '/daily/terazi',
  );
  await expect(page.getByRole('link', { name: 'Burç Bilgilerine Bak' })).toHaveAttribute(
    'href',
    '/zodiac-info/terazi',
  );
  expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBe('terazi');

  await page.reload();
  await expect(select).toHaveValue('terazi');

  await select.selectOption('');
  expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBeNull();
  await page.reload();
  await expect(select).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute('href', '/daily');
});

test('an unknown stored sign is ignored and removed', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('selectedZodiacSign', 'ejderha'));
  await page.reload();
  await expect(page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBeNull();
});

test('today’s date in Turkish and the “Bugün gökyüzü” strip from the real sky', async ({ page }) => {
  await page.goto('/');
  const today = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
  }).format(new Date());
  // Intl writes '23 Kasım 2026 Pazartesi'.
  await expect(page.locator('section').first().locator('time').first()).toHaveText(today);
  const strip = page.getByRole('region', { name: 'Bugün gökyüzü' });
  await expect(strip).toContainText(
    /Ay (Koç|Boğa|İkizler|Yengeç|Aslan|Başak|Terazi|Akrep|Yay|Oğlak|Kova|Balık) burcunda/,
  );
  await expect(strip).toContainText(/yüzde \d{1,3} aydınlık/);
  await expect(strip).toContainText(/Sıradaki (yeni ay|dolunay)/i);
  await expect(strip.getByRole('heading', { name: 'Retro gezegenler' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Gökyüzü takvimi →' })).toHaveAttribute(
    'href',
    '/gokyuzu-takvimi',
  );
  // The strip's Moon sign is the one the calendar API's sky agrees with: the next lunation it shows is the API's next one.
  const year = today.split(' ')[2];
  const api = await (await page.request.get(`/api/sky-calendar?year=${year}`)).json();
  const next = api.data.events.find(
    (e: { kind: string; at: string }) =>
      (e.kind === 'new-moon' || e.kind === 'full-moon') && Date.parse(e.at) > Date.now(),
  );
  if (next) {
    const when = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      day: 'numeric',
      month: 'long',
    }).format(new Date(next.at));
    await expect(strip).toContainText(when);
  }
});

test('twelve sign tiles lead straight to the day’s reading', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Bugünün burç yorumları' }).getByRole('link');
  await expect(tiles).toHaveCount(12);
  const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs[0]).toBe('/daily/koc');
  expect(hrefs.every((h) => /^\/daily\/[a-z]+$/.test(h ?? ''))).toBe(true);
  await tiles.nth(6).click();
  await expect(page).toHaveURL(/\/daily\/terazi$/);
});

test('a remembered sign shows the opening of today’s reading without moving the page', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('heading', { name: 'Bugün gökyüzü' });
  const before = await strip.boundingBox();
  await page.evaluate(() => localStorage.setItem('selectedZodiacSign', 'aslan'));
  await page.reload();
  const teaser = page.getByRole('region', { name: /Aslan burcu bugün/ });
  await expect(teaser.getByRole('link', { name: 'Aslan günlük yorumunun tamamı →' })).toHaveAttribute(
    'href',
    '/daily/aslan',
  );
  const reading = await (await page.request.get('/api/horoscopes/daily/aslan')).json();
  // The summary when the API has one; otherwise the first sentence, after the section label ('Genel: ').
  const prediction = (reading.data.prediction as string).replace(/^[\p{L} ]{2,20}:\s+/u, '');
  const opening: string = reading.data.summary ?? prediction.match(/^.+?[.!?…](?=\s|$)/)?.[0] ?? prediction;
  await expect(teaser).toContainText(opening.slice(0, 40));
  // The teaser's box was reserved: what follows it has not moved.
  const after = await strip.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);
});

test('every feature of the site is on the home page', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('region', { name: 'Daha fazlası' }).getByRole('link');
  expect(await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/love-compatibility',
    '/tarot',
    '/sky-map',
    '/gokyuzu-takvimi',
    '/dogum-haritasi',
  ]);
});
