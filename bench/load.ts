/**
 * Mixed traffic (pages, readings, sky map, analytics reads) against the production server on
 * SQLite at 50, 200 and 500 concurrent connections, 30 seconds each by default. For each level:
 * requests per second, p50 and p99 latency, client timeouts (10 s), connection errors, 503s
 * (load shed on purpose), answers slower than 5 s that were not a 503, and the server's resident
 * memory (before, at the peak, and after a quiet minute at the end).
 * Usage: npm run bench:load [-- --duration 30 --connections 50,200,500 --quiet 60]
 * Goals: at 200 connections no timeout and no connection error; at 500, every request answered
 * within 5 s or refused fast with a 503; memory back to within 20% of the start.
 */
import autocannon from 'autocannon';
import { rssMiB } from '../tests/helpers/proc';
import { startServer } from '../tests/helpers/server';
import { machineLine } from './lib';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
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

/** Client timeout: a request not answered in this many seconds counts as a timeout. */
const CLIENT_TIMEOUT_S = 10;
/** Slower than this and not a fast refusal: what the goal at 500 connections forbids. */
const SLOW_MS = 5_000;

export interface LevelReport {
  duration: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  shed: number;
  slow: number;
  statusCounts: Record<string, number>;
  rssPeak: number;
}

export interface LoadReport {
  levels: LevelReport[];
  rssBefore: number;
  rssAfter: number;
  quietSeconds: number;
}

export async function runLevel(
  url: string,
  /** The server's processes (tests/helpers/server.ts's pids()), for its memory. */
  pids: () => number[],
  connections: number,
  duration: number,
): Promise<LevelReport> {
  let rssPeak = rssMiB(pids());
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pids()))), 500);
  const statusCounts: Record<string, number> = {};
  let slow = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        timeout: CLIENT_TIMEOUT_S,
        requests: MIXED_PATHS.map((path) => ({ method: 'GET', path })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      if (statusCode !== 503 && responseTime > SLOW_MS) slow++;
    });
  });
  clearInterval(sampler);
  return {
    duration,
    connections,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    shed: statusCounts['503'] ?? 0,
    slow,
    statusCounts,
    rssPeak,
  };
}

export async function runLoad(
  duration = 30,
  levels = [50, 200, 500],
  quietSeconds = 60,
): Promise<LoadReport> {
  const server = await startServer();
  const pids = () => server.pids();
  try {
    // Warm every path once (first renders, first readings), then let the heap settle.
    for (const p of MIXED_PATHS) await fetch(`${server.url}${p}`).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = rssMiB(pids());
    const reports: LevelReport[] = [];
    for (const connections of levels) {
      reports.push(await runLevel(server.url, pids, connections, duration));
      // A short pause between levels, so one level's backlog does not count against the next.
      await new Promise((r) => setTimeout(r, 5_000));
    }
    // A quiet minute after the bursts, as real traffic would have: V8 gives memory back to the
    // system only after several idle collections.
    await new Promise((r) => setTimeout(r, quietSeconds * 1000));
    return { levels: reports, rssBefore, rssAfter: rssMiB(pids()), quietSeconds };
  } finally {
    await server.stop();
  }
}

export function loadSummary(r: LoadReport): string {
  const change = ((r.rssAfter - r.rssBefore) / r.rssBefore) * 100;
  const lines = [
    `| connections | duration | requests | req/s | p50 / p99 | timeouts | connection errors | 503 (shed) | slower than 5 s (not 503) | RSS peak | goal |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const l of r.levels) {
    const goal =
      l.connections >= 500
        ? `every request within 5 s or a fast 503 ${l.slow === 0 && l.timeouts === 0 ? '✓' : '✗'}`
        : `no timeout and no connection error ${l.timeouts === 0 && l.errors === 0 ? '✓' : '✗'}`;
    lines.push(
      `| ${l.connections} | ${l.duration} s | ${l.requests} | ${l.rps.toFixed(0)} | ${l.p50} / ${l.p99} ms | ${l.timeouts} | ${l.errors} | ${l.shed} | ${l.slow} | ${l.rssPeak.toFixed(0)} MiB | ${goal} |`,
    );
  }
  lines.push(
    '',
    `Statuses: ${r.levels.map((l) => `${l.connections}: ${JSON.stringify(l.statusCounts)}`).join('; ')}`,
    `Memory (RSS): before ${r.rssBefore.toFixed(0)} MiB, after ${r.quietSeconds} s of quiet ${r.rssAfter.toFixed(0)} MiB ` +
      `(${change >= 0 ? '+' : ''}${change.toFixed(1)}%; goal: within 20 % of the start ${Math.abs(change) <= 20 ? '✓' : '✗'})`,
  );
  return lines.join('\n');
}

if (require.main === module) {
  (async () => {
    const duration = Number(arg('duration', '30'));
    const levels = arg('connections', '50,200,500').split(',').map(Number);
    const quiet = Number(arg('quiet', '60'));
    console.log(`Mixed load, ${machineLine()}`);
    console.log(loadSummary(await runLoad(duration, levels, quiet)));
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
