/**
 * Core Web Vitals as a visitor on a slow phone feels them, in a real browser: Debian's Chromium
 * through Playwright at 390×844, with 4× CPU slowdown and Lighthouse's Slow 4G (150 ms RTT,
 * 1.6 Mbps down, 750 kbps up) set over CDP. LCP, CLS and INP come from the page's own
 * PerformanceObserver through the `web-vitals` library (its IIFE build, injected before the
 * page's scripts). Each route loads in a fresh context (empty cache), five times by default,
 * rounds interleaved; the table quotes medians. The first row is an empty Next app
 * (bench/floor.ts), measured in the same rounds: what the framework alone costs here.
 * INP is measured on the main interactions: pick a sign (/daily), draw and reveal tarot, calculate
 * compatibility, submit the sky map, open the menu (/). Interactions shorter than 16 ms are not
 * reported by the browser at all; they show as "<16".
 *
 * Usage: npm run bench:vitals [-- /path /other] [--runs=5]
 * Goals: LCP ≤ 2.0 s, CLS ≤ 0.05 on every route; INP ≤ 150 ms on the interactions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../tests/helpers/server';
import { startFloorApp } from './floor';
import { LIGHTHOUSE_ROUTES } from './lighthouse';
import { machineLine, median } from './lib';

const GOALS = { lcpMs: 2000, cls: 0.05, inpMs: 150 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile "Slow 4G" (its throttling constants): bytes per second for CDP. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const VIEWPORT = { width: 390, height: 844 };
// A phone's user agent without "Headless": the site's own RUM reporter counts it like a visitor
// would be (into the bench server's throwaway database).
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const CHROMIUM = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const WEB_VITALS_IIFE = fs.readFileSync(
  path.join(process.cwd(), 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js'),
  'utf8',
);
/** Runs before the page's scripts: the library's observers, every change kept on window. */
const COLLECTOR = `${WEB_VITALS_IIFE}
;(() => {
  const v = (window.__benchVitals = {});
  const keep = (m) => { v[m.name] = m.value; };
  webVitals.onLCP(keep, { reportAllChanges: true });
  webVitals.onCLS(keep, { reportAllChanges: true });
  webVitals.onINP(keep, { reportAllChanges: true, durationThreshold: 16 });
})();`;

type Interaction = (page: Page) => Promise<void>;

/** The reference row: the empty Next app of bench/floor.ts. */
const FLOOR_LABEL = 'empty Next app /';

/** The main interactions, by route. */
const INTERACTIONS: Record<string, { name: string; run: Interaction }> = {
  '/': {
    name: 'open the menu',
    run: (p) => p.getByRole('button', { name: 'Menüyü aç' }).click(),
  },
  '/daily': {
    name: 'pick a sign',
    run: (p) =>
      p
        .getByRole('list', { name: 'Burcunuzu seçin' })
        .getByRole('link', { name: /^Koç\s/ })
        .click(),
  },
  '/tarot': {
    name: 'draw and reveal tarot',
    run: async (p) => {
      await p.getByRole('button', { name: 'Fal Bakmaya Başla' }).click();
      await p.getByRole('button', { name: 'Falı Aç' }).click();
    },
  },
  '/love-compatibility': {
    name: 'calculate compatibility',
    run: async (p) => {
      await p.getByLabel('İlk Burç').selectOption('koc');
      await p.getByLabel('İkinci Burç').selectOption('terazi');
      await p.getByRole('button', { name: 'Uyumluluğu Hesapla' }).click();
    },
  },
  '/sky-map': {
    name: 'submit the sky map',
    run: (p) => p.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }).click(),
  },
};

interface Sample {
  lcp: number | null;
  cls: number | null;
  /** null: no interaction on this route; 0: the browser reported none over 16 ms. */
  inp: number | null;
}

async function measure(browser: Browser, url: string, interaction?: Interaction): Promise<Sample> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    userAgent: USER_AGENT,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: COLLECTOR });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The site marks itself hydrated (the empty app has no such mark: it has nothing to hydrate).
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .catch(() => {});
    // Interactions start once the page has settled (its lazy chunks in), as a reader's first tap would.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    if (interaction) {
      await interaction(page);
      // Event timing entries arrive after the next paint; with 4× slowdown give them time.
      await page.waitForTimeout(2_000);
    }
    const v = await page.evaluate(
      () => (window as unknown as { __benchVitals: Record<string, number> }).__benchVitals,
    );
    return { lcp: v.LCP ?? null, cls: v.CLS ?? 0, inp: interaction ? (v.INP ?? 0) : null };
  } finally {
    await context.close();
  }
}

