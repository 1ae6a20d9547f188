/**
 * The database engines the integration suite runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each fixture is isolated (a fresh directory, or a schema of its
 * own dropped afterwards), so reruns and parallel test files never see each other's rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle, type Engine } from '@/lib/db';

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface EngineFixture {
  engine: Engine;
  dataDir: string;
  /** Set for PostgreSQL: the address with this fixture's own search_path. */
  databaseUrl?: string;
  /** Environment for a server started on this fixture. */
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

export async function createFixture(engine: Engine): Promise<EngineFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yildiz-h4-${engine}-`));
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      env: {},
      open: () => openDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `h4_${randomBytes(6).toString('hex')}`;
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: base, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const databaseUrl = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    engine,
    dataDir,
    databaseUrl,
    env: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ dataDir, databaseUrl }),
    cleanup: async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function countReadings(
  handle: DbHandle,
  where: { type?: string; sign?: string; periodStart?: string } = {},
): Promise<number> {
  let q = handle.db
    .selectFrom('horoscope_readings')
    .select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (where.type) q = q.where('type', '=', where.type);
  if (where.sign) q = q.where('sign', '=', where.sign);
  if (where.periodStart) q = q.where('period_start', '=', where.periodStart);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
