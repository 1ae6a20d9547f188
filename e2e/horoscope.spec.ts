import { expect, test, type Page, type Route } from './fixtures';

// Labels computed with the browser-independent Intl API in Istanbul's zone, not with our code.
const istanbul = (opts: Intl.DateTimeFormatOptions, d = new Date()) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', ...opts }).format(d);

const API = '**/api/horoscopes/**';

async function countApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/horoscopes/')) calls.push(r.url());
  });
  return calls;
}

// Next's route announcer also has role=alert: the error box is the one with its title.
const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Bir hata oluştu' });

// The grid's items are links to /{period}/{sign} that, hydrated, load the reading in place.
async function pick(page: Page, name: string) {
  await page
    .getByRole('list', { name: 'Burcunuzu seçin' })
    .getByRole('link', { name: new RegExp(`^${name}\\s`) })
    .click();
}

test.describe('/daily, /weekly, /monthly', () => {
  test('header, nothing fetched before a sign, loading, the card scrolled into view', async ({ page }) => {
    const calls = await countApiCalls(page);
    // Hold the first answer back so the loading state is visible.
    await page.route(API, async (route) => {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 1200));
      await route.fulfill({ response });
    });
    await page.goto('/daily');
    await expect(page.getByRole('heading', { level: 1, name: 'Günlük Burç Yorumları' })).toBeVisible();
    await expect(
      page.getByText(istanbul({ day: 'numeric', month: 'long', weekday: 'long' }), { exact: true }),
    ).toBeVisible();
    await page.waitForTimeout(1000);
    expect(calls).toHaveLength(0);

    await pick(page, 'Koç');
    await expect(page.getByText('Yorumunuz hazırlanıyor...')).toBeVisible();
    const card = page.getByTestId('reading-card');
    await expect(card.getByRole('heading', { name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
    await expect(card).toBeInViewport();
    // The card may already peek into the viewport before the scroll (100 ms later) begins.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(calls).toEqual([expect.stringMatching(/\/api\/horoscopes\/daily\/koc$/)]);

    await expect(card).toContainText('Genel:');
    // The e2e server has no model configured: the label says the text was composed.
    await expect(card).toContainText('Bu yorum, dönemin gerçek gökyüzü hesaplanarak otomatik olarak yazıldı.');
    await expect(card.getByText('Yorumun dayandığı gökyüzü')).toBeVisible();
    // The day's sky box: where the Moon is, and in which of the sign's houses.
    await expect(card.getByTestId('sky-notes')).toContainText(/öğle saatinde \d+\. evinizde/);
    expect(await page.evaluate(() => localStorage.getItem('selectedZodiacSign'))).toBe('koc');
    await expect(card.getByRole('link', { name: /Koç Burcu Günlük Yorumu sayfasına git/ })).toHaveAttribute(
      'href',
      '/daily/koc',
    );
  });

  test('a sign remembered from an earlier visit loads its reading at once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedZodiacSign', 'balik'));
    await page.goto('/weekly');
    await expect(page.getByRole('heading', { level: 1, name: 'Haftalık Burç Yorumları' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balık Burcu Haftalık Yorumu' })).toBeVisible();
  });

  test('weekly label runs Monday to Sunday; monthly shows month and year', async ({ page }) => {
    // Today's calendar date in Istanbul, then Monday and Sunday of its week, as UTC noons.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Istanbul',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      })
        .formatToParts(new Date())
        .map((p) => [p.type, p.value]),
    );
    const today = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 12));
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    const dm = { day: 'numeric', month: 'long' } as const;
    await page.goto('/weekly');
    await expect(
      page.getByText(`${istanbul(dm, monday)} - ${istanbul(dm, sunday)}`, { exact: true }),
    ).toBeVisible();
    await page.goto('/monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Aylık Burç Yorumları' })).toBeVisible();
    await expect(page.getByText(istanbul({ month: 'long', year: 'numeric' }), { exact: true })).toBeVisible();
  });

  test('the grid page links to the per-sign pages', async ({ page }) => {
    await page.goto('/monthly');
    await expect(page.getByRole('link', { name: /Kova aylık yorumu/ })).toHaveAttribute(
      'href',
      '/monthly/kova',
    );
  });
});

