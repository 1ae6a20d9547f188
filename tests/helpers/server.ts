import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the real production server (server.ts over the current `.next` build) on a free
 * port with its own data directory: a primary that accepts connections and its worker
 * processes (lib/http/cluster.ts), in a process group of their own. Integration tests and
 * benchmarks use it; `npm test` builds before Jest runs.
 */
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The primary. */
  process: ChildProcess;
  /** The primary and every process under it (its workers), for CPU, memory and open files. */
  pids(): number[];
  /** Sends a signal to the primary and its workers at once (SIGSTOP: the whole server stalls). */
  signalAll(signal: NodeJS.Signals): void;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM (to the primary, which stops its workers), then wait for exit; resolves with the
   * exit code. SIGKILL goes to the whole group. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const ROOT = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A process and all its descendants, from /proc. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    children = tasks.flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // the process has exited
  }
  return [pid, ...children.flatMap(processTree)];
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group has exited
  }
}

export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string; readyPath?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('Önce `npm run build` çalıştırılmalı: .next/BUILD_ID yok.');
  }
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-test-'));
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Tests count generations and rows: the server's own run ahead only where a test asks for it.
      READINGS_AHEAD: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so signalAll reaches the workers too
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Sunucu başlamadan çıktı (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}${opts.readyPath ?? '/api/health'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      throw new Error(`Sunucu zamanında hazır olmadı:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    pids: () => processTree(child.pid!),
    signalAll: (signal) => signalGroup(child, signal),
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (signal === 'SIGKILL') signalGroup(child, signal);
      else if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
