/**
 * A local cluster: PostgreSQL, several instances of the site (server.ts on the production
 * build) and nginx in front as the load balancer, configured as the README prescribes.
 *
 *   npm run cluster                          2 instances, nginx on http://127.0.0.1:8080
 *   npm run cluster -- --instances 3 --port 4230
 *   npm run cluster -- --database-url postgres://…   an existing database instead of a fresh one
 *
 * Ctrl-C stops everything in order: nginx (finishing what it is serving), the instances (each
 * writing its queued analytics), then PostgreSQL; the temporary directory goes last.
 * The functions are exported for the integration test and the benchmark.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on right now (for the parts whose port was not given). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitForHealth(
  url: string,
  timeoutMs = 60_000,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${url} yanıt vermeden süreç kapandı`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} ${timeoutMs / 1000} saniyede hazır olmadı`);
    await sleep(200);
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

// ---------------------------------------------------------------- PostgreSQL

/** The newest of Debian's PostgreSQL installations (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : null;
}

/** nginx on the PATH (Debian's package puts it in /usr/sbin), or null. */
export function nginxBin(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** What is missing for a cluster on this machine, in Turkish, or null when nothing is. */
export function clusterPrerequisites(opts: { needPostgres?: boolean } = {}): string | null {
  const missing = [];
  if (opts.needPostgres !== false && !postgresBin())
    missing.push('PostgreSQL (apt-get install -y postgresql)');
  if (!nginxBin()) missing.push('nginx (apt-get install -y nginx)');
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) missing.push('üretim derlemesi (npm run build)');
  return missing.length ? `Eksik: ${missing.join(', ')}.` : null;
}

export interface Postgres {
  url: string;
  /** pg_ctl stop: 'fast' closes sessions cleanly, 'immediate' does not wait for anything. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

/**
 * A throwaway PostgreSQL in `dir`, the way .ci/run starts one: initdb and pg_ctl as the
 * `postgres` user when we are root (PostgreSQL refuses to run as root), trust authentication,
 * listening on 127.0.0.1 only, with its socket in `dir`.
 */
export async function startPostgres(opts: { dir: string; port: number }): Promise<Postgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL bulunamadı: apt-get install -y postgresql');
  const root = process.getuid?.() === 0;
  const pgDir = path.join(opts.dir, 'postgres');
  fs.mkdirSync(pgDir, { recursive: true });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    // The postgres user must be able to reach its directory inside ours.
    fs.chmodSync(opts.dir, 0o755);
    fs.chownSync(pgDir, uid, gid);
  }
  // Its own process group: a Ctrl-C in the terminal reaches only this script, which stops
  // PostgreSQL last, after the instances have written their queues.
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [cmd, argv] = root
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
        : [path.join(bin, tool), args];
      const child = spawn(cmd, argv, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr!.on('data', (d) => (err += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${tool} başarısız (${code}): ${err.trim()}`)),
      );
    });
  const data = path.join(pgDir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${opts.port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    path.join(pgDir, 'log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (stopped) return;
    stopped = true;
    await run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).catch(() => {});
  };
  try {
    await run('createdb', ['-h', '127.0.0.1', '-p', String(opts.port), '-U', 'postgres', 'yildiz']);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${opts.port}/yildiz`, stop };
}

// ---------------------------------------------------------------- the site's instances

export interface Instance {
  index: number;
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  /** SIGTERM (a graceful drain: in-flight requests answered, analytics written), then its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startInstance(opts: {
  index: number;
  port: number;
  databaseUrl: string;
  dir: string;
  trustProxy: string;
  env?: Record<string, string>;
  /** Called with each line it prints (the CLI prefixes them); collected in output() anyway. */
  onLine?: (line: string) => void;
  /** Wait for /api/health before resolving (default true). */
  wait?: boolean;
}): Promise<Instance> {
  const dataDir = path.join(opts.dir, `site-${opts.index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl,
      TRUST_PROXY: opts.trustProxy,
      ...opts.env,
    },
  });
  let out = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    out += text;
    if (!opts.onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) opts.onLine(line);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const url = `http://127.0.0.1:${opts.port}`;
  const instance: Instance = {
    index: opts.index,
    port: opts.port,
    url,
    process: child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGKILL reaches the instance's workers too (its own process group); other signals go
        // to the primary, which passes them on and waits for its workers.
        if (signal === 'SIGKILL') process.kill(-child.pid!, signal);
        else child.kill(signal);
      }
      return waitForExit(child, 20_000);
    },
  };
  if (opts.wait !== false) {
    try {
      await waitForHealth(`${url}/api/health`, 90_000, () => child.exitCode === null);
    } catch (err) {
      await instance.stop('SIGKILL');
      throw new Error(`${opts.index}. sunucu başlamadı: ${(err as Error).message}\n${out}`);
    }
  }
  return instance;
}

// ---------------------------------------------------------------- nginx

export interface NginxOptions {
  dir: string;
  port: number;
  upstreams: number[];
  /** Passive health check: this many failures within failTimeout mark an instance down for failTimeout. */
  maxFails?: number;
  failTimeout?: string;
}

