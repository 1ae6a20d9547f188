/**
 * Sky-map benchmark: how long a chart takes to draw the first time (cold) and how fast a cached one is
 * answered. Goals (issue #5): cold under 250 ms, cached under 5 ms on a 2-core machine.
 *
 *   npm run build && npm run bench:sky-map
 *
 * 1. In process: renderSkyMap for 10 distinct dates (after one warm-up that loads the catalogue and
 *    fonts), split into composing (astronomy, projection, labels) and painting + PNG encoding.
 * 2. Over HTTP against the real production server: the first request for 10 other dates (cold), then
 *    the same image again and again (cached), sequentially with keep-alive, and under load.
 */
import http from 'node:http';
import { composeSkyChart, type SkyMapParams } from '../lib/sky/chart';
import { renderSkyMap } from '../lib/sky/render';
import { startServer } from '../tests/helpers/server';
import { formatNumber, load, machineLine, median, percentile } from './lib';

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784 };
const ms = (v: number) => `${formatNumber(v, 1)} ms`;

function dates(year: number, count: number): string[] {
  // Spread over the year so that the sky (and the number of stars above the horizon) varies.
  return Array.from({ length: count }, (_, i) => {
    const month = String(1 + ((i * 5) % 12)).padStart(2, '0');
    const day = String(3 + ((i * 7) % 25)).padStart(2, '0');
    return `${year}-${month}-${day}`;
  });
}

async function inProcess() {
  const warm0 = performance.now();
  await renderSkyMap({ date: '2000-01-01', time: '21:00', ...ISTANBUL });
  const warm = performance.now() - warm0;

  const totals: number[] = [];
  const composes: number[] = [];
  let bytes = 0;
  const measure = (text: string) => text.length * 9; // composing alone, without the canvas measurer
  for (const date of dates(2021, 10)) {
    const p: SkyMapParams = { date, time: '21:00', ...ISTANBUL };
    const c0 = performance.now();
    composeSkyChart(p, measure);
    composes.push(performance.now() - c0);
    const t0 = performance.now();
    const { png } = await renderSkyMap(p);
    totals.push(performance.now() - t0);
    bytes += png.length;
  }
  console.log('\nIn process (renderSkyMap, 10 different dates):');
  console.log(`  first render (the catalogue and fonts load): ${ms(warm)}`);
  console.log(
    `  cold render: median ${ms(median(totals))}, fastest ${ms(Math.min(...totals))}, slowest ${ms(Math.max(...totals))}`,
  );
  console.log(`    of which computing and layout (median): ${ms(median(composes))}`);
  console.log(`  average PNG size: ${(bytes / totals.length / 1024).toFixed(0)} KiB`);
  return median(totals);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with node:http over a kept-alive socket; resolves with the status and the body length. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, etag: res.headers.etag }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function timed(url: string, headers?: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const res = await get(url, headers);
  if (res.status !== 200 && res.status !== 304) throw new Error(`Unexpected status ${res.status}: ${url}`);
  return performance.now() - t0;
}

async function overHttp() {
  const server = await startServer({ env: { TRUST_PROXY: 'true' } });
  try {
    const url = (date: string) =>
      `${server.url}/api/sky-map/image?date=${date}&latitude=${ISTANBUL.latitude}&longitude=${ISTANBUL.longitude}`;
    // Warm the server (route compilation, catalogue, fonts) with a date that is not measured.
    await timed(url('2000-01-01'), { 'X-Forwarded-For': '198.51.100.200' });

    const cold: number[] = [];
    // Each cold render comes from a different (documentation-range) client, as real visitors
    // would: one client asking for ten new charts in a row is what the rate limit refuses.
    for (const [i, date] of dates(2022, 10).entries()) {
      cold.push(await timed(url(date), { 'X-Forwarded-For': `198.51.100.${i + 1}` }));
    }

    const cachedUrl = url('2022-01-03');
    const cached: number[] = [];
    for (let i = 0; i < 300; i++) cached.push(await timed(cachedUrl));
    const etag = (await get(cachedUrl)).etag ?? '';
    const notModified: number[] = [];
    for (let i = 0; i < 300; i++) notModified.push(await timed(cachedUrl, { 'If-None-Match': etag }));
    const jsonUrl = `${server.url}/api/sky-map?date=2022-01-03&latitude=41.0082&longitude=28.9784`;
    const json: number[] = [];
    for (let i = 0; i < 300; i++) json.push(await timed(jsonUrl));
    const loaded = await load(cachedUrl, { connections: 10, duration: 5 });

    console.log('\nOver HTTP (the real production server, keep-alive):');
    console.log(
      `  cold image (10 different dates): median ${ms(median(cold))}, slowest ${ms(Math.max(...cold))}`,
    );
    console.log(
      `  cached image (300 requests, sequential): median ${ms(median(cached))}, p99 ${ms(percentile(cached, 99))}`,
    );
    console.log(
      `  304 for If-None-Match (300 requests): median ${ms(median(notModified))}, p99 ${ms(percentile(notModified, 99))}`,
    );
    console.log(
      `  JSON answer /api/sky-map (300 requests): median ${ms(median(json))}, p99 ${ms(percentile(json, 99))}`,
    );
    console.log(
      `  cached image, 10 connections for 5 s: ${formatNumber(loaded.requestsPerSecond)} req/s, p50 ${loaded.p50} ms, p99 ${loaded.p99} ms, errors ${loaded.errors + loaded.non2xx}`,
    );
    return { cold: median(cold), cached: median(cached) };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function main() {
  console.log('Sky-map benchmark');
  console.log(machineLine());
  const coldInProcess = await inProcess();
  const http = await overHttp();
  console.log('\nGoals: cold < 250 ms, cached < 5 ms');
  console.log(
    `  cold (in-process median) ${ms(coldInProcess)} ${coldInProcess < 250 ? '✓' : '✗'} · cold (HTTP median) ${ms(http.cold)} ${http.cold < 250 ? '✓' : '✗'} · cached (HTTP median) ${ms(http.cached)} ${http.cached < 5 ? '✓' : '✗'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
