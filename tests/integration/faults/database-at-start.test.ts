import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeEvents } from '@/lib/analytics/store';
import { openDatabase, type DbConfig } from '@/lib/db';
import { event } from '../../unit/analytics/fixtures';
import { temporaryPostgresDatabase } from '../../helpers/engines';
import { send } from '../../helpers/http';
import { freePort, startServer, type RunningServer } from '../../helpers/server';
import { TcpProxy } from '../../helpers/tcp-proxy';
import { expectCleanUnavailable, expectPagesServed, expectReadingServed, waitForLog } from './checks';

/**
 * The real production server started while its database cannot be used: it starts, serves
 * every page that does not need the database, answers readings with a clean Turkish 503, says
 * in its log what is wrong, and serves readings again once the database can be reached,
 * without a restart.
 */
interface Scenario {
  server: RunningServer;
  /** What the startup log line names the database as. */
  label: RegExp;
  /** The cause the log gives (the operating system's or the driver's words). */
  cause: RegExp;
  /** Makes the database usable. */
  repair(): Promise<void>;
  /** How the test itself reaches the same database. */
  config: DbConfig;
}

async function checkOutageAndRecovery(s: Scenario) {
  const { server } = s;
  // The start-up line, before any request asked for the database.
  await waitForLog(server, new RegExp(`Veritabanı açılamadı \\(${s.label.source}\\): ${s.cause.source}`));

  await expectPagesServed(server.url);
  await expectCleanUnavailable(server.url, '/api/horoscopes/daily/koc');
  await waitForLog(server, new RegExp(`Yorum deposu kullanılamıyor: ${s.cause.source}`));

  // The reading page cannot be rendered either; it is an error that no shared cache keeps.
  const page = await send(server.url, '/daily/koc');
  expect(page.status).toBeGreaterThanOrEqual(500);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).not.toMatch(/\n\s+at |ReadingUnavailableError/);

  await s.repair();

  const reading = await expectReadingServed(server.url, '/api/horoscopes/daily/koc');
  // Stored, not only computed: the row is in the database the server was given.
  const store = await openDatabase(s.config);
  try {
    const rows = await store.db
      .selectFrom('horoscope_readings')
      .select(['sign', 'prediction'])
      .where('type', '=', 'daily')
      .execute();
    expect(rows).toEqual([{ sign: 'koc', prediction: reading.prediction }]);
  } finally {
    await store.close();
  }
  const healed = await send(server.url, '/daily/koc');
  expect(healed.status).toBe(200);
  expect(healed.headers['cache-control']).toMatch(/s-maxage=\d+/);
}

describe('database unavailable when the server starts', () => {
  it('SQLite whose data directory cannot be created: pages, a Turkish 503, a clear log, recovery', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-fault-'));
    // A file where the data directory's parent should be: mkdir fails, even for root.
    const blocker = path.join(root, 'veri');
    fs.writeFileSync(blocker, 'dizin değil');
    const dataDir = path.join(blocker, 'yildiz');
    let server: RunningServer | undefined;
    try {
      server = await startServer({ dataDir, readyPath: '/icon.svg' });
      await checkOutageAndRecovery({
        server,
        label: /SQLite, [^)]*yildiz-rehberi\.db/,
        cause: /ENOTDIR/,
        repair: async () => fs.rmSync(blocker),
        config: { dataDir },
      });
      expect(await server.stop()).toBe(0);
    } finally {
      await server?.stop('SIGKILL');
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it('SQLite with a damaged page: start-up says what PRAGMA quick_check found instead of "Veritabanı hazır"', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-fault-'));
    const made = await openDatabase({ dataDir });
    await writeEvents(
      made.db,
      Array.from({ length: 3_000 }, (_, i) => event({ path: `/p${i}`, visitor: `v${i}` })),
    );
    await made.close();
    // Garbage over the middle of an interior page of the file, as a failing disk would leave it.
    const file = path.join(dataDir, 'yildiz-rehberi.db');
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(
      fd,
      Buffer.alloc(512, 0xa5),
      0,
      512,
      Math.floor(fs.statSync(file).size / 4096 / 2) * 4096 + 8,
    );
    fs.closeSync(fd);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ dataDir, readyPath: '/icon.svg' });
      await waitForLog(
        server,
        /Veritabanı açılamadı \(SQLite, [^)]*\): Veritabanı dosyası bozuk \([^)]*\); PRAGMA quick_check şunu buldu: .*(Tree|page|malformed)/,
      );
      expect(server.output()).not.toMatch(/Veritabanı hazır/);
      await expectPagesServed(server.url);
      expect(await server.stop()).toBe(0);
    } finally {
      await server?.stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // PostgreSQL only when TEST_DATABASE_URL names a server (as for the other two-engine tests).
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'PostgreSQL not listening: pages, a Turkish 503, a clear log, recovery when it comes up',
    async () => {
      const { url, drop } = await temporaryPostgresDatabase();
      const real = new URL(url);
      // The server is given a port where nothing listens yet; the relay opens it later.
      const port = await freePort();
      const viaRelay = new URL(url);
      viaRelay.host = `127.0.0.1:${port}`;
      const relay = new TcpProxy(real.hostname, Number(real.port || 5432));
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-fault-'));
      let server: RunningServer | undefined;
      try {
        server = await startServer({
          env: { DATABASE_URL: viaRelay.toString() },
          dataDir,
          readyPath: '/icon.svg',
        });
        await checkOutageAndRecovery({
          server,
          label: new RegExp(`PostgreSQL, 127\\.0\\.0\\.1:${port}${viaRelay.pathname}`),
          cause: /connect ECONNREFUSED/,
          repair: async () => void (await relay.start(port)),
          config: { databaseUrl: url, dataDir },
        });
        expect(await server.stop()).toBe(0);
      } finally {
        await server?.stop('SIGKILL');
        await relay.stop();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
