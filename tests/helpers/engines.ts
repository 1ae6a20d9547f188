import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@/lib/db';

/**
 * The two engines the data layer runs on (tests of analytics, faults and privacy). SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set, each test file in a database of its own that is dropped afterwards.
 */
export interface EngineUnderTest {
  name: 'sqlite' | 'postgres';
  /** Environment for startServer (DATA_DIR is set by the helper itself). */
  serverEnv: Record<string, string>;
  dataDir: string;
  open(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

export const ENGINE_NAMES: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export async function prepareEngine(name: 'sqlite' | 'postgres'): Promise<EngineUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-engine-'));
  if (name === 'sqlite') {
    return {
      name,
      dataDir,
      serverEnv: {},
      open: () => openDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await temporaryPostgresDatabase();
  return {
    name,
    dataDir,
    serverEnv: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, dataDir }),
    cleanup: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the TEST_DATABASE_URL server; `drop` removes it (closing stray sessions). */
export async function temporaryPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL yok');
  const { Client } = await import('pg');
  const name = `analytics_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
