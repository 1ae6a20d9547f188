/**
 * 60 seconds of mixed traffic (pages, readings, sky map, analytics reads) at 200 concurrent
 * connections against the production server on SQLite. Prints requests per second, p50 and
 * p99 latency, errors, and the server's resident memory before, at the peak, and after a quiet minute.
 * Usage: npm run bench:load [-- --duration 60 --connections 200]
 * Goals: no errors; memory back to within 20% of the start after the load.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../tests/helpers/server';
import { machineLine } from './lib';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Resident set size of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
export const MIXED_PATHS = [
  '/',
  '/daily',
  '/daily/koc',
  '/weekly/aslan',
  '/monthly/balik',
  '/zodiac-info/akrep',
  '/love-compatibility',
  '/tarot',
  '/sky-map',
  '/api/health',
  '/api/horoscopes/daily/koc',
  '/api/horoscopes/weekly/terazi',
  '/api/horoscopes/monthly/oglak',
  `/api/sky-map?date=${today}&latitude=41.0082&longitude=28.9784`,
  `/api/sky-map/image?date=2024-08-12&latitude=41.0082&longitude=28.9784`,
  '/api/analytics/daily',
  '/api/analytics/hourly',
  '/api/analytics/popular-pages',
];

export interface LoadReport {
  duration: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

export async function runLoad(duration = 60, connections = 200): Promise<LoadReport> {
  const server = await startServer();
  const pid = server.process.pid!;
  try {
    // Warm every path once (first renders, first readings), then let the heap settle.
    for (const p of MIXED_PATHS) await fetch(`${server.url}${p}`).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = rssMiB(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 500);
    const statusCounts: Record<string, number> = {};
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration,
          requests: MIXED_PATHS.map((path) => ({ method: 'GET', path })),
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      instance.on('response', (_client, statusCode) => {
        statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      });
    });
    clearInterval(sampler);
    // A quiet minute after the burst, as real traffic would have: V8 gives memory back to the
    // system only after several idle collections.
    await new Promise((r) => setTimeout(r, 60_000));
    const rssAfter = rssMiB(pid);
    return {
      duration,
      connections,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      statusCounts,
      rssBefore,
      rssPeak,
      rssAfter,
    };
  } finally {
    await server.stop();
  }
}

export function loadSummary(r: LoadReport): string {
  const change = ((r.rssAfter - r.rssBefore) / r.rssBefore) * 100;
  return [
    `| ölçü | değer | hedef |`,
    `|---|---|---|`,
    `| süre, eşzamanlı bağlantı | ${r.duration} s, ${r.connections} | 60 s, 200 |`,
    `| toplam istek | ${r.requests} | |`,
    `| istek/saniye (ortalama) | ${r.rps.toFixed(0)} | |`,
    `| gecikme p50 / p99 | ${r.p50} ms / ${r.p99} ms | |`,
    `| hata (bağlantı, zaman aşımı) | ${r.errors} | 0 ${r.errors === 0 ? '✓' : '✗'} |`,
    `| 2xx dışı yanıt | ${r.non2xx} (${JSON.stringify(r.statusCounts)}) | 0 ${r.non2xx === 0 ? '✓' : '✗'} |`,
    `| bellek (RSS) önce / tepe / sonra | ${r.rssBefore.toFixed(0)} / ${r.rssPeak.toFixed(0)} / ${r.rssAfter.toFixed(0)} MiB | sonra, başlangıcın %20 yakınında ${Math.abs(change) <= 20 ? '✓' : '✗'} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%) |`,
  ].join('\n');
}

if (require.main === module) {
  (async () => {
    console.log(`Karışık yük, ${machineLine()}`);
    console.log(loadSummary(await runLoad(arg('duration', 60), arg('connections', 200))));
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
