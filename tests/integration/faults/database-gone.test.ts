import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase, type DbConfig } from '@/lib/db';
import type { HoroscopeData } from '@/lib/api/horoscope';
import { temporaryPostgresDatabase } from '../../helpers/engines';
import { send } from '../../helpers/http';
import { startServer, type RunningServer } from '../../helpers/server';
import { TcpProxy } from '../../helpers/tcp-proxy';
import { expectCleanUnavailable, expectPagesServed, expectReadingServed, waitForLog } from './checks';

/**
 * The database becomes unusable while the real production server is serving, then comes back.
 * Readings already made stay in memory and are served unchanged; pages answer; a reading never
 * made answers a clean 503; the log says what is wrong; once the database is back, new
 * readings are made and stored again, without a restart.
 *
 * PostgreSQL goes away for real: a TCP relay between server and database is cut. SQLite is a
 * file inside the process and cannot disconnect; what makes it unusable while serving is
 * another process holding its write lock (a maintenance script, a backup tool in a write
 * transaction). That is the SQLite case here. Reads still work under that lock, so there the
 * reading made before could come from the file as well as from memory: the PostgreSQL case
 * is the one that shows memory alone carries it.
 */
interface Outage {
  server: RunningServer;
  /** How the test itself reaches the database. */
  config: DbConfig;
  /** What the log gives as the cause. */
  cause: RegExp;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

/** A run of letters from the reading, safe to look for in the page's HTML (nothing escaped). */
function excerpt(reading: HoroscopeData): string {
  return reading.prediction
    .replace(/^Genel: /, '')
    .match(/[\p{L} ]{30,}/u)![0]
    .slice(0, 30);
}

async function readingPageShows(base: string, text: string) {
  const page = await send(base, '/daily/koc');
  expect(page.status).toBe(200);
  expect(page.body).toContain(text);
}

async function checkOutage(o: Outage) {
  const { server } = o;
  const before = await expectReadingServed(server.url, '/api/horoscopes/daily/koc');
  await readingPageShows(server.url, excerpt(before));

  await o.cut();

  // Made before the outage: the same reading, from memory.
  expect(await expectReadingServed(server.url, '/api/horoscopes/daily/koc')).toEqual(before);
  await readingPageShows(server.url, excerpt(before));
  await expectPagesServed(server.url);
  // Never made: it cannot be made now.
  await expectCleanUnavailable(server.url, '/api/horoscopes/daily/boga');
  await waitForLog(server, new RegExp(`Yorum deposu kullanılamıyor: .*${o.cause.source}`));
  await waitForLog(server, new RegExp(`Analytics: olaylar veritabanına yazılamadı \\(.*${o.cause.source}`));

  await o.restore();

  const boga = await expectReadingServed(server.url, '/api/horoscopes/daily/boga');
  expect(boga.sign).toBe('boga');
  await waitForLog(server, /Analytics: veritabanına yazma yeniden çalışıyor/);
  const store = await openDatabase(o.config);
  try {
    const rows = await store.db
      .selectFrom('horoscope_readings')
      .select(['sign', 'prediction'])
      .where('type', '=', 'daily')
      .orderBy('sign')
      .execute();
    expect(rows).toEqual([
      { sign: 'boga', prediction: boga.prediction },
      { sign: 'koc', prediction: before.prediction },
    ]);
  } finally {
    await store.close();
  }
}

describe('database going away while the server is serving', () => {
  it('SQLite locked by another process: memory and pages carry on, then readings are stored again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-fault-'));
    let server: RunningServer | undefined;
    let holder: SQLite.Database | null = null;
    const release = () => {
      holder?.exec('COMMIT');
      holder?.close();
      holder = null;
    };
    try {
      server = await startServer({ dataDir, readyPath: '/icon.svg' });
      await checkOutage({
        server,
        config: { dataDir },
        cause: /database is locked/,
        cut: async () => {
          holder = new SQLite(path.join(dataDir, 'yildiz-rehberi.db'));
          holder.pragma('busy_timeout = 5000');
          holder.exec('BEGIN IMMEDIATE'); // the write lock, until COMMIT
        },
        restore: async () => release(),
      });
      expect(await server.stop()).toBe(0);
    } finally {
      release();
      await server?.stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // PostgreSQL only when TEST_DATABASE_URL names a server (as for the other two-engine tests).
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'PostgreSQL cut off: memory and pages carry on, then readings are stored again',
    async () => {
      const { url, drop } = await temporaryPostgresDatabase();
      const real = new URL(url);
      const relay = new TcpProxy(real.hostname, Number(real.port || 5432));
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-fault-'));
      let server: RunningServer | undefined;
      try {
        const port = await relay.start();
        const viaRelay = new URL(url);
        viaRelay.host = `127.0.0.1:${port}`;
        server = await startServer({
          env: { DATABASE_URL: viaRelay.toString() },
          dataDir,
          readyPath: '/icon.svg',
        });
        await checkOutage({
          server,
          config: { databaseUrl: url, dataDir },
          cause: /ECONNREFUSED|ECONNRESET|Connection terminated/,
          cut: () => relay.stop(),
          restore: async () => void (await relay.start(port)),
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
