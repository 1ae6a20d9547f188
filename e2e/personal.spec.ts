import { expect, test } from './fixtures';

// The readings are computed on the server on demand; a busy machine takes a few seconds.
test.describe.configure({ timeout: 90_000 });

const SISLI_1979 = '/dogum-haritasi?date=1979-01-10&time=08%3A15&place=tr-34-sisli';
/** The chart as 'Haritamı kaydet' stores it in localStorage (components/birth-chart/saved-chart.ts). */
const SAVED_SISLI = {
  search: 'date=1979-01-10&time=08%3A15&place=tr-34-sisli',
  sun: 'oglak',
  moon: 'ikizler',
  rising: 'oglak',
  label: 'Şişli, 10 Ocak 1979, 08:15',
  savedAt: '2026-01-01T00:00:00.000Z',
};

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

  test('the 30-day timeline is readable at the project’s width: no overflow, labels ≥ 12 px, every transit listed', async ({
    page,
  }, info) => {
    await page.addInitScript((saved) => {
      localStorage.setItem('yildizRehberi.dogumHaritasi', JSON.stringify(saved));
    }, SAVED_SISLI);
    await page.goto('/kisisel-yorum');
    const figure = page.getByTestId('timeline-svg');
    await expect(figure).toBeVisible({ timeout: 60_000 });
    const narrow = info.project.name === 'mobile';
    // One layout at a time: names above the bars on a phone, beside them on a wide screen.
    await expect(page.getByTestId(narrow ? 'timeline-narrow' : 'timeline-wide')).toBeVisible();
    await expect(page.getByTestId(narrow ? 'timeline-wide' : 'timeline-narrow')).toBeHidden();
    // The figure says what it shows.
    await expect(figure).toHaveAccessibleName(/Önümüzdeki 30 günün geçişleri/);
    await expect(figure.locator('desc')).toContainText('Aynı bilgiler aşağıdaki listede');

    // The page does not scroll sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Every visible label is at least 12 px on screen and stays inside the figure.
    const labels = await figure.locator('[data-timeline-label]').evaluateAll(
      (els, svg) => {
        const box = (svg as Element).getBoundingClientRect();
        return els
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => {
            const r = e.getBoundingClientRect();
            return {
              text: e.textContent ?? '',
              // The size on screen: the CSS size times the SVG's scale (a viewBox shrinks its text).
              size:
                parseFloat(getComputedStyle(e).fontSize) *
                Math.hypot(
                  (e as SVGGraphicsElement).getScreenCTM()!.a,
                  (e as SVGGraphicsElement).getScreenCTM()!.b,
                ),
              inside: r.left >= box.left - 1 && r.right <= box.right + 1,
            };
          });
      },
      await figure.elementHandle(),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l).toEqual({ text: l.text, size: expect.any(Number), inside: true });
    expect(Math.min(...labels.map((l) => l.size))).toBeGreaterThanOrEqual(12);

    // The text list holds every transit the figure draws, each with its exact time.
    const drawn = labels.map((l) => l.text).filter((t) => !t.startsWith('tam '));
    const listed = await page
      .getByTestId('timeline-list')
      .locator('li > span.font-semibold')
      .allTextContents();
    expect(listed).toEqual(drawn);
    for (const item of await page.getByTestId('timeline-list').locator('li').allTextContents())
      expect(item).toMatch(/Tam: \d{1,2} \p{L}+, \d{2}:\d{2}/u);
    const fontSize = await page
      .getByTestId('timeline-list')
      .locator('li span')
      .first()
      .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(12);
    await page.getByRole('heading', { name: 'Önümüzdeki 30 gün' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`kisisel-yorum-zaman-${info.project.name}.png`) });
  });
});
