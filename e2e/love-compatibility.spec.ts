import { expect, test, type Page } from './fixtures';

const button = (page: Page) => page.getByRole('button', { name: 'Uyumluluğu Hesapla' });
const result = (page: Page) => page.getByRole('region', { name: 'Aşk Uyumu Sonucu' });

async function percentage(page: Page): Promise<number> {
  const text = await result(page).getByTestId('uyum-yuzdesi').textContent();
  const match = text?.match(/^%(\d+)$/);
  expect(match, `yüzde metni: ${text}`).not.toBeNull();
  return Number(match![1]);
}

test.describe('/love-compatibility', () => {
  test('the button waits for both signs, then the result shows percentage, signs, elements and text', async ({
    page,
  }) => {
    await page.goto('/love-compatibility');
    await expect(page.getByRole('heading', { level: 1, name: 'Aşk Uyumu' })).toBeVisible();
    await expect(button(page)).toBeDisabled();

    await page.getByLabel('İlk Burç').selectOption('koc');
    await expect(button(page)).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Aşk Uyumu Sonucu' })).toHaveCount(0);

    await page.getByLabel('İkinci Burç').selectOption('terazi');
    await expect(button(page)).toBeEnabled();
    await button(page).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Aşk Uyumu Sonucu' })).toBeFocused();
    const score = await percentage(page);
    expect(score).toBeGreaterThanOrEqual(20);
    expect(score).toBeLessThanOrEqual(100);
    await expect(result(page).getByText('Koç', { exact: true })).toBeVisible();
    await expect(result(page).getByText('Ateş', { exact: true })).toBeVisible();
    await expect(result(page).getByText('Terazi', { exact: true })).toBeVisible();
    await expect(result(page).getByText('Hava', { exact: true })).toBeVisible();
    await expect(result(page).getByText(/Ateş ile hava birbirini besler/)).toBeVisible();
    await expect(result(page).getByText(new RegExp(`^%${score} uyum, `))).toBeVisible();
  });

  test('scores follow section 9: a harmonious same-element pair and a distant pair', async ({ page }) => {
    await page.goto('/love-compatibility');
    // koc → aslan: same element (30) + harmonious (40) + 0..29.
    await page.getByLabel('İlk Burç').selectOption('koc');
    await page.getByLabel('İkinci Burç').selectOption('aslan');
    await button(page).click();
    const high = await percentage(page);
    expect(high).toBeGreaterThanOrEqual(70);
    expect(high).toBeLessThanOrEqual(99);

    // boga → kova: earth with air (10) + not harmonious (20) + 0..29.
    await page.getByLabel('İlk Burç').selectOption('boga');
    await page.getByLabel('İkinci Burç').selectOption('kova');
    await button(page).click();
    const low = await percentage(page);
    expect(low).toBeGreaterThanOrEqual(30);
    expect(low).toBeLessThanOrEqual(59);
  });

  test('changing a sign clears the old result; clearing a sign disables the button again', async ({
    page,
  }) => {
    await page.goto('/love-compatibility');
    await page.getByLabel('İlk Burç').selectOption('yengec');
    await page.getByLabel('İkinci Burç').selectOption('balik');
    await button(page).click();
    await expect(result(page)).toBeVisible();

    await page.getByLabel('İkinci Burç').selectOption('akrep');
    await expect(result(page)).toHaveCount(0);

    await page.getByLabel('İlk Burç').selectOption('');
    await expect(button(page)).toBeDisabled();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/love-compatibility');
    await page.getByLabel('İlk Burç').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('İlk Burç')).not.toHaveValue('');
    await expect(page.getByLabel('İkinci Burç')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result(page)).toBeVisible();
  });
});
