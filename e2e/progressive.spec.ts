import { expect, test as plain, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Controls that lead somewhere work before hydration and without JavaScript (issue 22): the
 * reading grids, the home page's sign form and the zodiac grid are links and a GET form; with
 * JavaScript a pick still opens in place and the address follows it.
 */
const grid = (page: Page, label: string) => page.getByRole('list', { name: label });
const signLink = (page: Page, label: string, name: string) =>
  grid(page, label).getByRole('link', { name: new RegExp(`^${name}\\s`) });

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain('a sign on /daily opens its reading page', async ({ page }) => {
    await page.goto('/daily');
    await signLink(page, 'Burcunuzu seçin', 'Koç').click();
    await expect(page).toHaveURL(/\/daily\/koc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
    await expect(page.getByText('Genel:').first()).toBeVisible();
  });

  plain('a sign on /weekly and /monthly opens that period’s page', async ({ page }) => {
    await page.goto('/weekly');
    await signLink(page, 'Burcunuzu seçin', 'Balık').click();
    await expect(page).toHaveURL(/\/weekly\/balik$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Balık Burcu Haftalık Yorumu' })).toBeVisible();
    await page.goto('/monthly');
    await signLink(page, 'Burcunuzu seçin', 'Kova').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kova Burcu Aylık Yorumu' })).toBeVisible();
  });

  plain('the home page’s sign form opens the chosen sign’s daily reading', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Burcunuzu seçin, yorumunuz hazır olsun').selectOption('terazi');
    await page.getByRole('button', { name: 'Seçtiğim Burcun Yorumunu Aç' }).click();
    await expect(page).toHaveURL(/\/daily\/terazi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terazi Burcu Günlük Yorumu' })).toBeVisible();

    // No sign chosen: the reading grid; the buttons are plain links.
    await page.goto('/');
    await page.getByRole('button', { name: 'Seçtiğim Burcun Yorumunu Aç' }).click();
    await expect(page).toHaveURL(/\/daily$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Burç Bilgilerine Bak' }).click();
    await expect(page).toHaveURL(/\/zodiac-info$/);
  });

  plain('a sign on /zodiac-info opens its page', async ({ page }) => {
    await page.goto('/zodiac-info');
    await grid(page, 'Burçlar')
      .getByRole('link', { name: /^Akrep\s/ })
      .click();
    await expect(page).toHaveURL(/\/zodiac-info\/akrep$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Akrep Burcu' })).toBeVisible();
  });
});

plain(
  'before hydration, a sign clicked the moment the page appears leads to its reading',
  async ({ page }) => {
    // The page's scripts never arrive: what a visitor meets when a click beats hydration.
    // (Scripts only: the style sheets are chunks too, and the page is painted with them.)
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => new Promise(() => {}));
    await page.goto('/daily', { waitUntil: 'commit' });
    await signLink(page, 'Burcunuzu seçin', 'Koç').click();
    await expect(page).toHaveURL(/\/daily\/koc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
  },
);

test('with JavaScript, a pick loads in place, the address follows, Back returns to the grid', async ({
  page,
}) => {
  await page.goto('/daily');
  await signLink(page, 'Burcunuzu seçin', 'Koç').click();
  await expect(page).toHaveURL(/\/daily\/koc$/);
  // In place: the grid page's reading card, under the grid page's heading.
  const card = page.getByTestId('reading-card');
  await expect(card.getByRole('heading', { name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Günlük Burç Yorumları' })).toBeVisible();
  await expect(signLink(page, 'Burcunuzu seçin', 'Koç')).toHaveAttribute('aria-current', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Günlük Burç Yorumları' })).toBeVisible();

  // The address is a real page: a reload (or a bookmark) opens the sign's reading.
  await page.goForward();
  await expect(page).toHaveURL(/\/daily\/koc$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
});
