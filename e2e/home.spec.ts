import { expect, test } from '@playwright/test';

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
