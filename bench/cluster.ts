/**
 * Cluster benchmark (prints figures; not a test): requests per second through nginx in front of
 * one, two and three instances of the site on one PostgreSQL, on this machine, with one instance
 * without nginx beside them. The four are measured in alternating rounds (a shared machine's
 * load changes by the minute) and their medians printed. Then the analytics check: a fixed
 * number of requests from known visitors through nginx over three instances, and the figures
 * the site reports for them.
 *
 * Run: npm run build && npm run bench:cluster   (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS)
 * Needs Debian's postgresql and nginx packages (see the README, "Running several instances").
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startCluster, startNginx, type Nginx } from '../scripts/cluster';
import { istanbulDay } from '../lib/time/zone';
import { formatNumber, machineLine, median } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CHECK_REQUESTS = 6_000;
const CHECK_VISITORS = 60;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
// A visitor's morning: the home page, a reading page, its API, the privacy page.
const MIX = ['/', '/daily/koc', '/api/horoscopes/daily/koc', '/gizlilik'];

const fmt = formatNumber;

interface Sample {
  rps: number;
  p99: number;
  /** Answers other than 2xx by status, and failed or timed-out requests ('errors'). */
  failures: Record<string, number>;
}

async function hit(base: string, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': BROWSER },
    requests: MIX.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, { count }]) => [code, count]),
      ),
      ...(result.errors + result.timeouts ? { errors: result.errors + result.timeouts } : {}),
    },
  };
}

/** '0', or the total with its breakdown: '13 (503: 13)'. */
function failures(runs: Sample[]): string {
  const byKind = new Map<string, number>();
  for (const run of runs)
    for (const [kind, n] of Object.entries(run.failures)) byKind.set(kind, (byKind.get(kind) ?? 0) + n);
  const total = [...byKind.values()].reduce((a, n) => a + n, 0);
  return total ? `${total} (${[...byKind].map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : '0';
}

async function reports(base: string, day: string) {
  const get = async <T>(p: string) => {
    const res = await fetch(`${base}${p}?date=${day}`);
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return (await res.json()) as T;
  };
  const daily = await get<{ totalRequests: number; uniqueVisitors: number }>('/api/analytics/daily');
  const geo = await get<Array<{ code: string; requests: number }>>('/api/analytics/geographic');
  return { ...daily, tr: geo.find((g) => g.code === 'TR')?.requests ?? 0 };
}

/** Reports once every instance has written its queue: two readings 1.5 s apart agree. */
async function settled(base: string, day: string) {
  let last = await reports(base, day);
  for (;;) {
    await new Promise((r) => setTimeout(r, 1_500));
    const now = await reports(base, day);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

async function main() {
  console.log(`Machine: ${machineLine()}.`);
  // TRUST_PROXY=2: the benchmark stands for a CDN edge in front of nginx, so that the visitors'
  // addresses it sends in X-Forwarded-For are the ones the instances count (see the cluster test).
  const cluster = await startCluster({ instances: 3, trustProxy: '2', log: (m) => console.error(m) });
  const extra: Nginx[] = [];
  try {
    const [one, two] = [cluster.instances.slice(0, 1), cluster.instances.slice(0, 2)];
    for (const [name, group] of [
      ['one', one],
      ['two', two],
    ] as const) {
      extra.push(
        await startNginx({
          dir: path.join(cluster.dir, `nginx-${name}`),
          port: await freePort(),
          upstreams: group.map((i) => i.port),
        }),
      );
    }
    const targets: Record<string, string> = {
      '1 instance, no nginx': cluster.instances[0].url,
      'nginx + 1 instance': extra[0].url,
      'nginx + 2 instances': extra[1].url,
      'nginx + 3 instances': cluster.url,
    };
    // Warm-up, not measured: JIT, Next's caches, the day's readings.
    for (const url of Object.values(targets)) await hit(url, 3);

    const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.keys(targets);
      if (round % 2) order.reverse();
      for (const name of order) samples[name].push(await hit(targets[name], SECONDS));
    }

    console.log(
      `\nRequests per second, mixed load (${MIX.join(', ')}), ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s, alternating; medians:\n`,
    );
    console.log('| target | req/s (median) | rounds | p99 (ms) | non-2xx / errors | against 1 instance |');
    console.log('|---|---:|---|---:|---:|---:|');
    const base = median(samples['nginx + 1 instance'].map((s) => s.rps));
    for (const [name, runs] of Object.entries(samples)) {
      const rps = median(runs.map((s) => s.rps));
      console.log(
        `| ${name} | ${fmt(rps)} | ${runs.map((s) => fmt(s.rps)).join(' / ')} | ${fmt(median(runs.map((s) => s.p99)))} | ${failures(runs)} | ${fmt(rps / base, 2)}× |`,
      );
    }
    // An instance beyond the machine's cores adds no CPU, and the load generator, nginx and
    // PostgreSQL share the same cores with the instances too.
    const cores = os.cpus().length;
    if (cores <= cluster.instances.length) {
      console.log(
        `\nThis machine has ${cores} cores, and the load generator, nginx and PostgreSQL share them with the instances: ` +
          'an instance beyond the number of cores adds no CPU, so the gain stays small and is lost in the noise from round to round. ' +
          'The table shows what nginx and the shared database cost and that load is spread without errors; scaling shows on a machine with a core for each instance.',
      );
    }

    // The analytics check: a known number of requests from known visitors (TR addresses),
    // spread over the three instances by nginx.
    const day = istanbulDay();
    const before = await settled(cluster.url, day);
    const result = await autocannon({
      url: cluster.url,
      connections: 30,
      amount: CHECK_REQUESTS,
      requests: Array.from({ length: CHECK_VISITORS }, (_, i) => ({
        method: 'GET' as const,
        path: MIX[i % MIX.length],
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': `193.140.${100 + (i >> 8)}.${(i % 250) + 1}` },
      })),
    });
    const after = await settled(cluster.url, day);
    const sent = result.requests.sent;
    const answered = result['2xx'];
    const counted = after.totalRequests - before.totalRequests;
    const visitors = after.uniqueVisitors - before.uniqueVisitors;
    const tr = after.tr - before.tr;
    // Every answer counts, a 503 of the overload guard included: what was sent is what is counted.
    const ok = counted === sent && visitors === CHECK_VISITORS && tr === sent && result.errors === 0;
    console.log(
      `\nAnalytics check (nginx + 3 instances): ${fmt(sent)} requests sent, ${fmt(answered)} answered 200, ${fmt(sent - answered)} got the overload guard's 503; ` +
        `the reports count ${fmt(counted)} requests, ${fmt(visitors)} unique visitors (expected ${CHECK_VISITORS}), ` +
        `${fmt(tr)} requests from Turkey: ${ok ? 'exact' : 'MISMATCH'}.`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    for (const n of extra) await n.stop();
    await cluster.stop();
  }
}

main().catch((err: unknown) => {
  console.error('Cluster benchmark failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
