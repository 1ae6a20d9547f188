import type { Locator } from '@playwright/test';
import { expect, test, withoutScripts, type Page } from './fixtures';

// The comparison computes two charts on the server; on a busy machine the first takes seconds.
test.describe.configure({ timeout: 60_000 });

/** Types a place without diacritics and picks the first suggestion with the keyboard. */
async function pickPlace(person: Locator, typed: string, name: RegExp) {
  const combo = person.getByRole('combobox', { name: 'Doğum yeri' });
  await combo.fill(typed);
  await expect(person.getByRole('option', { name }).first()).toBeVisible();
  await combo.press('ArrowDown');
  await combo.press('ArrowUp');
  await combo.press('Enter');
  await expect(combo).toHaveValue(name);
}

/** Sends the form with the keyboard and returns the POST it made (the births never go in an address). */
async function calculate(page: Page) {
  const request = page.waitForRequest((r) => r.url().includes('/api/synastry'));
  await page.getByRole('button', { name: 'İlişki haritamızı hesapla' }).focus();
  await page.keyboard.press('Enter');
  const sent = await request;
  await expect(page.getByTestId('synastry-result')).toBeVisible({ timeout: 25_000 });
  return sent;
}

test.describe('/iliski-haritasi', () => {
  test('two typed births: the reading first, then aspects with orbs and the composite', async ({ page }) => {
    await page.goto('/iliski-haritasi');
    await expect(page.getByRole('heading', { level: 1, name: 'İlişki Haritası' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/iliski-haritasi$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain('"WebApplication"');

    // Sent empty: a Turkish message, announced.
    await page.getByRole('button', { name: 'İlişki haritamızı hesapla' }).click();
    await expect(page.getByTestId('synastry-form').getByRole('alert')).toContainText(
      'Birinci kişinin doğum tarihini girin.',
    );

    const a = page.getByTestId('person-a');
    const b = page.getByTestId('person-b');
    await a.getByLabel('Doğum tarihi').fill('1983-09-22');
    await a.getByLabel('Doğum saati', { exact: true }).fill('05:47');
    await pickPlace(a, 'eskisehir', /^Eskişehir/);
    await b.getByLabel('Doğum tarihi').fill('1987-02-11');
    await b.getByLabel('Doğum saati bilinmiyor').check();
    await pickPlace(b, 'kadikoy', /^Kadıköy, İstanbul/);

    const sent = await calculate(page);
    expect(sent.method()).toBe('POST');
    expect(sent.url()).not.toContain('1983');
    expect(page.url()).not.toContain('1983');

    const result = page.getByTestId('synastry-result');
    // The reading comes first, then the tables.
    const headings = await result.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('İlişki haritanızın yorumu');
    expect(headings.slice(1).join(' | ')).toMatch(
      /^İki harita arasındaki açılar \(\d+\) \| Birbirinizin evlerinde \| Kompozit harita$/,
    );
    await expect(result).toContainText('Birinci kişinin Güneşi Başak’ta');
    await expect(result).toContainText('İkinci kişinin doğum saati bilinmediği');
    const aspects = result.getByRole('table').first();
    await expect(aspects.getByRole('row').nth(1)).toContainText(/\d,\d\d°$/);
    await expect(result).toContainText('Ev yerleşimleri için iki doğum saatinin de bilinmesi gerekir');
    await expect(result.getByRole('table').last()).toContainText('Güneş');
    // Nothing wider than the screen but the scrollable tables.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the saved chart as the first person; a server message names the person', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'yildizRehberi.dogumHaritasi',
        JSON.stringify({
          search: 'date=1979-01-10&time=08%3A15&place=tr-34-sisli',
          sun: 'oglak',
          moon: 'yay',
          rising: 'oglak',
          label: 'Şişli, 10 Ocak 1979 08:15',
          savedAt: '2026-01-01T00:00:00.000Z',
        }),
      );
    });
    await page.goto('/iliski-haritasi');
    const saved = page.getByLabel(/Birinci kişi olarak kayıtlı haritamı kullan/);
    await saved.focus();
    await page.keyboard.press('Space');
    await expect(saved).toBeChecked();
    await expect(page.getByTestId('person-a-saved')).toContainText('Şişli, 10 Ocak 1979 08:15');
    await expect(page.getByTestId('person-a')).toHaveCount(0);

    const b = page.getByTestId('person-b');
    // A date before 1900 passes the browser but not the server: its message names the person.
    await b.getByLabel('Doğum tarihi').fill('1899-12-31');
    await b.getByLabel('Doğum saati', { exact: true }).fill('19:30');
    await pickPlace(b, 'ankara', /^Ankara/);
    await page.getByRole('button', { name: 'İlişki haritamızı hesapla' }).click();
    await expect(page.getByTestId('synastry-form').getByRole('alert')).toContainText(
      /^İkinci kişinin doğum tarihi/,
    );

    await b.getByLabel('Doğum tarihi').fill('1981-06-05');
    const sent = await calculate(page);
    expect(JSON.parse(sent.postData()!)).toMatchObject({
      a: { date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' },
      b: { date: '1981-06-05', time: '19:30' },
    });
    const result = page.getByTestId('synastry-result');
    await expect(result).toContainText('Birinci kişinin Güneşi Oğlak’ta');
    // Both times known: overlays in both directions and the composite angles.
    await expect(
      result.getByRole('table', { name: /Birinci kişinin gezegenleri, ikinci kişinin evlerinde/ }),
    ).toBeVisible();
    await expect(
      result.getByRole('table', { name: /İkinci kişinin gezegenleri, birinci kişinin evlerinde/ }),
    ).toContainText(/\d+\. ev/);
    await expect(result.getByRole('table').last()).toContainText('Yükselen');
  });
});

test('an address of the old kind: its births leave the address bar and are compared', async ({ page }) => {
  await page.goto(
    '/iliski-haritasi?a.date=1983-09-22&a.time=05%3A47&a.place=tr-26&b.date=1987-02-11&b.place=tr-06',
  );
  await expectBareAddress(page);
  await expect(page.getByTestId('synastry-result')).toContainText('Birinci kişinin Güneşi Başak’ta', {
    timeout: 25_000,
  });
  await expect(page.getByTestId('person-b').getByLabel('Doğum tarihi')).toHaveValue('1987-02-11');
});

/** Sends the form without scripts: the browser posts it to the page, which answers on the server. */
async function postForm(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
    page.getByRole('button', { name: 'İlişki haritamızı hesapla' }).click(),
  ]);
  return response;
}

