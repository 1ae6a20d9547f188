import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '@/lib/db';
import { eventually, getJson, send } from '../../helpers/http';
import { openHandles } from '../../helpers/proc';
import { startServer, type RunningServer } from '../../helpers/server';
import { expectCleanUnavailable, expectPagesServed, expectReadingServed, waitForLog } from './checks';

/**
 * Storage that fails loudly and loses nothing, through the real production server on SQLite:
 * the data directory deleted while serving, the files' filesystem turned read-only while
 * serving and before start (the case that ended in SIGBUS), and a lock held by another process
 * after a page created the reading service first (a domain error from another bundle).
 */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DB_FILE = 'yildiz-rehberi.db';

async function visit(base: string, count: number) {
  for (let i = 0; i < count; i++)
    expect((await send(base, i % 2 ? '/tarot' : '/gizlilik', BROWSER)).status).toBe(200);
}

const total = (server: RunningServer) =>
  getJson<{ totalRequests: number }>(server.url, '/api/analytics/daily').then((d) => d.totalRequests);

/** How many file descriptors the process holds on this path. */
/** A small tmpfs the test can remount read-only: root only (CI and these machines run as root). */
function tmpfs(): { dir: string; readOnly(): void; writable(): void; remove(): void } | null {
  if (process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-ro-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir]),
    writable: () => execFileSync('mount', ['-o', 'remount,rw', dir]),
    remove: () => {
      execFileSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('storage faults on SQLite', () => {
  it('the data directory deleted while serving: noticed within seconds, a fresh file, nothing queued lost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-gone-'));
    const server = await startServer({ dataDir, readyPath: '/icon.svg' });
    try {
      await visit(server.url, 6);
      await eventually(
        () => total(server),
        (n) => n === 6,
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
      // At once, before any watcher could have looked: these must not go to the deleted file.
      await visit(server.url, 5);
      await waitForLog(server, /Veritabanı dosyası silinmiş ya da değiştirilmiş/, 6_000);
      await eventually(() => Promise.resolve(fs.existsSync(path.join(dataDir, DB_FILE))), Boolean, 6_000);
      // The day starts again on the fresh file, with every request since the deletion.
      await eventually(
        () => total(server),
        (n) => n === 5,
      );
      const store = await openDatabase({ dataDir });
      try {
        const rows = await store.db.selectFrom('analytics_events').select('path').execute();
        expect(rows.length).toBe(5);
      } finally {
        await store.close();
      }
      await expectReadingServed(server.url, '/api/horoscopes/daily/koc');
    } finally {
      expect(await server.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // Mounting needs root (CI and these machines run as root); elsewhere these two are skipped.
  const canMount = (() => {
    const probe = tmpfs();
    probe?.remove();
    return probe !== null;
  })();
  const withMount = canMount ? it : it.skip;

  withMount(
    'a full disk while serving: the real error logged, no crash, the queue kept, then written',
    async () => {
      const mount = tmpfs()!;
      const filler = path.join(mount.dir, 'dolgu');
      const server = await startServer({ dataDir: mount.dir, readyPath: '/icon.svg' });
      try {
        await visit(server.url, 4);
        await eventually(
          () => total(server),
          (n) => n === 4,
        );
        // Every free byte taken (a log gone wild, a backup in the same place).
        try {
          execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=100'], { stdio: 'ignore' });
        } catch {
          // dd stops at "No space left on device": that is the point
        }
        await visit(server.url, 30);
        // The database's own words, not the rollback's.
        await waitForLog(
          server,
          /Analytics: olaylar veritabanına yazılamadı \((database or disk is full|[^)]*SQLITE_FULL)/i,
        );
        expect(server.output()).not.toMatch(/cannot rollback/);
        await expectPagesServed(server.url);
        await expectCleanUnavailable(server.url, '/api/horoscopes/monthly/ikizler');
        expect(server.process.exitCode).toBeNull();
        fs.rmSync(filler);
        await eventually(
          () => total(server).catch(() => -1),
          (n) => n >= 34,
          15_000,
        );
        await waitForLog(server, /Analytics: veritabanına yazma yeniden çalışıyor/);
        await expectReadingServed(server.url, '/api/horoscopes/monthly/ikizler');
      } finally {
        fs.rmSync(filler, { force: true });
        const exit = await server.stop();
        mount.remove();
        expect(server.process.signalCode).toBeNull();
        expect(exit).toBe(0);
      }
    },
    90_000,
  );

  withMount(
    'database files on a read-only filesystem at start: refused with a clear log, no SIGBUS, then recovery',
    async () => {
      const mount = tmpfs()!;
      // A database that exists, with its WAL files, then the filesystem goes read-only.
      const seed = await openDatabase({ dataDir: mount.dir });
      await seed.close();
      const file = path.join(mount.dir, DB_FILE);
      const writer = new SQLite(file);
      writer.pragma('journal_mode = WAL');
      writer.pragma('wal_autocheckpoint = 0');
      writer.exec('create table if not exists bos (x)');
      writer.exec('insert into bos values (1)');
      // The WAL files as a running writer leaves them (SQLite removes them on a clean close).
      const wal = fs.readFileSync(`${file}-wal`);
      const shm = fs.readFileSync(`${file}-shm`);
      writer.close();
      fs.writeFileSync(`${file}-wal`, wal);
      fs.writeFileSync(`${file}-shm`, shm);
      mount.readOnly();
      let server: RunningServer | undefined;
      try {
        server = await startServer({ dataDir: mount.dir, readyPath: '/icon.svg' });
        await waitForLog(server, /Veritabanı açılamadı \(SQLite[^)]*\): Veritabanı yazılabilir değil/);
        await visit(server.url, 3);
        await expectCleanUnavailable(server.url, '/api/horoscopes/daily/koc');
        const analytics = await send(server.url, '/api/analytics/daily');
        expect(analytics.status).toBe(503);
        expect(analytics.headers['retry-after']).toMatch(/^\d+$/);
        await sleep(1_500);
        expect(server.process.exitCode).toBeNull();
        mount.writable();
        await expectReadingServed(server.url, '/api/horoscopes/daily/koc');
        const running = server;
        // The three pages and the two reading requests: nothing recorded during the fault was lost.
        await eventually(
          () => total(running).catch(() => -1),
          (n) => n === 5,
          15_000,
        );
      } finally {
        try {
          mount.writable();
        } catch {
          // already writable
        }
        const exit = await server?.stop();
        mount.remove();
        expect(server?.process.signalCode ?? null).toBeNull();
        expect(exit).toBe(0);
      }
    },
    90_000,
  );

  it('a lock held by another process after a page made the reading service: a 503 with Retry-After, one handle', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-lock-'));
    const server = await startServer({ dataDir, readyPath: '/icon.svg' });
    let holder: SQLite.Database | null = null;
    try {
      // The page's bundle asks for a reading first, then the API's bundle and the server.
      expect((await send(server.url, '/daily/boga', BROWSER)).status).toBe(200);
      await expectReadingServed(server.url, '/api/horoscopes/daily/boga');
      await visit(server.url, 2);
      await sleep(1_200);
      // One database handle in the process, whichever bundle opened it.
      expect(openHandles(server.pids(), path.join(dataDir, DB_FILE))).toBe(1);

      holder = new SQLite(path.join(dataDir, DB_FILE));
      holder.pragma('busy_timeout = 5000');
      holder.exec('BEGIN IMMEDIATE');
      await expectCleanUnavailable(server.url, '/api/horoscopes/daily/ikizler');
      await expectCleanUnavailable(server.url, '/api/horoscopes/weekly/ikizler');
      holder.exec('COMMIT');
      holder.close();
      holder = null;
      await expectReadingServed(server.url, '/api/horoscopes/daily/ikizler');
    } finally {
      holder?.close();
      expect(await server.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
