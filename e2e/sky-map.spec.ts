import { expect, test, type Page, type Request } from './fixtures';
import fs from 'node:fs';

const isSkyMapApi = (url: URL) => url.pathname === '/api/sky-map';
const DIRECTIONS = '(kuzey|kuzeydoğu|doğu|güneydoğu|güney|güneybatı|batı|kuzeybatı)';

function istanbulToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

/** Holds the sky map API's answers until the returned function is called (a slow network). */
async function holdSkyMapApi(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(isSkyMapApi, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function open(page: Page) {
  const apiCalls: Request[] = [];
  page.on('request', (r) => {
    if (isSkyMapApi(new URL(r.url()))) apiCalls.push(r);
  });
  await page.goto('/sky-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gökyüzü Haritası' })).toBeVisible();
  return {
    apiCalls,
    date: page.getByLabel('Tarih'),
    submit: page.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }),
  };
}

test.describe('/sky-map', () => {
  test('starts idle: today’s date at most, Istanbul as text, nothing requested', async ({ page }) => {
    const { apiCalls, date, submit } = await open(page);
    const today = istanbulToday();
    await expect(date).toHaveValue(today);
    await expect(date).toHaveAttribute('max', today);
    await expect(submit).toBeEnabled();
    await expect(page.getByText(/Konum: İstanbul \(enlem 41\.0082, boylam 28\.9784\)/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expect(page.getByText('Gökyüzü haritası alınamadı')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(apiCalls).toHaveLength(0);
  });

  test('shows the chart, makes it the background, lists the planets and saves it', async ({ page }) => {
    const { apiCalls, date, submit } = await open(page);
    await date.fill('2024-01-15');
    await submit.click();

    const chart = page.getByRole('img', { name: /İstanbul gökyüzü haritası, 15 Ocak 2024, saat 21:00\./ });
    await expect(chart).toBeVisible();
    // The PNG really loaded and is at least 1200 px wide.
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThanOrEqual(1200);
    await expect(page.getByTestId('sky-map-background')).toHaveCSS(
      'background-image',
      /\/api\/sky-map\/image\?date=2024-01-15/,
    );

    // Planets above the horizon, in Turkish, also the image's text alternative.
    const items = page.getByTestId('visible-bodies').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const lines = await items.allTextContents();
    for (const line of lines)
      expect(line).toMatch(new RegExp(`^[A-ZÇĞİÖŞÜ][a-zçğıöşü]+ — ${DIRECTIONS}, \\d{1,2}°$`));
    expect(lines.some((l) => l.startsWith('Jüpiter — '))).toBe(true);
    const alt = await chart.getAttribute('alt');
    for (const line of lines) expect(alt).toContain(line);

    const downloadButton = page.getByRole('button', { name: 'Haritayı İndir' });
    await expect(downloadButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('gokyuzu-haritasi-2024-01-15.png');
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(1, 4).toString('ascii')).toBe('PNG');

    // Fresh for five minutes: asking again for the same date does not call the API again.
    expect(apiCalls).toHaveLength(1);
    await submit.click();
    await expect(chart).toBeVisible();
    await page.waitForTimeout(300);
    expect(apiCalls).toHaveLength(1);
  });

  test('disables the button while loading', async ({ page }) => {
    const release = await holdSkyMapApi(page);
    const { date, submit } = await open(page);
    await date.fill('2024-08-12');
    await submit.click();
    const loading = page.getByRole('button', { name: 'Yükleniyor...' });
    await expect(loading).toBeVisible();
    await expect(loading).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Gökyüzü Haritasını Göster' })).toBeEnabled();
    await expect(page.getByRole('img', { name: /12 Ağustos 2024/ })).toBeVisible();
  });

  test('holds the chart’s place from the submit on: nothing moves when the answer arrives', async ({
    page,
  }) => {
    const release = await holdSkyMapApi(page);
    const { date, submit } = await open(page);
    await date.fill('2024-01-15');
    // Layout shifts the browser counts against the page (none within 500 ms of an input).
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.__shifts.push(e.value);
      }).observe({ type: 'layout-shift' });
    });
    await submit.click();
    const placeholder = page.getByTestId('sky-map-placeholder');
    await expect(placeholder).toBeVisible();
    const waiting = await placeholder.locator(':scope > div').first().boundingBox();
    const howTo = page.getByRole('heading', { name: 'Harita nasıl okunur?' });
    const howToWaiting = await howTo.boundingBox();
    // Well past the 500 ms after the click, as on a slow network.
    await page.waitForTimeout(700);
    release();

    const chart = page.getByRole('img', { name: /15 Ocak 2024/ });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tam boyutta aç' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    const shown = await page.getByRole('main').locator('figure').boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(shown![key] - waiting![key])).toBeLessThan(1);
    // Beside the chart on a wide screen, the list leaves the page under it where it was.
    if ((page.viewportSize()?.width ?? 0) >= 1024)
      expect(Math.abs((await howTo.boundingBox())!.y - howToWaiting!.y)).toBeLessThan(1);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
  });

  test('says so when the answer has no image, and shows the raw answer on request', async ({ page }) => {
    await page.route(isSkyMapApi, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, note: 'boş' }),
      }),
    );
    const { submit } = await open(page);
    await submit.click();
    const message = page.getByText('Gökyüzü haritası görüntüsü mevcut değil');
    await expect(message).toBeVisible();
    await expect(message).toHaveClass(/text-red-/);
    const raw = page.locator('details pre');
    await expect(raw).toBeHidden();
    await page.getByText('API yanıtını göster').click();
    await expect(raw).toBeVisible();
    await expect(raw).toContainText('"success": true');
    await expect(raw).toContainText('"note": "boş"');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  });

  test('shows the failure in a red box on a non-OK answer', async ({ page }) => {
    await page.route(isSkyMapApi, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Sunucuda beklenmeyen bir hata oluştu.' }),
      }),
    );
    const { submit } = await open(page);
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Gökyüzü haritası alınamadı' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Sunucuda beklenmeyen bir hata oluştu.');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('hides the previous result when the date changes, until submitted again', async ({ page }) => {
    const { apiCalls, date, submit } = await open(page);
    await date.fill('2024-01-15');
    await submit.click();
    const chart = page.getByRole('img', { name: /15 Ocak 2024/ });
    await expect(chart).toBeVisible();

    await date.fill('2024-01-16');
    await expect(chart).toHaveCount(0);
    await expect(page.getByTestId('sky-map-background')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Haritayı İndir' })).toHaveCount(0);

    // Back to the first date: still hidden until the visitor asks again.
    await date.fill('2024-01-15');
    await page.waitForTimeout(200);
    await expect(chart).toHaveCount(0);
    await submit.click();
    await expect(chart).toBeVisible();
    expect(apiCalls.map((r) => new URL(r.url()).searchParams.get('date'))).toEqual(['2024-01-15']);

    // The same goes for an error: a new date hides it.
    await page.route(isSkyMapApi, (route) => route.fulfill({ status: 503, body: 'meşgul' }));
    await date.fill('2023-05-05');
    await submit.click();
    await expect(page.getByText('Gökyüzü haritası alınamadı')).toBeVisible();
    await date.fill('2023-05-06');
    await expect(page.getByText('Gökyüzü haritası alınamadı')).toHaveCount(0);
  });
});