/**
 * The load balancer's configuration, as the README shows it: round robin over the instances,
 * passive health checks (max_fails/fail_timeout), retries of idempotent requests on the next
 * instance (proxy_next_upstream; nginx never retries a POST that reached an instance), the
 * proxy headers the instances trust with TRUST_PROXY=1, and everything it writes under `dir`.
 */
export function nginxConfig(opts: NginxOptions, asRoot = process.getuid?.() === 0): string {
  const dir = opts.dir;
  const servers = opts.upstreams
    .map(
      (p) =>
        `    server 127.0.0.1:${p} max_fails=${opts.maxFails ?? 1} fail_timeout=${opts.failTimeout ?? '5s'};`,
    )
    .join('\n');
  return `# Written by scripts/cluster.ts
${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server_tokens off;

  # No client addresses in the log (the site stores none), and no query strings: $uri is the path
  # alone ($request would write a GET's whole address, birth data included). $upstream_addr lists
  # every instance tried ("a, b" after a retry), $upstream_status each one's answer.
  log_format cluster '$time_iso8601 "$request_method $uri" $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${dir}/access.log cluster;

  upstream yildiz {
${servers}
    # Idle connections to the instances, closed before the instances' own 5 s keep-alive does.
    keepalive 32;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${opts.port};

    location / {
      proxy_pass http://yildiz;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Appends the address nginx saw: with TRUST_PROXY=1 the instances take that last entry.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # One id per client request, the same on every instance tried (replacing any the client
      # sent): an answer nginx retried elsewhere is counted once (lib/analytics/request-key.ts).
      proxy_set_header X-Request-Id $request_id;
      # Not behind Cloudflare: a country header from the client must not reach the instances.
      proxy_set_header CF-IPCountry "";

      # Retries on the next instance when one refuses, resets or times out. Only idempotent
      # requests are retried once sent (nginx's default without non_idempotent).
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries ${Math.max(2, opts.upstreams.length)};
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 35s;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  port: number;
  dir: string;
  process: ChildProcess;
  accessLog(): string;
  errorLog(): string;
  /** SIGQUIT: stops accepting, finishes what is in flight, exits. */
  stop(): Promise<void>;
}

export async function startNginx(opts: NginxOptions): Promise<Nginx> {
  const bin = nginxBin();
  if (!bin) throw new Error('nginx bulunamadı: apt-get install -y nginx');
  const asRoot = process.getuid?.() === 0;
  fs.mkdirSync(path.join(opts.dir, 'tmp'), { recursive: true });
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const p = path.join(opts.dir, 'tmp', t);
    fs.mkdirSync(p, { recursive: true });
    // Workers run as nobody when the master is root: they buffer large answers here.
    if (asRoot) fs.chownSync(p, 65534, 65534);
  }
  if (asRoot) {
    fs.chmodSync(opts.dir, 0o755);
    fs.chmodSync(path.dirname(opts.dir), 0o755);
  }
  const conf = path.join(opts.dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(opts, asRoot));
  // -e: the error log before the configuration is read (else /var/log/nginx, which may not exist).
  const child = spawn(bin, ['-p', opts.dir, '-c', conf, '-e', path.join(opts.dir, 'error.log')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const read = (name: string) => {
    try {
      return fs.readFileSync(path.join(opts.dir, name), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${opts.port}`;
  const nginx: Nginx = {
    url,
    port: opts.port,
    dir: opts.dir,
    process: child,
    accessLog: () => read('access.log'),
    errorLog: () => read('error.log'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await waitForExit(child, 20_000);
    },
  };
  try {
    await waitForHealth(`${url}/api/health`, 30_000, () => child.exitCode === null);
  } catch (e) {
    await nginx.stop();
    throw new Error(`nginx başlamadı: ${(e as Error).message}\n${err}${read('error.log')}`);
  }
  return nginx;
}

// ---------------------------------------------------------------- the cluster

export interface ClusterOptions {
  instances?: number;
  /** nginx's port; default a free one. */
  port?: number;
  /** The instances' ports; default the ports after nginx's (or free ones). */
  instancePorts?: number[];
  /** PostgreSQL's port when the script starts one; default a free one. */
  postgresPort?: number;
  /** An existing database instead of a fresh PostgreSQL. */
  databaseUrl?: string;
  /** TRUST_PROXY for the instances: nginx is the one proxy in front of them. */
  trustProxy?: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  maxFails?: number;
  failTimeout?: string;
  onLine?: (instance: number, line: string) => void;
  log?: (message: string) => void;
}

