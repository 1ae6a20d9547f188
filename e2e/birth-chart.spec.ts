import { expect, test, withoutScripts, type Page } from './fixtures';
import fs from 'node:fs';

// Charts render on the server; the first ones on a busy machine take a few seconds.
test.describe.configure({ timeout: 60_000 });

// An address of the old kind (bookmarks, saved links): the page draws it and takes it off the address bar.
const SISLI_1979 = '/dogum-haritasi?date=1979-01-10&time=08%3A15&place=tr-34-sisli';

/** No birth in the address: the chart page's address is the calculator's own. */
async function expectBareAddress(page: Page) {
  await expect(page).toHaveURL(/\/dogum-haritasi(#[a-z-]+)?$/, { timeout: 20_000 });
}

/** Sends the form and waits for the chart the server renders. */
async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Haritamı hesapla' }).click();
  await expect(page.getByTestId('chart-result')).toBeVisible({ timeout: 25_000 });
}

async function pickPlace(page: Page, typed: string, name: RegExp) {
  const combo = page.getByRole('combobox', { name: 'Doğum yeri' });
  await combo.fill(typed);
  const option = page.getByRole('option', { name });
  await expect(option.first()).toBeVisible();
  // Keyboard: the first suggestion is active; move down and back up, then Enter picks it.
  await combo.press('ArrowDown');
  await combo.press('ArrowUp');
  await expect(combo).toHaveAttribute('aria-activedescendant', /.+/);
  await combo.press('Enter');
  await expect(page.getByRole('listbox', { includeHidden: true })).toBeHidden();
}

test.describe('/dogum-haritasi', () => {
  test('finds Şişli typed without diacritics and shows the chart of 10 January 1979, 08:15', async ({
    page,
  }) => {
    await page.goto('/dogum-haritasi');
    await expect(page.getByRole('heading', { level: 1, name: 'Doğum Haritası' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dogum-haritasi$/);

    await page.getByLabel('Doğum tarihi').fill('1979-01-10');
    await page.getByLabel('Doğum saati', { exact: true }).fill('08:15');
    await pickPlace(page, 'sisli', /^Şişli, İstanbul/);
    await expect(page.getByRole('combobox', { name: 'Doğum yeri' })).toHaveValue('Şişli, İstanbul');
    await calculate(page);

    // Posted, not put in the address: no history entry, referrer or access log carries the birth.
    await expectBareAddress(page);
    const result = page.getByTestId('chart-result');
    await expect(result.getByRole('heading', { name: 'Doğum haritanız' })).toBeVisible();
    await expect(page.getByTestId('clock-panel')).toContainText(
      'UTC+3, o yıllarda Türkiye’de kalıcı yaz saati',
    );
    await expect(page.getByTestId('rising-sensitivity')).toContainText(
      /dakika daha erken olsaydı yükselen burcunuz/,
    );

    const wheel = page.getByRole('img', { name: /^Doğum haritası çarkı\. Güneş Oğlak 19° 21′/ });
    await expect(wheel).toBeVisible();
    // Readable at 390 px too: the wheel keeps at least 340 px of width.
    expect((await wheel.boundingBox())!.width).toBeGreaterThan(340);
    await expect(wheel.locator('[data-body]')).toHaveCount(11);

    // The accessible equivalent: the same data as tables.
    const positions = page.getByRole('table').filter({ hasText: 'Gök cismi' });
    await expect(positions.getByRole('row', { name: /Güneş/ })).toContainText('Oğlak 19° 21′');
    await expect(positions.getByRole('row', { name: /Yükselen/ })).toContainText('Oğlak');
    await expect(page.getByRole('heading', { name: 'Ev başlangıçları' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Açılar', exact: true })).toBeVisible();

    // Readings that speak to these placements.
    await expect(page.getByRole('heading', { name: 'Güneş Oğlak’ta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Yükselen Oğlak' })).toBeVisible();
    await expect(page.getByText(/^Yükselen burcunuz Oğlak: dünyaya ciddi/)).toBeVisible();

    // For a visitor who is not an astrologer: the plain reading of the three signs first, then the
    // way to keep the chart and to the personal reading; the wheel and the tables after them.
    const essence = page.getByRole('heading', { name: 'Haritanızın özü' });
    const yOf = async (l: typeof essence) => (await l.boundingBox())!.y;
    expect(await yOf(essence)).toBeLessThan(await yOf(page.getByRole('heading', { name: 'Güneş Oğlak’ta' })));
    expect(await yOf(page.getByRole('heading', { name: 'Yükselen Oğlak' }))).toBeLessThan(
      await yOf(page.getByRole('button', { name: 'Haritamı kaydet' })),
    );
    expect(await yOf(page.getByRole('button', { name: 'Haritamı kaydet' }))).toBeLessThan(await yOf(wheel));
    await expect(result.getByRole('link', { name: 'kişisel günlük yorumunuz' })).toHaveAttribute(
      'href',
      '/kisisel-yorum',
    );
    // The house system waits under "Gelişmiş" (Placidus, the default, needs no choice).
    await expect(result.getByRole('navigation', { name: 'Ev sistemi' })).toBeHidden();
    await result.getByText('Gelişmiş', { exact: true }).click();
    await expect(result.getByRole('button', { name: 'Placidus' })).toHaveAttribute('aria-current', 'true');
    await result.getByRole('button', { name: 'Eşit Ev' }).click();
    await expect(result.getByRole('button', { name: 'Eşit Ev' })).toHaveAttribute('aria-current', 'true', {
      timeout: 20_000,
    });
    await expectBareAddress(page);
    // Sharing sends the picture where the browser can share files; there is no link to share.
    await expect(result.getByRole('button', { name: 'Bağlantıyı paylaş' })).toHaveCount(0);
  });

  test('a summer 1983 birth in Türkiye uses UTC+4', async ({ page }) => {
    await page.goto('/dogum-haritasi');
    await page.getByLabel('Doğum tarihi').fill('1983-08-15');
    await page.getByLabel('Doğum saati', { exact: true }).fill('10:00');
    await pickPlace(page, 'ankara', /^Ankara/);
    await calculate(page);
    await expect(page.getByTestId('clock-panel')).toContainText('Kullanılan saat farkı: UTC+4');
    await expect(page.getByTestId('clock-panel')).toContainText('1983 yazında');
  });

  test('an hour repeated when the clocks went back offers both readings, and the choice sticks', async ({
    page,
  }) => {
    await page.goto('/dogum-haritasi');
    await page.getByLabel('Doğum tarihi').fill('2010-10-31');
    await page.getByLabel('Doğum saati', { exact: true }).fill('03:30');
    await pickPlace(page, 'ankara', /^Ankara/);
    await calculate(page);
    const panel = page.getByTestId('clock-panel');
    await expect(panel).toContainText('03:30 iki kez yaşandı');
    const choices = panel.getByRole('button', { name: /03:30/ });
    await expect(choices).toHaveCount(2);
    await expect(panel.getByRole('button', { name: /^Seçili: ilk 03:30/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await panel.getByRole('button', { name: /^ikinci 03:30/ }).click();
    await expect(page.getByRole('button', { name: /^Seçili: ikinci 03:30/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('clock-panel')).toContainText('UTC+2');
    await expectBareAddress(page);
  });

  test('with an unknown time: no houses, no rising sign, and both Moon signs when the Moon changed sign', async ({
    page,
  }) => {
    await page.goto('/dogum-haritasi');
    await page.getByLabel('Doğum tarihi').fill('1990-05-03');
    await page.getByLabel('Doğum saatimi bilmiyorum').check();
    await expect(page.getByLabel('Doğum saati', { exact: true })).toBeDisabled();
    await pickPlace(page, 'sisli', /^Şişli/);
    await calculate(page);
    await expectBareAddress(page);

    await expect(page.getByTestId('unknown-time-note')).toContainText(
      'yükselen burç, tepe noktası ve evler hesaplanmadı',
    );
    await expect(page.getByRole('heading', { name: 'Ev başlangıçları' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Yükselen / })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ay Aslan’da ya da Başak’ta' })).toBeVisible();
    await expect(page.getByText('Ay doğduğunuz gün Aslan’dan Başak’a geçti', { exact: false })).toBeVisible();
  });

  test('checks the form before sending it', async ({ page }) => {
    await page.goto('/dogum-haritasi');
    await page.getByRole('button', { name: 'Haritamı hesapla' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lütfen' })).toContainText(
      'Lütfen işaretli alanları düzeltin: 3 alan eksik ya da hatalı.',
    );
    await expect(page.getByText('Doğum tarihinizi girin.')).toBeVisible();
    await expect(page.getByText('Doğum yerinizi yazın ve önerilerden birini seçin.')).toBeVisible();
    await expect(page).toHaveURL(/\/dogum-haritasi$/, { timeout: 20_000 });
  });

  test('an old address with a bad birth explains itself in Turkish and leaves the address bar', async ({
    page,
  }) => {
    await page.goto('/dogum-haritasi?date=1979-01-10&time=25%3A61&place=tr-34-sisli');
    const alert = page.getByRole('alert').filter({ hasText: 'Harita hesaplanamadı' });
    await expect(alert).toContainText('Doğum saati 24 saatlik düzende saat:dakika olarak');
    await expectBareAddress(page);
  });

  test('typed coordinates work instead of a place', async ({ page }) => {
    await page.goto('/dogum-haritasi');
    await page.getByLabel('Doğum tarihi').fill('1979-01-10');
    await page.getByLabel('Doğum saati', { exact: true }).fill('08:15');
    await page.getByRole('button', { name: 'Listede yok mu? Koordinatları girin' }).click();
    await page.getByLabel('Enlem, kuzey artı').fill('41.0605');
    await page.getByLabel('Boylam, doğu artı').fill('28.9872');
    await expect(page.getByLabel('Saat dilimi')).toHaveValue('Europe/Istanbul');
    await calculate(page);
    await expect(page.getByRole('heading', { name: 'Yükselen Oğlak' })).toBeVisible();
    await expectBareAddress(page);
  });

  test('downloads the wheel as a PNG drawn in the browser', async ({ page }) => {
    await page.goto(SISLI_1979);
    await expect(page.getByTestId('chart-result')).toBeVisible({ timeout: 25_000 });
    await expectBareAddress(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG olarak indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('dogum-haritasi-1979-01-10.png');
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(30_000);
    await expect(page.getByRole('status')).toContainText('PNG olarak indirildi');
  });

  test('“Haritamı kaydet” keeps the chart in this browser; the home page greets with the personal reading; readings offer the rising sign', async ({
    page,
  }) => {
    await page.goto(SISLI_1979);
    await page.getByRole('button', { name: 'Haritamı kaydet' }).click();
    await expect(page.getByRole('status')).toContainText('yalnızca bu tarayıcıya kaydedildi');

    await page.goto('/');
    const greeting = page.getByTestId('saved-chart-greeting');
    await expect(greeting).toContainText('Yükselen burcunuz Oğlak');
    await expect(greeting).toContainText('Şişli, 10 Ocak 1979, 08:15');
    await expect(greeting).toContainText('yükselen burca göre');
    await expect(greeting.getByRole('link', { name: 'Oğlak günlük yorumunun tamamı' })).toHaveAttribute(
      'href',
      '/daily/oglak',
    );
    await expect(greeting.getByRole('link', { name: 'Kişisel yorumunuzun tamamı' })).toHaveAttribute(
      'href',
      '/kisisel-yorum',
    );
    // The greeting opens the saved chart without its birth in the address.
    await greeting.getByRole('link', { name: 'Doğum haritanızı açın' }).click();
    await expect(page.getByRole('button', { name: /Kaydedildi/ })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 25_000,
    });
    await expectBareAddress(page);
    await page.goto('/');
    // The personal reading itself arrives, not the message that it could not.
    await expect(greeting.getByText('Yorumunuz hazırlanıyor...')).toHaveCount(0, { timeout: 20_000 });
    await expect(greeting).not.toContainText('ulaşamadık');

    // A sign's reading offers the rising sign's; the rising sign's own reading does not.
    await page.goto('/daily/koc');
    await expect(
      page.getByRole('link', { name: 'Yükselen burcunuza göre okuyun: Oğlak günlük yorumu' }),
    ).toHaveAttribute('href', '/daily/oglak');
    await page.goto('/weekly/oglak');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('rising-sign-hint')).toHaveCount(0);

    await page.goto('/dogum-haritasi');
    await expect(page.getByTestId('saved-chart-link')).toContainText(
      'Bu tarayıcıda kayıtlı bir haritanız var',
    );
    await page.getByRole('button', { name: 'Haritamı aç' }).click();
    await expect(page.getByRole('button', { name: /Kaydedildi/ })).toBeVisible({ timeout: 25_000 });
    await expectBareAddress(page);
    await page.getByRole('button', { name: /Kaydedildi/ }).click();
    await page.goto('/');
    await expect(page.getByTestId('saved-chart-greeting')).toHaveCount(0);
  });
});

test.describe('/yukselen-burc', () => {
  test('explains the rising sign and its quick calculator leads to the full chart', async ({ page }) => {
    await page.goto('/yukselen-burc');
    await expect(page.getByRole('heading', { level: 1, name: 'Yükselen Burç Hesaplama' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/yukselen-burc$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain('"FAQPage"');
    expect(ld.join('')).toContain('"BreadcrumbList"');
    await expect(page.getByRole('heading', { name: 'Yükselen burç nedir?' })).toBeVisible();

    await page.getByLabel('Doğum tarihi').fill('1979-01-10');
    await page.getByLabel('Doğum saati', { exact: true }).fill('08:15');
    await pickPlace(page, 'sisli', /^Şişli/);
    await page.getByRole('button', { name: 'Yükselen burcumu hesapla' }).click();
    await expect(page.getByRole('heading', { name: 'Yükselen Oğlak' })).toBeVisible({ timeout: 25_000 });
    await expectBareAddress(page);
  });
});

test.describe('/dogum-haritasi without JavaScript', () => {
  test('the form posts the birth and the page answers with the chart; its choices post too', async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/dogum-haritasi');
      await page.getByLabel('Doğum tarihi').fill('1979-01-10');
      await page.getByLabel('Doğum saati', { exact: true }).fill('08:15');
      // No suggestions before hydration: the typed place is searched on the server.
      await page.getByRole('combobox', { name: 'Doğum yeri' }).fill('Şişli');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Haritamı hesapla' }).click(),
      ]);
      expect(response.url()).not.toContain('1979');
      expect(response.request().postData()).toContain('1979-01-10');
      // The answer carries a birth: no shared cache may keep it.
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.getByTestId('chart-result')).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('heading', { name: 'Yükselen Oğlak' })).toBeVisible();
      await expect(page.getByTestId('clock-panel')).toContainText('UTC+3');
      await expectBareAddress(page);

      // The result's own choices are forms too.
      await page.getByText('Gelişmiş', { exact: true }).last().click();
      await page.getByRole('button', { name: 'Eşit Ev' }).click();
      await expect(page.getByRole('button', { name: 'Eşit Ev' })).toHaveAttribute('aria-current', 'true', {
        timeout: 25_000,
      });
      await expectBareAddress(page);
    });
  });

  test('a bad birth is explained in Turkish, the form keeps what was typed', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/dogum-haritasi');
      await page.getByLabel('Doğum tarihi').fill('1979-01-10');
      await page.getByLabel('Doğum saati', { exact: true }).fill('08:15');
      await page.getByRole('button', { name: 'Haritamı hesapla' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Harita hesaplanamadı' });
      await expect(alert).toBeVisible({ timeout: 25_000 });
      await expect(page.getByLabel('Doğum tarihi')).toHaveValue('1979-01-10');
    });
  });
});