test.describe('error and info states (faults injected at the network layer)', () => {
  const fulfil = (status: number, body: string) => (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body });

  test('HTTP failure with a message: the red box shows it, after three retries', async ({ page }) => {
    let attempts = 0;
    await page.route(API, (route) => {
      attempts++;
      return fulfil(503, JSON.stringify({ success: false, message: 'Yıldızlar şu an bakımda.' }))(route);
    });
    await page.goto('/daily');
    await pick(page, 'Aslan');
    await expect(errorBox(page)).toContainText('Yıldızlar şu an bakımda.');
    expect(attempts).toBe(4);
  });

  test('HTTP failure without a message: "Burç bilgisi alınamadı"', async ({ page }) => {
    await page.route(API, fulfil(500, '<html>hata</html>'));
    await page.goto('/daily');
    await pick(page, 'Terazi');
    await expect(errorBox(page)).toContainText('Burç bilgisi alınamadı');
  });

  test('no answer at all: the general message', async ({ page }) => {
    await page.route(API, (route) => route.abort('connectionrefused'));
    await page.goto('/daily');
    await pick(page, 'Yay');
    await expect(errorBox(page)).toContainText(
      'Burç yorumu yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
    );
  });

  test('unsuccessful answer: the yellow box with its message, else the fallback', async ({ page }) => {
    await page.route(API, (route) =>
      route.request().url().endsWith('/oglak')
        ? fulfil(200, JSON.stringify({ success: false, message: 'Yorumlar birazdan yayında.' }))(route)
        : fulfil(200, JSON.stringify({ success: false }))(route),
    );
    await page.goto('/daily');
    await pick(page, 'Oğlak');
    const info = page.getByRole('status').filter({ hasText: 'Bilgi' });
    await expect(info).toContainText('Yorumlar birazdan yayında.');
    await pick(page, 'Kova');
    await expect(page.getByRole('status').filter({ hasText: 'Bilgi' })).toContainText(
      'Bu burç için henüz yorum bulunmuyor.',
    );
    await expect(errorBox(page)).toHaveCount(0);
  });
});

