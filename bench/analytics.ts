/**
 * Analytics benchmark (prints figures; not a test):
 * 1. requests per second of a page with capture on against capture off (ANALYTICS_CAPTURE),
 *    side by side in alternating rounds; goal: on ≥ 90% of off;
 * 2. the six reports for a day of 1,000,000 events on SQLite, the rollups seeded through the
 *    same write path as production (writeEvents, batches of 5,000); goal: < 100 ms together.
 *
 * 3. popular pages with 1,000,000 page rows in one day (what a flood of invented paths made before
 *    they were recorded under class keys), with and without analytics_pages_top_idx; goal: < 20 ms.
 *
 * Run: npm run build && npm run bench:analytics   (BENCH_EVENTS=… to change the day's size;
 * --popular-only for the third alone, BENCH_PAGE_ROWS=… for its size, BENCH_DATABASE_URL=postgres://…
 * to run it on PostgreSQL as well)
 */
import { SIGN_IDS } from '../lib/zodiac/signs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalyticsEvent } from '../lib/analytics/event';
import {
  botTrafficReport,
  dailyReport,
  geographicReport,
  hourlyReport,
  performanceReport,
  popularPagesReport,
} from '../lib/analytics/reports';
import { writeEvents } from '../lib/analytics/store';
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from '../lib/db';
import { cpuMs } from '../tests/helpers/proc';
import { startServer } from '../tests/helpers/server';
import autocannon from 'autocannon';
import { machineLine, median, percentile } from './lib';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const DAY = '2025-03-21';
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function captureOverhead() {
  console.log(
    `\n1) Page speed: recording on and off (GET /gizlilik, 50 connections, ${ROUNDS} rounds × 2 × 4 s, alternating)`,
  );
  const on = await startServer({ env: { ANALYTICS_CAPTURE: 'true' }, readyPath: '/icon.svg' });
  const off = await startServer({ env: { ANALYTICS_CAPTURE: 'false' }, readyPath: '/icon.svg' });
  try {
    const onUrl = `${on.url}/gizlilik`;
    const offUrl = `${off.url}/gizlilik`;
    // Warm-up (JIT, Next's caches) on both, not measured.
    let answeredOn = (await hit(onUrl, 3)).answered;
    const pidsOf = (url: string) => (url === onUrl ? on.pids() : off.pids());
    await hit(offUrl, 3);
    // Each round measures both back to back, in alternating order, and keeps their ratio: a
    // shared machine's load changes by the minute, so only neighbours are compared.
    const rows: Array<{ on: Sample; off: Sample }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0 ? onUrl : offUrl;
      const second = first === onUrl ? offUrl : onUrl;
      const a = await hit(first, 4, pidsOf(first));
      const b = await hit(second, 4, pidsOf(second));
      const pair = first === onUrl ? { on: a, off: b } : { on: b, off: a };
      answeredOn += pair.on.answered;
      rows.push(pair);
    }
    const ratios = rows.map((r) => r.on.rps / r.off.rps);
    const line = (name: string, xs: Sample[]) =>
      console.log(
        `   ${name.padEnd(13)} median ${fmt(median(xs.map((x) => x.rps))).padStart(6)} req/s   p99 ${fmt(median(xs.map((x) => x.p99)))} ms   errors ${xs.reduce((n, x) => n + x.errors, 0)}`,
      );
    line(
      'recording on',
      rows.map((r) => r.on),
    );
    line(
      'recording off',
      rows.map((r) => r.off),
    );
    console.log(
      `   ratio (round by round, on/off): median ${fmt(median(ratios) * 100, 1)}%, lowest ${fmt(Math.min(...ratios) * 100, 1)}%, highest ${fmt(Math.max(...ratios) * 100, 1)}% (goal ≥ 90%)`,
    );
    const cpuOn = median(rows.map((r) => r.on.cpuPerRequest));
    const cpuOff = median(rows.map((r) => r.off.cpuPerRequest));
    console.log(
      `   server CPU per request: on ${fmt(cpuOn)} µs, off ${fmt(cpuOff)} µs → capacity ratio on one core ${fmt((cpuOff / cpuOn) * 100, 1)}%`,
    );
    // Every request the capture-on server answered must be in its store.
    await new Promise((r) => setTimeout(r, 2_000));
    const daily = (await (await fetch(`${on.url}/api/analytics/daily`)).json()) as { totalRequests: number };
    const drops = [...on.output().matchAll(/toplam düşürülen: (\d+)/g)].at(-1)?.[1] ?? '0';
    console.log(
      `   answers autocannon counted: ${fmt(answeredOn)}, recorded: ${fmt(daily.totalRequests)}, dropped: ${drops}\n` +
        `   (autocannon does not count the at most 50 answers in flight at the end of each run; the server answers and records them too)`,
    );
  } finally {
    await on.stop();
    await off.stop();
  }
}

