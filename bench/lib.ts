/**
 * Shared helpers for the benchmarks in bench/. Benchmarks print figures; they are not tests.
 * Machines are shared and noisy: compare side by side in one run and quote medians and ratios.
 */
import os from 'node:os';
import autocannon from 'autocannon';

/**
 * The machine, and how busy it was when the line was written (the 1-minute load average, read at
 * the start of a run): a reader can tell a quiet run's figures from a noisy one's.
 */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = formatNumber(os.loadavg()[0], 1);
  return `${os.cpus().length} cores (${cpu.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load} (1 min)`;
}

/** A numeric command-line option (`--rounds 5`), or the fallback when it is not given. */
export function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}

/**
 * The items in the order of round `round`: each round starts one item later, so no item always
 * runs right after the same one (the reference, say) and inherits its leftovers (garbage,
 * compression work, a warm cache).
 */
export function rotation<T>(items: readonly T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** A figure as English prose writes it: 1,234.5. */
export function formatNumber(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run against a URL. */
export async function load(
  url: string,
  opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 5,
    headers: opts.headers,
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Runs several targets in alternation for a number of rounds and reports the median of each,
 * so that noise from other work on the machine falls on all of them alike.
 */
export async function alternate(
  targets: Record<string, string>,
  opts: {
    rounds?: number;
    duration?: number;
    connections?: number;
    /** Sent with every request (an Accept-Encoding, say). */
    headers?: Record<string, string>;
  } = {},
): Promise<Record<string, { rps: number; p99: number; errors: number }>> {
  const rounds = opts.rounds ?? 3;
  const samples: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, url] of rotation(Object.entries(targets), r)) {
      samples[name].push(
        await load(url, { duration: opts.duration, connections: opts.connections, headers: opts.headers }),
      );
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map((x) => x.requestsPerSecond)),
        p99: median(runs.map((x) => x.p99)),
        errors: runs.reduce((a, x) => a + x.errors + x.non2xx, 0),
      },
    ]),
  );
}
