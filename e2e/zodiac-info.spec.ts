import { expect, test, type Page } from './fixtures';
import { SIGN_DETAILS } from '@/lib/zodiac/details';
import { SIGNS } from '@/lib/zodiac/signs';

/** Every JSON-LD object on the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

// The grid's items are links to /zodiac-info/{sign} that, hydrated, open the card in place.
const signButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Burçlar' }).getByRole('link', { name: new RegExp(`^${name}\\b`) });

test.describe('/zodiac-info', () => {
  test('picking a sign in the grid shows its full detail card and saves it', async ({ page }) => {
    await page.goto('/zodiac-info');
    await expect(page).toHaveTitle(/Burç Bilgileri/);
    await expect(page.getByRole('heading', { level: 1, name: 'Burç Bilgileri' })).toBeVisible();
    await expect(page.getByText('Yukarıdan bir burç seçin')).toBeVisible();

    await signButton(page, 'Akrep').click();
    const card = page.getByRole('article', { name: 'Akrep Burcu' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2, name: 'Akrep Burcu' })).toBeFocused();
    await expect(signButton(page, 'Akrep')).toHaveAttribute('aria-current', 'true');

    // Every field of section 2's list.
    await expect(card.getByText('23 Ekim-21 Kasım', { exact: true })).toBeVisible();
    for (const label of [
      'Element',
      'Yönetici gezegen',
      'Nitelik',
      'Uğurlu sayılar',
      'Uğurlu renkler',
      'Uğurlu günler',
      'Uğurlu taş',
      'Çiçek',
    ]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    const details = SIGN_DETAILS.akrep;
    await expect(card.getByText('Plüton', { exact: true })).toBeVisible();
    await expect(card.getByText(details.luckyNumbers.join(', '))).toBeVisible();
    await expect(card.getByText(details.stone, { exact: true })).toBeVisible();
    await expect(card.getByText(details.flower, { exact: true })).toBeVisible();
    for (const heading of [
      'Genel Özellikler',
      'Güçlü Yönleri',
      'Zayıf Yönleri',
      'Kariyer',
      'Aşk',
      'Sağlık',
      'Akrep Burcundan Ünlüler',
      'Uyumlu Burçlar',
    ]) {
      await expect(card.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(card.getByText(details.description[0])).toBeVisible();
    await expect(card.getByText(details.career)).toBeVisible();
    await expect(card.getByText(details.strengths[0])).toBeVisible();
    await expect(card.getByText(details.weaknesses[0])).toBeVisible();
    await expect(card.getByText('Kemal Sunal')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Yengeç' })).toHaveAttribute('href', '/zodiac-info/yengec');
    await expect(card.getByRole('link', { name: /günlük yorumu/ })).toHaveAttribute('href', '/daily/akrep');
    await expect(card.getByRole('link', { name: /burcu sayfası/ })).toHaveAttribute(
      'href',
      '/zodiac-info/akrep',
    );

    expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBe('akrep');

    // Another pick replaces the card.
    await signButton(page, 'Kova').click();
    await expect(page.getByRole('article', { name: 'Kova Burcu' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Akrep Burcu' })).toHaveCount(0);
  });

  test('a saved sign is shown on arrival', async ({ page }) => {
    await page.goto('/zodiac-info');
    await signButton(page, 'İkizler').click();
    await page.reload();
    await expect(page.getByRole('article', { name: 'İkizler Burcu' })).toBeVisible();
    await expect(signButton(page, 'İkizler')).toHaveAttribute('aria-current', 'true');
  });

  test('the selected sign is shared with the home page, both ways', async ({ page }) => {
    await page.goto('/zodiac-info');
    await signButton(page, 'Yay').click();
    await page.goto('/');
    await expect(page.locator('#burc-secimi')).toHaveValue('yay');

    await page.locator('#burc-secimi').selectOption('balik');
    await page.goto('/zodiac-info');
    await expect(page.getByRole('article', { name: 'Balık Burcu' })).toBeVisible();
  });

  test('lists the twelve signs as an ItemList in JSON-LD', async ({ page }) => {
    await page.goto('/zodiac-info');
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList') as {
      itemListElement: { position: number; name: string; url: string }[];
    };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: 'Koç Burcu' });
    expect(list.itemListElement[11].url).toMatch(/\/zodiac-info\/balik$/);
  });
});

test.describe('/zodiac-info/{id}', () => {
  for (const sign of SIGNS) {
    test(`${sign.id}: its own page with title, h1, breadcrumb JSON-LD and Open Graph image`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(`/zodiac-info/${sign.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${sign.name} Burcu Özellikleri (${sign.dateRange}) | Yıldız Rehberi`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${sign.name} Burcu`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/zodiac-info/${sign.id}$`),
      );

      const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: { position: number; name: string; item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
        'Ana Sayfa',
        'Burç Bilgileri',
        `${sign.name} Burcu`,
      ]);
      expect(crumbs.itemListElement[2].item).toMatch(new RegExp(`/zodiac-info/${sign.id}$`));

      const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(ogImage).toContain(`/zodiac-info/${sign.id}/opengraph-image`);
      const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    });
  }

  test('an unknown sign is a 404', async ({ page }) => {
    const response = await page.goto('/zodiac-info/ejderha');
    expect(response?.status()).toBe(404);
  });

  test('“Burcum olarak seç” saves the sign for the home page', async ({ page }) => {
    await page.goto('/zodiac-info/oglak');
    const save = page.getByRole('button', { name: 'Burcum olarak seç' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(page.locator('#burc-secimi')).toHaveValue('oglak');
  });
});
