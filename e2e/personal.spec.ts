import { expect, test } from './fixtures';

// The readings are computed on the server on demand; a busy machine takes a few seconds.
test.describe.configure({ timeout: 90_000 });

const SISLI_1979 = '/dogum-haritasi?date=1979-01-10&time=08%3A15&place=tr-34-sisli';

test.describe('/kisisel-yorum', () => {
  test('without a saved chart: the birth form and the privacy sentence', async ({ page }, info) => {
    await page.goto('/kisisel-yorum');
    await expect(page.getByRole('heading', { level: 1, name: 'Kişisel Yorum' })).toBeVisible();
    await expect(page.getByTestId('privacy-note')).toContainText('yalnızca bu tarayıcıda saklanır');
    await expect(page.getByLabel('Doğum tarihi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Haritamı hesapla' })).toBeVisible();
    await page.screenshot({
      path: info.outputPath(`kisisel-yorum-form-${info.project.name}.png`),
      fullPage: true,
    });
  });

  test('save a chart → the personal reading → tomorrow; birth data only in POST bodies', async ({
    page,
  }, info) => {
    const addresses: string[] = [];
    page.on('request', (r) => addresses.push(r.url()));
    await page.goto(SISLI_1979);
    await page.getByRole('button', { name: 'Haritamı kaydet' }).click();
    await expect(page.getByRole('status')).toContainText('yalnızca bu tarayıcıya kaydedildi');

    addresses.length = 0;
    await page.goto('/kisisel-yorum');
    await expect(page.getByTestId('personal-sky')).toContainText('Şişli, 10 Ocak 1979, 08:15');
    const reading = page.getByTestId('personal-reading');
    await expect(reading.getByRole('heading', { name: 'Ay bugün' })).toBeVisible({ timeout: 45_000 });
    const today = await reading.textContent();
    await expect(page.getByRole('heading', { name: 'Bugün haritanızda' })).toBeVisible();
    await expect(page.getByTestId('timeline-svg')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('timeline-list').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('solar-return')).toContainText('İstanbul saati', { timeout: 45_000 });
    await expect(page.getByRole('button', { name: 'Takvimime ekle (.ics)' })).toBeEnabled({
      timeout: 45_000,
    });
    await page.screenshot({
      path: info.outputPath(`kisisel-yorum-bugun-${info.project.name}.png`),
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Yarın' }).click();
    await expect(page.getByRole('tab', { name: 'Yarın' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Yarın haritanızda' })).toBeVisible({ timeout: 45_000 });
    await expect(reading.getByRole('heading', { name: 'Ay bugün' })).toBeVisible();
    expect(await reading.textContent()).not.toEqual(today);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Takvimime ekle (.ics)' }).click();
    expect((await download).suggestedFilename()).toBe('kisisel-gokyuzu.ics');

    // Nothing of the birth travelled in an address.
    for (const url of addresses) expect(url).not.toMatch(/1979-01-10|tr-34-sisli/);
  });
});