test.describe('per-sign pages', () => {
  for (const [type, name] of [
    ['daily', 'Günlük'],
    ['weekly', 'Haftalık'],
    ['monthly', 'Aylık'],
  ] as const) {
    test(`/${type}/akrep: the reading in the HTML, Article JSON-LD, article Open Graph, canonical`, async ({
      request,
    }) => {
      const api = await (await request.get(`/api/horoscopes/${type}/akrep`)).json();
      expect(api.success).toBe(true);
      const res = await request.get(`/${type}/akrep`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const opening = api.data.prediction.split('\n\n')[0].replace(/^Genel: /, '');
      expect(html).toContain(opening);
      expect(html).toContain(
        `<h1 class="font-display text-3xl font-semibold text-white sm:text-4xl">Akrep Burcu ${name} Yorumu</h1>`,
      );

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
        (m) => {
          const parsed = JSON.parse(m[1]);
          return Array.isArray(parsed) ? parsed : [parsed];
        },
      );
      const article = blocks.find((b) => b['@type'] === 'Article');
      expect(article).toMatchObject({
        headline: `Akrep Burcu ${name} Yorumu`,
        datePublished: api.data.createdAt,
        inLanguage: 'tr-TR',
        author: { name: 'Yıldız Rehberi' },
        publisher: { name: 'Yıldız Rehberi' },
      });
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

      expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
      expect(html).toContain(`<meta property="article:published_time" content="${api.data.createdAt}"/>`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/${type}/akrep"/>`);
      expect(html).toMatch(
        new RegExp(`<meta property="og:image" content="[^"]*/${type}/akrep/opengraph-image[^"]*"/>`),
      );
      expect(html).toContain('<meta property="og:locale" content="tr_TR"/>');
    });
  }

  test('the Open Graph image of a reading page is a PNG', async ({ request }) => {
    const res = await request.get('/daily/koc/opengraph-image');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  });

  test('an unknown sign is a 404 page', async ({ request }) => {
    expect((await request.get('/daily/yilan')).status()).toBe(404);
  });

  test('the reading page reads well on screen', async ({ page }) => {
    await page.goto('/daily/boga');
    await expect(page.getByRole('heading', { level: 1, name: 'Boğa Burcu Günlük Yorumu' })).toBeVisible();
    await expect(page.getByText('Yorumun dayandığı gökyüzü')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Boğa haftalık yorumu' })).toHaveAttribute(
      'href',
      '/weekly/boga',
    );
  });
});

// Istanbul's calendar from Intl alone, as yyyy-MM-dd, shifted by whole days.
function istanbulDay(shift = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  return d.toISOString().slice(0, 10);
}

test.describe('neighbours, dated pages and sharing', () => {
  test('/daily/{sign}: tabs Dün · Bugün · Yarın lead to dated pages; links to the weekly and monthly', async ({
    page,
  }) => {
    await page.goto('/daily/koc');
    const tabs = page.getByRole('navigation', { name: 'Yorumun dönemi' });
    await expect(tabs.getByRole('link', { name: /^Bugün/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /^Dün/ })).toHaveAttribute(
      'href',
      `/daily/koc/${istanbulDay(-1)}`,
    );
    await expect(tabs.getByRole('link', { name: /^Yarın/ })).toHaveAttribute(
      'href',
      `/daily/koc/${istanbulDay(1)}`,
    );
    await expect(page.getByRole('link', { name: 'Koç haftalık yorumu' })).toHaveAttribute(
      'href',
      '/weekly/koc',
    );
    await expect(page.getByRole('link', { name: 'Koç aylık yorumu' })).toHaveAttribute(
      'href',
      '/monthly/koc',
    );

    await tabs.getByRole('link', { name: /^Yarın/ }).click();
    await expect(page).toHaveURL(new RegExp(`/daily/koc/${istanbulDay(1)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Koç Burcu Günlük Yorumu' })).toBeVisible();
    const year = istanbulDay(1).slice(0, 4);
    await expect(page.getByText(new RegExp(`^\\d{1,2} \\S+ ${year} \\S+$`)).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Yorumun dönemi' }).getByRole('link', { name: /^Yarın/ }),
    ).toHaveAttribute('aria-current', 'page');
    // The summary and the ratings, written out.
    await expect(page.getByTestId('reading-summary')).not.toBeEmpty();
    for (const name of ['Aşk', 'Kariyer', 'Sağlık', 'Enerji']) {
      await expect(page.getByText(new RegExp(`^${name}: [1-5]/5$`))).toBeVisible();
    }
  });

  test('dated pages: canonical, Article JSON-LD, the reading of that period', async ({ request }) => {
    for (const [path, start] of [
      ['/daily/akrep/2025-03-12', '2025-03-12'],
      ['/weekly/akrep/2025-03-10', '2025-03-10'],
      ['/monthly/akrep/2025-03', '2025-03-01'],
    ] as const) {
      const type = path.split('/')[1];
      const api = await (await request.get(`/api/horoscopes/${type}/akrep?date=${start}`)).json();
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
      expect(html).toContain(
        api.data.sections[0].text
          .replace(/\n[\s\S]*/, '')
          .replace(/&/g, '&amp;')
          .slice(0, 60),
      );
      const article = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .flatMap((m) => [JSON.parse(m[1])].flat())
        .find((b) => b['@type'] === 'Article');
      expect(article).toMatchObject({
        url: `http://localhost:3000${path}`,
        datePublished: api.data.createdAt,
      });
      expect(html).toMatch(
        new RegExp(`<meta property="og:image" content="[^"]*${path}/opengraph-image[^"]*"/>`),
      );
    }
    const og = await request.get('/monthly/akrep/2025-03/opengraph-image');
    expect(og.headers()['content-type']).toBe('image/png');
  });

  test('a weekly date that is not a Monday redirects to its Monday; bad and out-of-range dates are the Turkish 404', async ({
    page,
    request,
  }) => {
    const res = await request.get('/weekly/akrep/2025-03-13', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/weekly/akrep/2025-03-10');
    for (const path of [
      '/daily/akrep/2023-12-31',
      `/daily/akrep/${istanbulDay(2)}`,
      '/daily/akrep/2025-02-30',
      '/daily/akrep/dun',
      '/monthly/akrep/2025-13',
      '/monthly/akrep/2025-03-01',
      '/weekly/yilan/2025-03-10',
    ]) {
      expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 404 });
    }
    await page.goto('/daily/akrep/2023-12-31');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfa gökyüzünde kayboldu');
  });

  test('the share row: WhatsApp and X carry the address; copying is confirmed aloud', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/weekly/yay/2025-03-10');
    const url = 'http://localhost:3000/weekly/yay/2025-03-10';
    const whatsapp = await page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!)).toContain(url);
    const x = new URL((await page.getByRole('link', { name: /^X/ }).getAttribute('href'))!);
    expect(x.searchParams.get('url')).toBe(url);
    await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bağlantı kopyalandı.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('picking a sign moves focus to the reading’s title; a remembered sign does not move the page', async ({
    page,
  }) => {
    await page.goto('/monthly');
    await pick(page, 'İkizler');
    const heading = page.getByRole('heading', { name: 'İkizler Burcu Aylık Yorumu' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // A second pick, of a reading already loaded once, does the same.
    await pick(page, 'Kova');
    await expect(page.getByRole('heading', { name: 'Kova Burcu Aylık Yorumu' })).toBeFocused();

    // Returning: the reading loads, the page stays where it is, and a button leads there.
    await page.goto('/monthly');
    await expect(page.getByRole('heading', { name: 'Kova Burcu Aylık Yorumu' })).toBeAttached();
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const card = page.getByTestId('reading-card');
    const below = await card.evaluate((el) => el.getBoundingClientRect().top >= window.innerHeight);
    const go = page.getByRole('button', { name: /Kova yorumunuza gidin/ });
    if (below) {
      await expect(go).toBeVisible();
      await go.click();
      await expect(page.getByRole('heading', { name: 'Kova Burcu Aylık Yorumu' })).toBeFocused();
    } else {
      // Already in view: nothing to lead to.
      await expect(go).toHaveCount(0);
    }
    await expect(page.getByTestId('reading-card')).toBeInViewport();
  });
});