interface Sample {
  /** Server CPU per answered request, microseconds. */
  cpuPerRequest: number;
  rps: number;
  p99: number;
  errors: number;
  answered: number;
}

/** One autocannon run with a browser user agent (capture's usual path). */
async function hit(url: string, duration: number, pids?: number[]): Promise<Sample> {
  const before = pids ? cpuMs(pids) * 1000 : 0;
  const r = await autocannon({ url, connections: 50, duration, headers: { 'user-agent': BROWSER } });
  const cpu = pids ? cpuMs(pids) * 1000 - before : 0;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    answered: r['2xx'],
    cpuPerRequest: cpu / Math.max(1, r['2xx']),
  };
}

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same day. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A realistic day: diurnal hours, Zipf-like pages and visitors, mostly Turkish, 15% bots. */
function* dayOfEvents(count: number): Generator<AnalyticsEvent[]> {
  const rnd = random(42);
  const zipf = (n: number, s = 1.1) => Math.min(n - 1, Math.floor(n * Math.pow(rnd(), 1 / (1 - s + 2))));
  const hourWeights = Array.from(
    { length: 24 },
    (_, h) => 0.2 + Math.max(0, Math.sin(((h - 6) / 24) * 2 * Math.PI)) + (h >= 19 && h <= 23 ? 0.6 : 0),
  );
  const hourTotal = hourWeights.reduce((a, b) => a + b, 0);
  const pickHour = () => {
    let x = rnd() * hourTotal;
    for (let h = 0; h < 24; h++) if ((x -= hourWeights[h]) <= 0) return h;
    return 23;
  };
  const signs = SIGN_IDS;
  const pages = [
    '/',
    '/daily',
    '/weekly',
    '/monthly',
    '/zodiac-info',
    '/tarot',
    '/love-compatibility',
    '/sky-map',
    '/gizlilik',
  ];
  for (const period of ['daily', 'weekly', 'monthly', 'zodiac-info'])
    for (const s of signs) pages.push(`/${period}/${s}`);
  const countries = [
    'TR',
    'TR',
    'TR',
    'TR',
    'TR',
    'TR',
    'TR',
    'DE',
    'NL',
    'US',
    'AZ',
    'GB',
    'FR',
    'CY',
    'BG',
    'XX',
  ];
  const bots = [
    'Googlebot',
    'Bingbot',
    'YandexBot',
    'Applebot',
    'GPTBot',
    'ClaudeBot',
    'AhrefsBot',
    'SemrushBot',
    'facebookexternalhit',
    'WhatsApp',
    null,
  ];
  let at = Date.parse(`${DAY}T00:00:00+03:00`);
  for (let done = 0; done < count; done += BATCH) {
    const batch: AnalyticsEvent[] = [];
    for (let i = 0; i < Math.min(BATCH, count - done); i++) {
      const isBot = rnd() < 0.15;
      const r = rnd();
      const path =
        r < 0.1
          ? `/api/horoscopes/daily/${signs[zipf(12)]}`
          : r < 0.12
            ? `/olmayan-${Math.floor(rnd() * 3_000)}`
            : pages[zipf(pages.length)];
      const status = path.startsWith('/olmayan') ? 404 : rnd() < 0.01 ? 500 : rnd() < 0.02 ? 304 : 200;
      batch.push({
        at: at++,
        day: DAY,
        hour: pickHour(),
        path,
        method: 'GET',
        status,
        durationUs: Math.round(2_000 + 60_000 * Math.pow(rnd(), 3)),
        visitor: (isBot ? `b${Math.floor(rnd() * 500)}` : `v${zipf(90_000)}`).padEnd(22, '_'),
        country: countries[Math.floor(rnd() * countries.length)],
        bot: isBot,
        botName: isBot ? bots[Math.floor(rnd() * bots.length)] : null,
      });
    }
    yield batch;
  }
}

