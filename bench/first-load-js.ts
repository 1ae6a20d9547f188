/**
 * First-load JavaScript per public route, in gzip bytes: every script the route's HTML asks
 * for, fetched from the production server and gzipped as a CDN would serve it.
 * Usage: npm run bench:js     Goal: at most 130 kB gzip on every public route except /analytics.
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/helpers/server';
import { LIGHTHOUSE_ROUTES } from './lighthouse';
import { machineLine } from './lib';

// Every route Lighthouse checks, plus the dashboard (measured, but outside the goal).
export const JS_ROUTES = [...LIGHTHOUSE_ROUTES, '/analytics'];
export const JS_GOAL_BYTES = 130 * 1024;

export interface JsRow {
  route: string;
  scripts: number;
  gzipBytes: number;
  sources: string[];
}

/** Gzip bytes of the scripts every route loads (the framework's runtime plus the root layout). */
let shared = 0;

export async function measureFirstLoadJs(routes = JS_ROUTES): Promise<JsRow[]> {
  const server = await startServer();
  const cache = new Map<string, number>();
  try {
    const rows: JsRow[] = [];
    for (const route of routes) {
      const html = await (await fetch(`${server.url}${route}`)).text();
      // noModule scripts are legacy polyfills that current browsers never download.
      const tags = [...html.matchAll(/<script([^>]*)>/g)]
        .map((m) => m[1])
        .filter((attrs) => !/nomodule/i.test(attrs));
      const sources = [
        ...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((s): s is string => !!s)),
      ];
      let total = 0;
      for (const src of sources) {
        if (!cache.has(src)) {
          const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
          cache.set(src, gzipSync(body, { level: 9 }).length);
        }
        total += cache.get(src)!;
      }
      rows.push({ route, scripts: sources.length, gzipBytes: total, sources });
    }
    shared = rows[0].sources
      .filter((src) => rows.every((r) => r.sources.includes(src)))
      .reduce((sum, src) => sum + cache.get(src)!, 0);
    return rows;
  } finally {
    await server.stop();
  }
}

export function jsTable(rows: JsRow[]): string {
  const kb = (b: number) => (b / 1024).toFixed(1);
  const lines = ['| yol | betik sayısı | ilk yükleme JS (gzip, kB) | hedef |', '|---|---|---|---|'];
  for (const r of rows) {
    const goal =
      r.route === '/analytics' ? 'hedef dışı' : r.gzipBytes <= JS_GOAL_BYTES ? '≤ 130 kB ✓' : '≤ 130 kB ✗';
    lines.push(`| ${r.route} | ${r.scripts} | ${kb(r.gzipBytes)} | ${goal} |`);
  }
  lines.push(
    '',
    `Her sayfanın yüklediği ortak betikler (Next ve React çalışma zamanı, kök düzen: menü, seçili burç, TanStack Query): ${kb(shared)} kB. Sayfalara özgü kod bunun üstüne en çok ${kb(Math.max(...rows.filter((r) => r.route !== '/analytics').map((r) => r.gzipBytes)) - shared)} kB ekliyor.`,
  );
  return lines.join('\n');
}

if (require.main === module) {
  (async () => {
    console.log(`İlk yükleme JavaScript'i, ${machineLine()}`);
    console.log(jsTable(await measureFirstLoadJs()));
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
