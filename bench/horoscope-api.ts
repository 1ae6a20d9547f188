/**
 * Two parts. First, archive generation, cold: the composer alone in this process (sky and text
 * of periods never computed before), then readings of never-read days through the real API
 * (composed, stored and answered), one client at a time and four at once; no AI polish.
 * Second, throughput of the warm reading API against the framework's floor and the machine's
 * limit, side by side in one run (alternating rounds, medians): a warm GET
 * /api/horoscopes/daily/koc, GET /api/health on the same server, and a bare node:http server
 * answering the reading's bytes. Goal: the reading API at 0.8× /api/health or better; archive
 * generation fast enough that a client can read 100 archive readings a minute (1.7/s).
 * Needs `npm run build` first.
 *
 *   npm run bench:horoscope [-- --rounds 3 --duration 5 --connections 50 --archive 120]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { composeReading } from '../lib/horoscope/compose';
import { skyOfPeriod } from '../lib/horoscope/facts';
import { periodContaining } from '../lib/time/periods';
import { shiftDay } from '../lib/time/calendar';
import { SIGN_IDS } from '../lib/zodiac/signs';
import { startServer } from '../tests/helpers/server';
import { alternate, formatNumber, machineLine, option } from './lib';

async function main() {
  const rounds = option('rounds', 3);
  const duration = option('duration', 5);
  const connections = option('connections', 50);
  console.log(machineLine());

  const archive = option('archive', 120);
  composerAlone(archive);

  const server = await startServer();
  const bare = http.createServer();
  try {
    await archiveThroughApi(server.url, archive);

    const readingUrl = `${server.url}/api/horoscopes/daily/koc`;
    // The first request generates and stores the reading; the next ones warm the JIT.
    const first = await fetch(readingUrl);
    if (!first.ok) throw new Error(`Could not get the reading: HTTP ${first.status}`);
    const bytes = Buffer.from(await first.arrayBuffer());
    const headers = {
      'Content-Type': first.headers.get('content-type') ?? 'application/json',
      'Cache-Control': first.headers.get('cache-control') ?? 'no-store',
      'Content-Length': String(bytes.length),
    };
    for (let i = 0; i < 300; i++) await (await fetch(readingUrl)).arrayBuffer();

    bare.on('request', (_req, res) => {
      res.writeHead(200, headers);
      res.end(bytes);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    console.log(
      `Answer size ${formatNumber(bytes.length)} bytes; ${rounds} rounds × ${duration} s, ${connections} connections, alternating.`,
    );
    const results = await alternate(
      { 'reading API': readingUrl, '/api/health': `${server.url}/api/health`, 'bare node:http': bareUrl },
      { rounds, duration, connections },
    );
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(`${pad('target', 18)}${pad('req/s (median)', 20)}${pad('p99 ms', 10)}errors`);
    for (const [name, r] of Object.entries(results)) {
      console.log(`${pad(name, 18)}${pad(formatNumber(r.rps), 20)}${pad(String(r.p99), 10)}${r.errors}`);
    }
    const ratio = results['reading API'].rps / results['/api/health'].rps;
    const ofBare = results['reading API'].rps / results['bare node:http'].rps;
    console.log(
      `reading API / health = ${ratio.toFixed(2)}× (goal ≥ 0.80×: ${ratio >= 0.8 ? 'met' : 'not met'})`,
    );
    console.log(`reading API / bare node:http = ${ofBare.toFixed(3)}×`);
  } finally {
    bare.close();
    await server.stop();
  }
}

/** Days of 2024–2025 never asked for before in this run, each with a sign: distinct readings. */
function archiveJobs(count: number, offset: number): { day: string; sign: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    day: shiftDay('2024-02-01', offset + Math.floor(i / 3) * 2),
    sign: SIGN_IDS[(i * 5) % 12],
  }));
}

function composerAlone(count: number) {
  const jobs = archiveJobs(count, 400);
  const started = performance.now();
  for (const { day, sign } of jobs) {
    const period = periodContaining('daily', day)!;
    composeReading({ type: 'daily', sign: sign as 'koc', period, sky: skyOfPeriod(period) });
  }
  const ms = performance.now() - started;
  console.log(
    `Composer alone (cold, daily, sky included): ${count} readings ${formatNumber(ms)} ms, ` +
      `${formatNumber((count * 1000) / ms)} readings/s, ${(ms / count).toFixed(1)} ms a reading`,
  );
}

async function archiveThroughApi(base: string, count: number) {
  for (const [label, parallel, offset] of [
    ['one client, one after another', 1, 0],
    ['four concurrent requests', 4, 1],
  ] as const) {
    const jobs = archiveJobs(count, offset);
    const started = performance.now();
    let failures = 0;
    while (jobs.length) {
      const batch = jobs.splice(0, parallel);
      await Promise.all(
        batch.map(async ({ day, sign }) => {
          const res = await fetch(`${base}/api/horoscopes/daily/${sign}?date=${day}`);
          await res.arrayBuffer();
          if (res.status !== 200) failures++;
        }),
      );
    }
    const s = (performance.now() - started) / 1000;
    console.log(
      `Archive readings through the API (cold: generated and stored), ${label}: ${count} readings ${s.toFixed(1)} s, ` +
        `${(count / s).toFixed(1)} readings/s, ${failures} errors (100 a minute needs 1.7/s)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