const med = (xs: Array<number | null>) => {
  const ok = xs.filter((x): x is number => x !== null);
  return ok.length ? median(ok) : null;
};

function parseArgs(argv: string[]) {
  const runs = Number(argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const routes = argv.filter((a) => a.startsWith('/'));
  return { runs, routes: routes.length ? routes : LIGHTHOUSE_ROUTES };
}

async function main() {
  const { runs, routes } = parseArgs(process.argv.slice(2));
  console.log(`Machine: ${machineLine()}`);
  console.log(
    `Browser: ${CHROMIUM ?? 'Playwright Chromium'}, ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slowdown, Slow 4G (150 ms RTT, 1.6 Mbps / 750 kbps); ${runs} loads, medians`,
  );
  const server = await startServer();
  const floor = await startFloorApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const targets = [
    { label: FLOOR_LABEL, url: `${floor.url}/`, route: null as string | null },
    ...routes.map((r) => ({ label: r, url: `${server.url}${r}`, route: r })),
  ];
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.label, []]));
  try {
    // Warm each page once (ISR renders, the reading generation), outside the measurements.
    for (const t of targets) await fetch(t.url).catch(() => {});
    for (let round = 0; round < runs; round++) {
      for (const t of targets) {
        const interaction = t.route ? INTERACTIONS[t.route]?.run : undefined;
        samples.get(t.label)!.push(await measure(browser, t.url, interaction));
      }
      process.stderr.write(`round ${round + 1}/${runs}\n`);
    }
  } finally {
    await browser.close();
    floor.stop();
    await server.stop();
  }

  const rows = targets.map((t) => {
    const s = samples.get(t.label)!;
    return {
      route: t.label,
      interaction: t.route ? (INTERACTIONS[t.route]?.name ?? '') : '',
      lcp: med(s.map((x) => x.lcp)),
      cls: med(s.map((x) => x.cls)),
      inp: med(s.map((x) => x.inp)),
    };
  });
  const pad = (s: string, n: number) => s.padEnd(n);
  const lcpText = (x: number | null) => (x === null ? '—' : `${(x / 1000).toFixed(2)} s`);
  const inpText = (x: number | null) => (x === null ? '—' : x === 0 ? '<16 ms' : `${Math.round(x)} ms`);
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  console.log(
    `\n${pad('route', 34)}${pad(`LCP (≤ ${GOALS.lcpMs / 1000} s)`, 18)}${pad(`CLS (≤ ${GOALS.cls})`, 16)}INP (≤ ${GOALS.inpMs} ms)`,
  );
  const misses: string[] = [];
  for (const r of rows) {
    const lcpOk = r.lcp !== null && r.lcp <= GOALS.lcpMs;
    const clsOk = r.cls !== null && r.cls <= GOALS.cls;
    const inpOk = r.inp === null || r.inp <= GOALS.inpMs;
    if (r.route !== FLOOR_LABEL) {
      if (!lcpOk) misses.push(`${r.route} LCP`);
      if (!clsOk) misses.push(`${r.route} CLS`);
      if (!inpOk) misses.push(`${r.route} INP`);
    }
    console.log(
      `${pad(r.route, 34)}${pad(`${lcpText(r.lcp)} ${mark(lcpOk)}`, 18)}${pad(`${r.cls?.toFixed(3) ?? '—'} ${mark(clsOk)}`, 16)}${inpText(r.inp)} ${r.inp === null ? '' : mark(inpOk)}${r.interaction ? ` (${r.interaction})` : ''}`,
    );
  }
  console.log(misses.length ? `\nGoals missed: ${misses.join(', ')}` : '\nEvery goal met.');
  fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join('bench', 'results', 'vitals.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: machineLine(),
        runs,
        rows,
        samples: Object.fromEntries(samples),
      },
      null,
      2,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