async function reportsAtScale() {
  console.log(`\n2) The six reports, ${fmt(EVENTS)} events in one day (SQLite)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-bench-analytics-'));
  let handle: DbHandle | undefined = await openDatabase({ dataDir });
  try {
    const started = performance.now();
    for (const batch of dayOfEvents(EVENTS)) await writeEvents(handle.db, batch);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `   load (the production write path, batches of ${fmt(BATCH)}): ${fmt(seconds, 1)} s, ${fmt(EVENTS / seconds)} events/s, ${fmt((seconds * 1e6) / EVENTS, 1)} µs/event`,
    );
    const size = fs.readdirSync(dataDir).reduce((a, f) => a + fs.statSync(path.join(dataDir, f)).size, 0);
    console.log(`   database size: ${fmt(size / 2 ** 20)} MiB`);

    // A fresh connection, so the first run is as cold as after a restart.
    await handle.close();
    handle = await openDatabase({ dataDir });
    const h2 = handle;
    const timed = async () => {
      const t = performance.now();
      const answers = await Promise.all([
        dailyReport(h2, DAY),
        hourlyReport(h2, DAY),
        popularPagesReport(h2, DAY),
        geographicReport(h2, DAY),
        performanceReport(h2, DAY),
        botTrafficReport(h2, DAY),
      ]);
      return { ms: performance.now() - t, answers };
    };
    const cold = await timed();
    const runs: number[] = [];
    for (let i = 0; i < 50; i++) runs.push((await timed()).ms);
    const daily = cold.answers[0];
    console.log(
      `   daily summary: ${fmt(daily.totalRequests)} requests, ${fmt(daily.uniqueVisitors)} visitors, ${fmt(daily.avgResponseTime, 2)} ms, ${fmt(daily.successRate, 2)}%`,
    );
    console.log(
      `   the six reports together (direct): first ${fmt(cold.ms, 2)} ms, median ${fmt(median(runs), 2)} ms, p95 ${fmt(percentile(runs, 95), 2)} ms (goal < 100 ms)`,
    );
    await handle.close();
    handle = undefined;

    // The same six reads over HTTP, as the dashboard makes them (Next's route handlers included).
    const server = await startServer({
      dataDir,
      env: { ANALYTICS_CAPTURE: 'false' },
      readyPath: '/icon.svg',
    });
    try {
      const names = ['daily', 'hourly', 'popular-pages', 'geographic', 'performance', 'bot-traffic'];
      const overHttp = async () => {
        const t = performance.now();
        await Promise.all(
          names.map((n) => fetch(`${server.url}/api/analytics/${n}?date=${DAY}`).then((r) => r.json())),
        );
        return performance.now() - t;
      };
      const first = await overHttp();
      const httpRuns: number[] = [];
      for (let i = 0; i < 30; i++) httpRuns.push(await overHttp());
      console.log(
        `   the six reports together (HTTP, in parallel): first ${fmt(first, 2)} ms, median ${fmt(median(httpRuns), 2)} ms, p95 ${fmt(percentile(httpRuns, 95), 2)} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * CPU time of capture itself, which other processes on a shared machine disturb far less than
 * requests per second: the observer per request (fake req/res with real headers) and the batch
 * write per event into SQLite.
 */
async function captureCpu() {
  console.log('\n0) The CPU cost of recording (process.cpuUsage)');
  const { EventEmitter } = await import('node:events');
  const { createRequestObserver } = await import('../lib/analytics/capture');
  const { CountryLookup } = await import('../lib/analytics/country');
  const { VisitorHasher } = await import('../lib/analytics/visitor');
  const { BotClassifier } = await import('../lib/analytics/bots');
  const events: AnalyticsEvent[] = [];
  const observe = createRequestObserver({
    trustProxy: true,
    publicFiles: new Set(),
    record: (e) => events.push(e),
    countries: new CountryLookup(),
    visitors: new VisitorHasher(),
    bots: new BotClassifier(),
  });
  const headers = {
    host: 'example.com',
    'user-agent': BROWSER,
    'x-forwarded-for': '193.140.100.1',
    accept: 'text/html',
  };
  const N = 100_000;
  const perRequest: number[] = [];
  for (let round = 0; round < 5; round++) {
    events.length = 0;
    const before = process.cpuUsage();
    for (let i = 0; i < N; i++) {
      const req = { url: '/gizlilik?utm=1', method: 'GET', headers, socket: { remoteAddress: '10.0.0.1' } };
      const res = Object.assign(new EventEmitter(), { statusCode: 200 });
      observe(req as never, res as never);
      res.emit('finish');
    }
    const used = process.cpuUsage(before);
    perRequest.push((used.user + used.system) / N);
  }
  console.log(
    `   observer (per request, stand-in req/res included): median ${fmt(median(perRequest), 2)} µs`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-bench-cpu-'));
  const handle = await openDatabase({ dataDir });
  try {
    for (const [label, distinct] of [
      ['one visitor (as in a load test)', 1],
      ['a new visitor for every event', Infinity],
    ] as const) {
      const batch = events.slice(0, 2_000);
      const costs: number[] = [];
      for (let round = 0; round < 10; round++) {
        const fresh = batch.map((e, i) => ({
          ...e,
          visitor: distinct === 1 ? e.visitor : `${round}-${i}`.padEnd(22, '_'),
        }));
        const before = process.cpuUsage();
        await writeEvents(handle.db, fresh);
        const used = process.cpuUsage(before);
        costs.push((used.user + used.system) / fresh.length);
      }
      console.log(`   batch write, ${label}: median ${fmt(median(costs), 2)} µs/event (batches of 2,000)`);
    }
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const PAGE_ROWS = Number(process.env.BENCH_PAGE_ROWS ?? 1_000_000);
/** Rows per loading transaction: big enough to be quick, small enough for PostgreSQL's statement timeout. */
const LOAD_CHUNK = 100_000;

/**
 * Loads PAGE_ROWS invented paths of ~290 characters into one day, as the flood wrote them
 * ("/<280 random characters>-{i}/"), in LOAD_CHUNK-row transactions of one INSERT … SELECT each
 * (a recursive CTE on SQLite, generate_series on PostgreSQL). Each path starts with its number in
 * fixed width, so rows arrive in key order and every insert appends to the primary key's b-tree
 * instead of touching a random page of it (what made a million random keys take longer than the
 * time allowed); the random part follows. The top index is built once, after the load.
 */
async function loadPageRows(handle: DbHandle, client: { query(text: string): Promise<unknown> } | null) {
  // DDL and loads on PostgreSQL go through the loader (the site's pool stops statements after 3 s).
  const run = (statement: string) =>
    client ? client.query(statement) : sql.raw(statement).execute(handle.db);
  await run('drop index if exists analytics_pages_top_idx');
  for (let from = 1; from <= PAGE_ROWS; from += LOAD_CHUNK) {
    const to = Math.min(PAGE_ROWS, from + LOAD_CHUNK - 1);
    if (client) {
      await client.query(`
        insert into analytics_pages (day, path, requests, duration_us, visitors)
        select '${DAY}', '/' || lpad(i::text, 8, '0') || '-' ||
               substr(repeat(md5(i::text || random()::text), 9), 1, 270) || '/',
               1 + floor(random() * 3)::int, 1000, 1
        from generate_series(${from}, ${to}) as i`);
    } else {
      await handle.db.transaction().execute(async (trx) => {
        await sql`
          with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
          insert into analytics_pages (day, path, requests, duration_us, visitors)
          select ${DAY}, '/' || printf('%08d', i) || '-' || hex(randomblob(135)) || '/', 1 + abs(random()) % 3, 1000, 1
          from n
        `.execute(trx);
      });
    }
  }
  const t = performance.now();
  // As the migrations build it (006 puts the path in byte order on PostgreSQL).
  const path = handle.engine === 'postgres' ? 'path collate "C"' : 'path';
  await run(`create index analytics_pages_top_idx on analytics_pages (day, requests desc, ${path})`);
  // What autovacuum does on PostgreSQL after a load this size: the planner's figures.
  if (client) await client.query('analyze analytics_pages');
  return performance.now() - t;
}

async function popularPagesOn(
  label: string,
  handle: DbHandle,
  client: { query(text: string): Promise<unknown> } | null,
) {
  console.log(`\n3) Popular pages, ${fmt(PAGE_ROWS)} page rows in one day (${label})`);
  const t0 = performance.now();
  const indexMs = await loadPageRows(handle, client);
  console.log(
    `   load: ${fmt((performance.now() - t0) / 1000, 1)} s (index build ${fmt(indexMs / 1000, 1)} s included)`,
  );
  const measure = async (name: string, runs: number) => {
    try {
      await popularPagesReport(handle, DAY);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await popularPagesReport(handle, DAY);
        times.push(performance.now() - t);
      }
      console.log(
        `   ${name}: median ${fmt(median(times), 2)} ms, p95 ${fmt(percentile(times, 95), 2)} ms, ${runs} runs (goal < 20 ms)`,
      );
    } catch (err) {
      console.log(
        `   ${name}: the query did not finish (${err instanceof Error ? err.message : String(err)})`,
      );
    }
  };
  await measure('with the index (analytics_pages_top_idx)', 20);
  await sql`drop index analytics_pages_top_idx`.execute(handle.db);
  // Without the index each call reads and sorts every row of the day: a few runs tell enough.
  await measure('without the index (as before)', 3);
}

/** On SQLite; and on PostgreSQL too when BENCH_DATABASE_URL names a server (a throwaway database is made there). */
async function popularPagesAtScale() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-bench-pages-'));
  const handle = await openDatabase({ dataDir });
  try {
    await popularPagesOn('SQLite', handle, null);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return;
  const { Client } = await import('pg');
  const name = `bench_pages_${Date.now()}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  // The load goes through a client of its own, without the site's statement timeout.
  const loader = new Client({ connectionString: url.toString() });
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-bench-pages-pg-'));
  let pg: DbHandle | null = null;
  try {
    pg = await openDatabase({ databaseUrl: url.toString(), dataDir: pgDir });
    await loader.connect();
    await popularPagesOn('PostgreSQL', pg, loader);
  } finally {
    await loader.end().catch(() => {});
    await pg?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Analytics benchmark — ${machineLine()}`);
  if (process.argv.includes('--popular-only')) return popularPagesAtScale();
  await captureCpu();
  if (!process.argv.includes('--reports-only')) await captureOverhead();
  if (!process.argv.includes('--capture-only')) {
    await reportsAtScale();
    await popularPagesAtScale();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
