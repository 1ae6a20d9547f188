/**
 * First-load JavaScript per public route, in gzip bytes, against the framework's floor: every
 * script a route's HTML asks for, fetched from the production server and gzipped as a CDN would
 * serve it; and in the same run the same figure for an empty App Router app built with the
 * project's own Next and React (bench/floor-app).
 * Usage: npm run bench:js     Goals: static pages at most 5 kB above the floor, interactive pages 15 kB.
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/helpers/server';
import { startFloorApp } from './floor';
import { LIGHTHOUSE_ROUTES } from './lighthouse';
import { machineLine } from './lib';

// Every route Lighthouse checks, plus the dashboard (measured, but outside the goal).
export const JS_ROUTES = [...LIGHTHOUSE_ROUTES, '/analytics'];

/**
 * Routes built around a tool of their own (a form, a picker, a query): 15 kB above the floor.
 * Every other route (reference, privacy, calendar, the per-sign and dated readings) is a page to
 * read, with at most a button or two: 5 kB.
 */
const INTERACTIVE = new Set([
  '/',
  '/daily',
  '/weekly',
  '/monthly',
  '/love-compatibility',
  '/tarot',
  '/sky-map',
  '/dogum-haritasi',
  '/yukselen-burc',
]);
const STATIC_ALLOWANCE = 5 * 1024;
const INTERACTIVE_ALLOWANCE = 15 * 1024;

export interface JsRow {
  route: string;
  scripts: number;
  gzipBytes: number;
  sources: string[];
}

async function scriptsOf(base: string, route: string, cache: Map<string, number>): Promise<JsRow> {
  const html = await (await fetch(`${base}${route}`)).text();
  // noModule scripts are legacy polyfills that current browsers never download.
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((a) => !/nomodule/i.test(a));
  // `src` attributes of the page's script tags (Next's own markup, untouched).
  const sources = [...new Set(tags.map((a) => /src="([^"]+)"/.exec(a)?.[1]).filter((s): s is string => !!s))];
  let total = 0;
  for (const src of sources) {
    if (!cache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      cache.set(src, gzipSync(body, { level: 9 }).length);
    }
    total += cache.get(src)!;
  }
  return { route, scripts: sources.length, gzipBytes: total, sources };
}

export async function measureFirstLoadJs(routes = JS_ROUTES): Promise<JsRow[]> {
  const server = await startServer();
  const cache = new Map<string, number>();
  try {
    const rows: JsRow[] = [];
    for (const route of routes) rows.push(await scriptsOf(server.url, route, cache));
    return rows;
  } finally {
    await server.stop();
  }
}

/** The one page of the empty app (bench/floor.ts): the JavaScript any App Router page costs. */
export async function measureFloor(): Promise<JsRow> {
  const floor = await startFloorApp();
  try {
    return { ...(await scriptsOf(floor.url, '/', new Map())), route: 'empty Next app' };
  } finally {
    floor.stop();
  }
}

export function jsTable(rows: JsRow[], floor: JsRow): string {
  const kb = (b: number) => (b / 1024).toFixed(1);
  const lines = [
    '| route | scripts | first-load JS (gzip, kB) | above the floor (kB) | goal |',
    '|---|---|---|---|---|',
    `| ${floor.route} (floor) | ${floor.scripts} | ${kb(floor.gzipBytes)} | 0 | |`,
  ];
  for (const r of rows) {
    const above = r.gzipBytes - floor.gzipBytes;
    let goal = 'no goal';
    if (r.route !== '/analytics') {
      const allowance = INTERACTIVE.has(r.route) ? INTERACTIVE_ALLOWANCE : STATIC_ALLOWANCE;
      goal = `≤ ${kb(allowance)} ${above <= allowance ? '✓' : '✗'}`;
    }
    lines.push(`| ${r.route} | ${r.scripts} | ${kb(r.gzipBytes)} | ${kb(above)} | ${goal} |`);
  }
  lines.push(
    '',
    'Interactive pages (at most 15 kB above the floor): ' +
      [...INTERACTIVE].join(', ') +
      '. The others count as static pages (at most 5 kB).',
  );
  return lines.join('\n');
}

if (require.main === module) {
  (async () => {
    console.log(`First-load JavaScript, ${machineLine()}`);
    const floor = await measureFloor();
    console.log(jsTable(await measureFirstLoadJs(), floor));
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
