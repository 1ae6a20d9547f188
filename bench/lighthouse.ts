/**
 * Lighthouse (mobile) on the public routes, against the production build served by server.ts.
 * Usage: npm run lighthouse [-- /path /other]   (prints a table; writes bench/results/lighthouse.json)
 * Goals: 100 for accessibility, best practices and SEO; at least 95 for performance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer } from '../tests/helpers/server';
import { machineLine } from './lib';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/daily',
  '/daily/koc',
  '/weekly',
  '/monthly',
  '/zodiac-info',
  '/zodiac-info/koc',
  '/love-compatibility',
  '/tarot',
  '/sky-map',
  '/gokyuzu-takvimi',
  '/gokyuzu-takvimi/merkur-retrosu',
  '/gokyuzu-takvimi/dolunay',
  '/gokyuzu-takvimi/yeni-ay',
  '/gizlilik',
];

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  failing: string[];
}

// Lighthouse runs through its own CLI in plain Node: tsx's transform adds helpers to functions
// that Lighthouse serialises into the page, which then fail there.
const LIGHTHOUSE_CLI = path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync';

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>;
}

/**
 * One Lighthouse run, written to a file (stdout is cut short when Lighthouse exits on a problem).
 * A run whose trace failed (NO_NAVSTART and the like) is tried again, up to three times.
 */
function audit(url: string, route: string, chromePath: string | undefined): Lhr {
  const file = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        process.execPath,
        [
          LIGHTHOUSE_CLI,
          url,
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--form-factor=mobile',
        ],
        { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, stdio: 'ignore' },
      );
    } catch {
      // Lighthouse exits 1 when the run itself had a problem; its report says which.
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Lhr;
    fs.rmSync(file, { force: true });
    if (!report.runtimeError || attempt === 3) {
      if (report.runtimeError) console.error(`${route}: Lighthouse hatası ${report.runtimeError.code}`);
      return report;
    }
  }
}

export async function runLighthouse(routes: string[]): Promise<LighthouseRow[]> {
  const server = await startServer({ env: { SITE_URL: 'http://localhost:3000' } });
  const chromePath =
    process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      // Warm the route once so a first on-demand render does not count against it.
      // A retry covers a pooled keep-alive socket the server closed while Lighthouse ran.
      await fetch(`${server.url}${route}`)
        .catch(() => fetch(`${server.url}${route}`))
        .catch((err) => {
          throw new Error(`${route} yüklenemedi: ${err}\n${server.output()}`);
        });
      const { categories, audits } = audit(`${server.url}${route}`, route, chromePath);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.map((r) => audits[r.id]))
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
        )
        .map((a) => a.id);
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing,
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    '| yol | performans | erişilebilirlik | en iyi uygulamalar | SEO | eksik denetimler |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.failing.join(', ') || '-'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = args.length ? args : LIGHTHOUSE_ROUTES;
  console.log(`Lighthouse (mobil), ${machineLine()}`);
  const rows = await runLighthouse(routes);
  console.log(lighthouseTable(rows));
  const outDir = path.join(__dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    JSON.stringify({ machine: machineLine(), rows }, null, 2),
  );
  const missed = rows.filter(
    (r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100,
  );
  if (missed.length) console.log(`Hedefin altında: ${missed.map((r) => r.route).join(', ')}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
