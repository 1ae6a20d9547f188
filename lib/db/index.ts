import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { MIGRATIONS } from './migrations';
import { env } from '../env';
import { processWide } from '../cache';

export type Engine = 'sqlite' | 'postgres';

export interface DbConfig {
  /** A postgres:// address selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /**
   * False once the SQLite file this handle writes to is no longer the file at its path (deleted,
   * or replaced): writes would go to a file nobody will ever read. Always true on PostgreSQL.
   */
  isCurrent(): boolean;
  /** SQLite: what `PRAGMA quick_check` found at open ("ok" when sound). Undefined on PostgreSQL. */
  integrity?: string;
}

const SQLITE_FILE = 'yildiz-rehberi.db';

/** PostgreSQL bounds: a database that is down or frozen answers within seconds, never hangs a request. */
export const PG_TIMEOUTS = {
  /** Waiting for a connection (a new one, or a free one from the pool). */
  connectionMs: 2_000,
  /** Server side: a statement running longer is cancelled. */
  statementMs: 3_000,
  /** Client side: an answer that does not come (a frozen server never cancels anything). */
  queryMs: 3_500,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Opens a connection (creating the SQLite file when needed) and applies pending migrations. */
export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  let db: Kysely<Database>;
  let engine: Engine;
  let isCurrent = () => true;
  let integrity: string | undefined;
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_TIMEOUTS.connectionMs,
      statement_timeout: PG_TIMEOUTS.statementMs,
      query_timeout: PG_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: PG_TIMEOUTS.statementMs,
      keepAlive: true,
    });
    // A client losing its server (idle in the pool, or checked out between queries) emits
    // 'error': without a listener that is an uncaught exception. The query in progress, or the
    // next one, reports the fault itself; the log says it once a minute.
    pool.on('error', (err) => noteOutage('PostgreSQL bağlantısı koptu', err));
    pool.on('connect', (client) => {
      client.on('error', (err) => noteOutage('PostgreSQL bağlantısı koptu', err));
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    engine = 'postgres';
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    // The directory is its owner's alone (0700), and so are the files (0600): SQLite gives the
    // -wal and -shm files the database file's mode.
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    restrict(config.dataDir, 0o700);
    const file = path.join(config.dataDir, SQLITE_FILE);
    // SQLite opens a file it cannot write read-only without a word, and maps a read-only -shm
    // file in a way that can end in SIGBUS: refuse before opening instead.
    assertWritable(config.dataDir, file);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) restrict(f, 0o600);
    if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
    const handle = new SQLite(file);
    // A damaged file must be said at start, not found by every later write: quick_check reads
    // every page (milliseconds for this site's sizes) and names what is wrong.
    integrity = quickCheck(handle);
    if (integrity !== 'ok') {
      handle.close();
      throw new Error(
        `Veritabanı dosyası bozuk (${file}); PRAGMA quick_check şunu buldu: ${integrity}. ` +
          'Yedekten geri yükleyin ya da dosyayı kenara alın: yeni bir dosya açılır.',
      );
    }
    handle.pragma('journal_mode = WAL');
    handle.pragma('synchronous = NORMAL');
    // No memory-mapped reads of the database file (the default, said out loud): a fault on a
    // mapped page is a SIGBUS that kills the process rather than an error that can be handled.
    handle.pragma('mmap_size = 0');
    // How long a write waits for another process's lock. better-sqlite3 is synchronous, so
    // the whole server stands still while it waits: the writers sharing the file (the daily
    // readings script, the server's batches) hold the lock for milliseconds, and a lock held
    // longer is better met with a quick failure (a 503, analytics kept in the queue) than
    // with a frozen site (5 s here froze every page for up to 10 s).
    handle.pragma('busy_timeout = 250');
    const opened = fs.statSync(file);
    isCurrent = () => {
      try {
        const now = fs.statSync(file);
        return now.ino === opened.ino && now.dev === opened.dev;
      } catch {
        return false;
      }
    };
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: handle }) });
    engine = 'sqlite';
  }
  try {
    await migrate(db);
    await probeWrite(db, engine);
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
  return { db, engine, close: () => db.destroy(), isCurrent, integrity };
}

/** chmod, where the file system allows it (a mounted volume may not). */
function restrict(target: string, mode: number) {
  try {
    fs.chmodSync(target, mode);
  } catch {
    // Not ours to change; the database still works.
  }
}

/**
 * SQLite's `PRAGMA quick_check`: "ok", or what it found (the first lines). A file that is not a
 * database at all throws here, as it would on first use.
 */
function quickCheck(handle: { pragma(source: string): unknown }): string {
  let rows: Array<{ quick_check: string }>;
  try {
    rows = handle.pragma('quick_check(5)') as Array<{ quick_check: string }>;
  } catch (err) {
    // A page too damaged to walk: SQLite's own words are what was found.
    if (!/^SQLITE_(CORRUPT|NOTADB)/.test((err as { code?: string }).code ?? '')) throw err;
    return err instanceof Error ? err.message : String(err);
  }
  const found = rows.map((r) => r.quick_check.replace(/\s*\n\s*/g, ' '));
  return found.length === 1 && found[0] === 'ok' ? 'ok' : found.join('; ');
}

const OUTAGE_LOG_EVERY_MS = 60_000;

/**
 * Logs a database fault as one line, at most once a minute per cause (the cause is the message
 * with its numbers taken out): an outage seen by every request must not flood the log.
 */