/** No birth in the address: the page's own, at most with the result's fragment. */
async function expectBareAddress(page: Page) {
  await expect(page).toHaveURL(/\/iliski-haritasi(#sonuc)?$/, { timeout: 20_000 });
}

test.describe('/iliski-haritasi without JavaScript', () => {
  test('the form posts both births and the page answers with the reading', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/iliski-haritasi');
      const a = page.getByTestId('person-a');
      const b = page.getByTestId('person-b');
      await a.getByLabel('Doğum tarihi').fill('1983-09-22');
      await a.getByLabel('Doğum saati', { exact: true }).fill('05:47');
      // No suggestions before hydration: the typed place is searched on the server.
      await a.getByRole('combobox', { name: 'Doğum yeri' }).fill('Eskişehir');
      await b.getByLabel('Doğum tarihi').fill('1987-02-11');
      // The time left empty: unknown (the checkbox needs scripts).
      await b.getByRole('combobox', { name: 'Doğum yeri' }).fill('kadikoy');

      const response = await postForm(page);
      expect(response.url()).not.toContain('1983');
      expect(response.url()).not.toContain('?');
      expect(response.request().postData()).toContain('1983-09-22');
      // The answer carries two births: no cache may keep it.
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      expect(response.status()).toBe(200);

      const result = page.getByTestId('synastry-result');
      await expect(result).toBeVisible({ timeout: 25_000 });
      await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText('İlişki haritanızın yorumu');
      await expect(result).toContainText('Birinci kişinin Güneşi Başak’ta');
      await expect(result).toContainText('İkinci kişinin doğum saati bilinmediği');
      await expect(result.getByRole('table').first().getByRole('row').nth(1)).toContainText(/\d,\d\d°$/);
      await expectBareAddress(page);
      expect(page.url()).not.toContain('1983');
      // The form comes back filled in, the typed places as the search found them.
      await expect(a.getByLabel('Doğum tarihi')).toHaveValue('1983-09-22');
      await expect(a.getByRole('combobox', { name: 'Doğum yeri' })).toHaveValue(/^Eskişehir/);
      await expect(b.getByRole('combobox', { name: 'Doğum yeri' })).toHaveValue(/^Kadıköy, İstanbul/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test('a bad date: the Turkish message names the person, nothing in the address', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/iliski-haritasi');
      const a = page.getByTestId('person-a');
      const b = page.getByTestId('person-b');
      await a.getByLabel('Doğum tarihi').fill('1983-09-22');
      await a.getByRole('combobox', { name: 'Doğum yeri' }).fill('eskisehir');
      // Before 1900: the browser lets it through (the form checks nothing itself), the server does not.
      await b.getByLabel('Doğum tarihi').fill('1899-12-31');
      await b.getByLabel('Doğum saati', { exact: true }).fill('19:30');
      await b.getByRole('combobox', { name: 'Doğum yeri' }).fill('ankara');

      const response = await postForm(page);
      expect(response.url()).not.toContain('1899');
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.getByTestId('synastry-form').getByRole('alert')).toHaveText(
        'İkinci kişinin doğum tarihi 1 Ocak 1900 ya da sonrası olmalı: doğum haritası daha öncesi için hesaplanamaz.',
      );
      await expect(page.getByTestId('synastry-result')).toHaveCount(0);
      await expectBareAddress(page);
      // Corrected in the form that came back: the comparison follows.
      await expect(b.getByLabel('Doğum tarihi')).toHaveValue('1899-12-31');
      await b.getByLabel('Doğum tarihi').fill('1981-06-05');
      await postForm(page);
      await expect(page.getByTestId('synastry-result')).toBeVisible({ timeout: 25_000 });
      await expect(page.getByTestId('synastry-form').getByRole('alert')).toHaveCount(0);
      await expectBareAddress(page);
    });
  });
});
