import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../helpers/server';
import { TcpProxy } from '../../helpers/tcp-proxy';
import { ENGINE_NAMES, prepareEngine, temporaryPostgresDatabase } from '../../helpers/engines';
import { eventually, getJson, send } from '../../helpers/http';

/**
 * What happens to the site and to the figures when the database fails, and on SIGTERM under
 * load, through the real production server.
 */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' };
const PAGES = ['/', '/gizlilik'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** "toplam düşürülen: N" from the last drop report in the log, or 0. */
function droppedSoFar(log: string): number {
  const all = [...log.matchAll(/toplam düşürülen: (\d+)/g)];
  return all.length ? Number(all.at(-1)![1]) : 0;
}

async function pagesAnswer(base: string, count: number) {
  for (let i = 0; i < count; i++) {
    const answer = await send(base, PAGES[i % PAGES.length], BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Yıldız Rehberi');
  }
}

describe('analytics when the database fails', () => {
  it('SQLite that cannot be opened: pages still answer 200, the queue keeps its bound and counts the drops', async () => {
    // DATA_DIR inside a regular file: the database can never be created, even by root.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-broken-')), 'bir-dosya');
    fs.writeFileSync(file, 'dizin değil');
    const server = await startServer({
      dataDir: path.join(file, 'veri'),
      env: { ANALYTICS_QUEUE_LIMIT: '10' },
      readyPath: '/icon.svg',
    });
    try {
      await pagesAnswer(server.url, 25);
      await eventually(
        async () => server.output(),
        (log) => droppedSoFar(log) === 15 && log.includes('olaylar veritabanına yazılamadı'),
        10_000,
      );
      // The dashboard's reads fail cleanly: a Turkish 503 with Retry-After, no stack trace.
      const daily = await send(server.url, '/api/analytics/daily');
      expect(daily.status).toBe(503);
      expect(daily.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(daily.body)).toEqual({
        success: false,
        message: expect.stringMatching(/İstatistiklere şu anda ulaşılamıyor/),
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // At exit the ten queued events cannot be written either, and the log says so.
    expect(server.output()).toContain('kapanışta 10 olay veritabanına yazılamadı');
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  // PostgreSQL is there only when TEST_DATABASE_URL is set (as for every two-engine test here).
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'PostgreSQL that goes away and comes back: events wait in the queue up to its bound, and are written on return',
    async () => {
      const { url, drop } = await temporaryPostgresDatabase();
      const target = new URL(url);
      const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      const port = await proxy.start();
      const viaProxy = new URL(url);
      viaProxy.host = `127.0.0.1:${port}`;
      const server = await startServer({
        env: { DATABASE_URL: viaProxy.toString(), ANALYTICS_QUEUE_LIMIT: '6' },
        readyPath: '/icon.svg',
      });
      const total = () => getJson<{ totalRequests: number }>(server.url, '/api/analytics/daily');
      try {
        await pagesAnswer(server.url, 5);
        await eventually(total, (d) => d.totalRequests === 5);

        await proxy.stop(); // the database is unreachable from here on
        await pagesAnswer(server.url, 8);
        await eventually(
          async () => server.output(),
          (log) => log.includes('olaylar veritabanına yazılamadı') && droppedSoFar(log) === 2,
        );

        await proxy.start(port); // and back
        // 5 written before, 6 kept in the queue, 2 dropped.
        await eventually(total, (d) => d.totalRequests === 11);
        await sleep(1_500);
        expect((await total()).totalRequests).toBe(11);
        expect(server.output()).toContain('veritabanına yazma yeniden çalışıyor');
      } finally {
        expect(await server.stop()).toBe(0);
        await proxy.stop();
        await drop();
      }
    },
    90_000,
  );
});

// PostgreSQL stopped, then frozen (accepting bytes, answering none): the dashboard's reads answer
// a 503 with Retry-After within seconds, and the log names the cause without a line per request.
const onPostgresReads = process.env.TEST_DATABASE_URL ? it : it.skip;
onPostgresReads(
  'PostgreSQL stopped or frozen: analytics reads answer 503 with Retry-After within seconds, the log stays short',
  async () => {
    const { url, drop } = await temporaryPostgresDatabase();
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${port}`;
    const server = await startServer({ env: { DATABASE_URL: viaProxy.toString() }, readyPath: '/icon.svg' });
    const readAll = async (count: number) => {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          send(server.url, i % 2 ? '/api/analytics/daily' : '/api/analytics/popular-pages'),
        ),
      );
      return { answers, seconds: (performance.now() - started) / 1000 };
    };
    try {
      expect((await send(server.url, '/api/analytics/daily')).status).toBe(200);

      await proxy.stop(); // stopped: connections refused
      const stopped = await readAll(40);
      expect(stopped.answers.map((a) => a.status)).toEqual(Array(40).fill(503));
      for (const a of stopped.answers) expect(a.headers['retry-after']).toMatch(/^\d+$/);
      expect(stopped.seconds).toBeLessThan(5);

      await proxy.start(port);
      await eventually(
        () => send(server.url, '/api/analytics/daily').then((a) => a.status),
        (status) => status === 200,
      );
      proxy.freeze(); // frozen: connected, silent
      const frozen = await readAll(20);
      expect(frozen.answers.map((a) => a.status)).toEqual(Array(20).fill(503));
      expect(frozen.seconds).toBeLessThan(6);
      proxy.thaw();

      // A line per cause, not per request.
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('Analytics okunamadı'));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(4);
    } finally {
      proxy.thaw();
      expect(await server.stop()).toBe(0);
      await proxy.stop();
      await drop();
    }
  },
  90_000,
);

describe.each(ENGINE_NAMES)('SIGTERM under load on %s', (engineName) => {
  it('every request answered before the signal (and during the drain) is in the store', async () => {
    const engine = await prepareEngine(engineName);
    const server = await startServer({
      env: engine.serverEnv,
      dataDir: engine.dataDir,
      readyPath: '/icon.svg',
    });
    let answered = 0;
    let stopped = false;
    const worker = async (id: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const answer = await send(server.url, PAGES[(id + i) % PAGES.length], BROWSER);
          if (answer.status === 200) answered++;
        } catch {
          return; // refused or reset: the server has stopped taking requests
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, id) => worker(id));
    // Load under way: enough answers (the first renders of the pages, and a busy machine, take longer).
    const loadedBy = Date.now() + 30_000;
    while (answered <= 20 && Date.now() < loadedBy) await sleep(100);
    const answeredBeforeSignal = answered;
    const exit = server.stop('SIGTERM');
    expect(await exit).toBe(0);
    stopped = true;
    await Promise.all(workers);

    const store = await engine.open();
    try {
      const rows = await store.db.selectFrom('analytics_events').select(['path', 'status']).execute();
      expect(answeredBeforeSignal).toBeGreaterThan(20);
      expect(rows.length).toBeGreaterThanOrEqual(answeredBeforeSignal);
      expect(rows.length).toBe(answered);
      expect(rows.every((r) => r.status === 200 && PAGES.includes(r.path))).toBe(true);
    } finally {
      await store.close();
      await engine.cleanup();
    }
    expect(server.output()).toContain('Sunucu kapandı.');
  }, 90_000);
});