export function noteOutage(context: string, err: unknown, now = Date.now()): void {
  const message = err instanceof Error ? err.message : String(err);
  const cause = `${context}: ${message.replace(/\d+/g, '#')}`;
  const s = shared();
  s.outageLog ??= new Map();
  const last = s.outageLog.get(cause) ?? 0;
  if (now - last < OUTAGE_LOG_EVERY_MS && last !== 0) return;
  s.outageLog.set(cause, now);
  if (s.outageLog.size > 100) s.outageLog.delete(s.outageLog.keys().next().value!);
  console.error(`${context}: ${message} (aynı neden en fazla dakikada bir yazılır)`);
}

/** The directory and each existing database file must be writable (EACCES, EROFS otherwise). */
function assertWritable(dir: string, file: string) {
  for (const target of [dir, file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.accessSync(target, fs.constants.W_OK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && target !== dir) continue;
      throw new Error(`Veritabanı yazılabilir değil: ${target} (${code ?? String(err)})`);
    }
  }
}

/**
 * Proves the database takes writes: a write inside a transaction that is rolled back. Another
 * process holding the lock (busy) is not a fault of this store and passes.
 */
export async function probeWrite(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`select 1`.execute(db);
    return;
  }
  try {
    await db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        await sql`update kysely_migration_lock set is_locked = is_locked`.execute(conn);
      } finally {
        await sql`rollback`.execute(conn).catch(() => {});
      }
    });
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return;
    throw new Error(`Veritabanı yazılabilir değil: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) {
    throw new Error(
      `Veritabanı geçişi başarısız (${failed.migrationName}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // No migration ran: the database itself could not be reached or used; its own words say why.
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

interface Shared {
  opening?: Promise<DbHandle>;
  open?: DbHandle;
  watcher?: NodeJS.Timeout;
  checking?: Promise<void>;
  /** noteOutage: when each cause was last logged. */
  outageLog?: Map<string, number>;
}

/** One database handle per process, whatever the bundle that asks (lib/cache processWide). */
const shared = () => processWide('database', (): Shared => ({}));

/** How often the SQLite file's presence is checked while nothing else touches the store. */
const WATCH_EVERY_MS = 2_000;

/**
 * The process-wide database, opened on first use from the environment. A failed open is
 * forgotten so that the next call tries again (the database may come back); a SQLite file
 * that was deleted or replaced is noticed (here, and every two seconds by a watcher), logged,
 * and the store reopened on a fresh file.
 */
export function database(config?: DbConfig): Promise<DbHandle> {
  const s = shared();
  if (s.open && !s.open.isCurrent()) {
    console.error(
      `Veritabanı dosyası silinmiş ya da değiştirilmiş (${databaseLabel(config)}): depo yeni bir dosyada yeniden açılıyor.`,
    );
    forget(s);
  }
  if (!s.opening) {
    const cfg = config ?? configFromEnv();
    const opening = openDatabase(cfg).then(
      (handle) => {
        if (s.opening === opening) {
          s.open = handle;
          watch(s, cfg);
        }
        return handle;
      },
      (err) => {
        if (s.opening === opening) s.opening = undefined;
        throw err;
      },
    );
    s.opening = opening;
  }
  return s.opening;
}

/** Drops the shared handle (closing it in the background) so the next use opens afresh. */
function forget(s: Shared) {
  const handle = s.open;
  s.open = undefined;
  s.opening = undefined;
  if (s.watcher) clearInterval(s.watcher);
  s.watcher = undefined;
  void handle?.close().catch(() => {});
}

function watch(s: Shared, cfg: DbConfig) {
  if (cfg.databaseUrl || s.watcher) return;
  s.watcher = setInterval(() => {
    if (s.open && !s.open.isCurrent()) {
      // database() notices, logs and reopens; a fresh file exists again within seconds.
      database(cfg).then(
        () => console.error(`Veritabanı yeni dosyada yeniden açıldı (${databaseLabel(cfg)}).`),
        (err: unknown) =>
          console.error(`Veritabanı yeniden açılamadı: ${err instanceof Error ? err.message : String(err)}`),
      );
    }
  }, WATCH_EVERY_MS);
  s.watcher.unref();
}

/**
 * After a failed write: is the store still writable? If not, say so with the database's own
 * words and drop the handle, so the next use reopens it (and refuses clearly while the fault
 * lasts). Cheap, and at most one check at a time.
 */
export function checkDatabase(): Promise<void> {
  const s = shared();
  const handle = s.open;
  if (!handle) return Promise.resolve();
  s.checking ??= (async () => {
    try {
      if (!handle.isCurrent()) return;
      await probeWrite(handle.db, handle.engine);
    } catch (err) {
      noteOutage('Veritabanı denetimi', err);
      if (s.open === handle) forget(s);
    } finally {
      s.checking = undefined;
    }
  })();
  return s.checking;
}

/** Closes the shared database (on shutdown, or between tests). */
export async function closeDatabase(): Promise<void> {
  const s = shared();
  const current = s.opening;
  s.open = undefined;
  s.opening = undefined;
  if (s.watcher) clearInterval(s.watcher);
  s.watcher = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}

/**
 * Which database the environment names, for log lines: the SQLite file, or PostgreSQL's host,
 * port and database (never the user or password).
 */
export function databaseLabel(config: DbConfig = configFromEnv()): string {
  if (!config.databaseUrl) return `SQLite, ${path.resolve(config.dataDir, SQLITE_FILE)}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL, ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

function configFromEnv(): DbConfig {
  const { DATABASE_URL, DATA_DIR } = env();
  return { databaseUrl: DATABASE_URL, dataDir: DATA_DIR };
}
