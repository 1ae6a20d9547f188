import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { MIGRATIONS } from './migrations';
import { env } from '../env';

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
}

const SQLITE_FILE = 'yildiz-rehberi.db';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Opens a connection (creating the SQLite file when needed) and applies pending migrations. */
export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  let db: Kysely<Database>;
  let engine: Engine;
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server must not crash the process; the next query reports it instead.
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    engine = 'postgres';
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = new SQLite(path.join(config.dataDir, SQLITE_FILE));
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    // How long a write waits for another process's lock. better-sqlite3 is synchronous, so
    // the whole server stands still while it waits: the writers sharing the file (the daily
    // readings script, the server's batches) hold the lock for milliseconds, and a lock held
    // longer is better met with a quick failure (a 503, analytics kept in the queue) than
    // with a frozen site (5 s here froze every page for up to 10 s).
    file.pragma('busy_timeout = 250');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    engine = 'sqlite';
  }
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
  return { db, engine, close: () => db.destroy() };
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

let shared: Promise<DbHandle> | undefined;

/**
 * The process-wide database, opened on first use from the environment. A failed open is
 * forgotten so that the next call tries again (the database may come back).
 */
export function database(config?: DbConfig): Promise<DbHandle> {
  if (!shared) {
    const cfg = config ?? configFromEnv();
    shared = openDatabase(cfg).catch((err) => {
      shared = undefined;
      throw err;
    });
  }
  return shared;
}

/** Closes the shared database (on shutdown, or between tests). */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
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