export interface Cluster {
  url: string;
  dir: string;
  databaseUrl: string;
  nginx: Nginx;
  instances: Instance[];
  /** Starts instance `index` again (after stopping it) on its port, with the same settings. */
  restartInstance(index: number): Promise<Instance>;
  /** nginx, then the instances, then PostgreSQL; removes the temporary directory. */
  stop(): Promise<void>;
  /** The same without waiting for anyone to finish (SIGKILL, PostgreSQL's immediate stop). */
  kill(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const problem = clusterPrerequisites({ needPostgres: !options.databaseUrl });
  if (problem) throw new Error(problem);
  const log = options.log ?? (() => {});
  const count = options.instances ?? 2;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-cluster-'));
  const port = options.port ?? (await freePort());
  const instancePorts =
    options.instancePorts ??
    (options.port
      ? Array.from({ length: count }, (_, i) => port + 1 + i)
      : await Promise.all(Array.from({ length: count }, () => freePort())));
  const trustProxy = options.trustProxy ?? '1';

  let postgres: Postgres | null = null;
  const instances: Instance[] = [];
  let nginx: Nginx | null = null;
  const stop = async () => {
    if (nginx) {
      log('nginx durduruluyor…');
      await nginx.stop();
    }
    log('Sunucular durduruluyor (kuyruktaki analytics olayları yazılıyor)…');
    await Promise.all(instances.map((i) => i.stop()));
    if (postgres) {
      log('PostgreSQL durduruluyor…');
      await postgres.stop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const kill = async () => {
    nginx?.process.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await postgres?.stop('immediate');
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pgPort = options.postgresPort ?? (await freePort());
      log(`PostgreSQL başlatılıyor (127.0.0.1:${pgPort})…`);
      postgres = await startPostgres({ dir, port: pgPort });
      databaseUrl = postgres.url;
    }
    // One visitor secret for every instance: each derives the day's salt from it, so a visitor
    // counts once whichever instance answers (lib/analytics/visitor-secret.ts).
    const visitorSecret = process.env.VISITOR_SECRET || randomBytes(32).toString('base64url');
    const start = (index: number, wait = true) =>
      startInstance({
        index,
        port: instancePorts[index - 1],
        databaseUrl: databaseUrl!,
        dir,
        trustProxy,
        env: { VISITOR_SECRET: visitorSecret, ...options.env },
        onLine: options.onLine ? (line) => options.onLine!(index, line) : undefined,
        wait,
      });
    log(`${count} sunucu başlatılıyor (${instancePorts.join(', ')})…`);
    // All at once, as a deployment would: the migrations must cope with that.
    const started = await Promise.allSettled(instancePorts.map((_, i) => start(i + 1)));
    for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;

    log(`nginx başlatılıyor (127.0.0.1:${port})…`);
    nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      port,
      upstreams: instancePorts,
      maxFails: options.maxFails,
      failTimeout: options.failTimeout,
    });
    return {
      url: nginx.url,
      dir,
      databaseUrl: databaseUrl!,
      nginx,
      instances,
      async restartInstance(index) {
        const old = instances[index - 1];
        await old.stop();
        const fresh = await start(index);
        instances[index - 1] = fresh;
        return fresh;
      },
      stop,
      kill,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

// ---------------------------------------------------------------- command line

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const count = Number(argument('instances') ?? 2);
  const port = Number(argument('port') ?? 8080);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error('--instances 1 ile 16 arasında olmalı');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port geçerli bir port olmalı');
  const pgPort = argument('pg-port');
  const colours = ['36', '35', '33', '32', '34'];
  const cluster = await startCluster({
    instances: count,
    port,
    postgresPort: pgPort ? Number(pgPort) : undefined,
    databaseUrl: argument('database-url'),
    log: (m) => console.log(m),
    onLine: (i, line) => console.log(`\x1b[${colours[(i - 1) % colours.length]}m[site-${i}]\x1b[0m ${line}`),
  });
  console.log(
    `\nKüme hazır: ${cluster.url}  (nginx → ${cluster.instances.map((i) => i.url).join(', ')})\n` +
      `Veritabanı: ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')}\n` +
      `nginx yapılandırması ve kayıtları: ${cluster.nginx.dir}\n` +
      'Durdurmak için Ctrl-C.',
  );
  let stopping = 0;
  const shutdown = (signal: string) => {
    if (stopping) {
      // The terminal's Ctrl-C reaches npm and tsx too, and they pass it on: a second signal
      // within a moment is that echo. A later one means "now": no draining, but nothing left running.
      if (Date.now() - stopping < 1_500) return;
      console.log('İkinci sinyal: her şey hemen kapatılıyor.');
      cluster.kill().finally(() => process.exit(1));
      return;
    }
    stopping = Date.now();
    console.log(`\n${signal} alındı: küme durduruluyor…`);
    cluster.stop().then(
      () => {
        console.log('Küme durdu.');
        process.exit(0);
      },
      (err: unknown) => {
        console.error('Küme durdurulurken hata:', err instanceof Error ? err.message : err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // An instance that dies on its own is reported; nginx's health checks send its share elsewhere.
  for (const instance of cluster.instances)
    instance.process.on('exit', (code) => {
      if (!stopping) console.error(`${instance.index}. sunucu beklenmedik biçimde kapandı (${code}).`);
    });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error('Küme başlatılamadı:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
