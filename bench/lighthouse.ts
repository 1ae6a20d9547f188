/**
 * Lighthouse (mobile) on the public routes, against the production build served by server.ts.
 * Usage: npm run lighthouse [-- /path /other] [--runs=3]
 * Each route is measured `runs` times (three by default, the rounds interleaved so a busy moment of
 * this shared machine does not fall on one route only) and the table quotes the median of each
 * figure. The first row is the reference: an empty Next app as Next ships it (bench/floor.ts),
 * measured in the same rounds, so a figure can be read against what the framework itself costs on
 * this machine. Prints a table; writes bench/results/lighthouse.json with every run.
 * Goals: 100 for accessibility, best practices and SEO; at least 95 for performance; LCP at most 2.0 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { shiftDay } from '../lib/time/calendar';
import { istanbulDay } from '../lib/time/zone';
import { startServer } from '../tests/helpers/server';
import { startFloorApp } from './floor';
import { machineLine, median } from './lib';

/** Yesterday in Istanbul: a dated reading that exists whenever the run happens. */
const YESTERDAY = shiftDay(istanbulDay(), -1);

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/daily',
  '/daily/koc',
  `/daily/koc/${YESTERDAY}`,
  '/weekly',
  '/weekly/aslan',
  '/monthly',
  '/monthly/balik',
  '/zodiac-info',
  '/zodiac-info/koc',
  '/love-compatibility',
  '/tarot',
  '/sky-map',
  '/dogum-haritasi',
  '/yukselen-burc',
  '/gokyuzu-takvimi',
  `/gokyuzu-takvimi/${YESTERDAY.slice(0, 4)}`,
  '/gokyuzu-takvimi/merkur-retrosu',
  '/gokyuzu-takvimi/dolunay',
  '/gokyuzu-takvimi/yeni-ay',
  '/gizlilik',
];

/** One Lighthouse run of one route, reduced to the figures the goals name. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (Lantern) Largest Contentful Paint and First Contentful Paint, in seconds. */
  lcp: number;
  fcp: number;
  /** Total Blocking Time in milliseconds. */
  tbt: number;
  /**
   * Lighthouse's own measure of how fast this machine's CPU was during the run (`benchmarkIndex`,
   * higher is faster). A shared machine's busy moment shows here as a lower figure.
   */
  cpuIndex: number;
  /** The audits below full marks outside performance. */
  failing: string[];
}

/** The median of each figure over a route's runs. */
export interface LighthouseRow extends Omit<LighthouseRun, 'failing'> {
  route: string;
  runs: number;
  /** Audits that failed in any of the runs. */
  failing: string[];
}

// Lighthouse runs through its own CLI in plain Node: tsx's transform adds helpers to functions
// that Lighthouse serialises into the page, which then fail there.
const LIGHTHOUSE_CLI = path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync';

export interface Lhr {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
}

/**
 * One Lighthouse run, written to a file (stdout is cut short when Lighthouse exits on a problem).
 * A run whose trace failed (NO_NAVSTART and the like) is tried again, up to three times.
 * `keep` names a file to keep the whole report in (for reading its audits afterwards).
 */
export function audit(url: string, route: string, chromePath = defaultChrome(), keep?: string): Lhr {
  const file = keep ?? path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
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
    if (!keep) fs.rmSync(file, { force: true });
    if (!report.runtimeError || attempt === 3) {
      if (report.runtimeError) console.error(`${route}: Lighthouse error ${report.runtimeError.code}`);
      return report;
    }
  }
}

export function defaultChrome(): string | undefined {
  return process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** The figures of one report. */
export function figuresOf({ categories, audits, environment }: Lhr): LighthouseRun {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const seconds = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) / 10) / 100;
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
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: seconds('largest-contentful-paint'),
    fcp: seconds('first-contentful-paint'),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cpuIndex: Math.round(environment?.benchmarkIndex ?? NaN),
    failing,
  };
}

/** A route's row: the median of every figure over its runs, and every audit any run failed. */
export function medianRow(route: string, runs: LighthouseRun[]): LighthouseRow {
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    route,
    runs: runs.length,
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcp: m((r) => r.lcp),
    fcp: m((r) => r.fcp),
    tbt: m((r) => r.tbt),
    cpuIndex: m((r) => r.cpuIndex),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** The reference row's name: the empty Next app of bench/floor.ts, served as Next ships it. */
export const FLOOR_ROW = 'empty Next app (floor)';

export async function runLighthouse(
  routes: string[],
  runs = 3,
): Promise<{ rows: LighthouseRow[]; all: Record<string, LighthouseRun[]> }> {
  // The framework's own floor on this machine, measured in the same rounds as our routes.
  const floor = await startFloorApp();
  const server = await startServer({ env: { SITE_URL: 'http://localhost:3000' } });
  const all: Record<string, LighthouseRun[]> = Object.fromEntries([FLOOR_ROW, ...routes].map((r) => [r, []]));
  try {
    // Warm every route once so a first on-demand render does not count against it.
    // A retry covers a pooled keep-alive socket the server closed while Lighthouse ran.
    for (const route of routes) {
      await fetch(`${server.url}${route}`)
        .catch(() => fetch(`${server.url}${route}`))
        .catch((err) => {
          throw new Error(`${route} did not load: ${err}\n${server.output()}`);
        });
    }
    for (let round = 0; round < runs; round++) {
      all[FLOOR_ROW].push(figuresOf(audit(`${floor.url}/`, FLOOR_ROW)));
      for (const route of routes) all[route].push(figuresOf(audit(`${server.url}${route}`, route)));
    }
  } finally {
    await server.stop();
    floor.stop();
  }
  return { rows: [FLOOR_ROW, ...routes].map((route) => medianRow(route, all[route])), all };
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    '| route | performance | LCP (s) | FCP (s) | TBT (ms) | CPU index | accessibility | best practices | SEO | failed audits |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    // The empty app has no title or description: only its speed is a reference.
    const rest =
      r.route === FLOOR_ROW
        ? '– | – | – | –'
        : `${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.failing.join(', ') || '-'}`;
    lines.push(
      `| ${r.route} | ${r.performance} | ${r.lcp.toFixed(2)} | ${r.fcp.toFixed(2)} | ${r.tbt} | ${r.cpuIndex} | ${rest} |`,
    );
  }
  const runs = rows[0]?.runs ?? 0;
  lines.push(
    '',
    `Each route measured ${runs} times (rounds interleaved); every figure in the table is the median of those runs.`,
    "The CPU index is the processor speed Lighthouse measures during the run (benchmarkIndex; higher is faster): the machine's busy moments show here as lower figures.",
  );
  return lines.join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  const args = argv.filter((a) => a.startsWith('/'));
  const runsArg = argv.find((a) => a.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer.');
  const routes = args.length ? args : LIGHTHOUSE_ROUTES;
  console.log(`Lighthouse (mobile), ${machineLine()}`);
  const { rows, all } = await runLighthouse(routes, runs);
  console.log(lighthouseTable(rows));
  const outDir = path.join(__dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    JSON.stringify({ machine: machineLine(), rows, runs: all }, null, 2),
  );
  const missed = rows.filter(
    (r) =>
      r.route !== FLOOR_ROW &&
      (r.performance < 95 || r.lcp > 2 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100),
  );
  if (missed.length) console.log(`Below the goal: ${missed.map((r) => r.route).join(', ')}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
