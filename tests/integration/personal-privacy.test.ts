/**
 * Birth data sent to the personal-sky APIs never stays on the server, on either database engine
 * (SQLite always; PostgreSQL when TEST_DATABASE_URL is set). After GETs (birth in the address)
 * and POSTs (birth in the body) to /api/transits, /api/solar-return and /api/personal-reading,
 * good and bad, no form of the birth's date, time, instant, coordinates or place is found in:
 * - the server's whole output, from start to exit (its logs);
 * - every row of every table of the database (read through SQL on both engines), and every
 *   byte of the data directory (SQLite with its WAL, while running and after exit);
 * - the analytics: the event rows carry the paths without query strings, and every analytics
 *   API's answer is free of them.
 * Every 200 answer is `Cache-Control: private, no-store`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DbHandle } from '@/lib/db';
import { ENGINE_NAMES, prepareEngine } from '../helpers/engines';
import { eventually } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

const BIRTH = {
  date: '1983-09-22',
  time: '05:47',
  latitude: '39.7767',
  longitude: '30.5206',
  place: 'tr-26',
};
/** Every text form the birth could be written in (lower case: the searches are). */
const FORMS = [
  BIRTH.date,
  '22.09.1983',
  '22/09/1983',
  '19830922',
  BIRTH.time,
  '05%3a47',
  BIRTH.latitude,
  BIRTH.longitude,
  '39,7767',
  '30,5206',
  BIRTH.place,
  // The instant itself (05:47 in Türkiye is 02:47 UTC), in ISO, epoch milliseconds and seconds.
  '1983-09-22t02:47',
  '433046820',
];

const PATHS = ['/api/transits', '/api/solar-return', '/api/personal-reading'];
const GETS = [
  `?date=${BIRTH.date}&time=${BIRTH.time}&place=${BIRTH.place}`,
  `?date=${BIRTH.date}&time=${encodeURIComponent(BIRTH.time)}&latitude=${BIRTH.latitude}&longitude=${BIRTH.longitude}&timeZone=Europe/Istanbul`,
  `?date=${BIRTH.date}&time=${BIRTH.time}&place=${BIRTH.place}&days=0&year=1899&day=2026-02-30`,
];
const BODIES = [
  { date: BIRTH.date, time: BIRTH.time, place: BIRTH.place },
  {
    date: BIRTH.date,
    time: BIRTH.time,
    latitude: BIRTH.latitude,
    longitude: BIRTH.longitude,
    timeZone: 'Europe/Istanbul',
  },
  { date: BIRTH.date, time: BIRTH.time, place: BIRTH.place, days: 0, year: 1899, day: '2026-02-30' },
];

function expectNoBirthInFiles(dir: string): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  for (const name of files) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file).toString('latin1').toLowerCase();
    for (const form of FORMS)
      expect({ file: name, form, found: text.includes(form) }).toEqual({ file: name, form, found: false });
  }
  return files;
}

/** Every row of every table, as text (SQLite and PostgreSQL alike); the table names read. */
async function expectNoBirthInTables(store: DbHandle, engine: 'sqlite' | 'postgres'): Promise<string[]> {
  const tables =
    engine === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(store.db)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(store.db);
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(store.db);
    for (const row of rows.rows) {
      const text = JSON.stringify(row, (_k, v: unknown) =>
        Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
      ).toLowerCase();
      for (const form of FORMS)
        expect({ table: name, form, found: text.includes(form) }).toEqual({
          table: name,
          form,
          found: false,
        });
    }
  }
  return tables.rows.map((t) => t.name);
}

const ANALYTICS_APIS = [
  '/api/analytics/daily',
  '/api/analytics/hourly',
  '/api/analytics/popular-pages',
  '/api/analytics/geographic',
  '/api/analytics/bot-traffic',
  '/api/analytics/performance',
];

describe.each(ENGINE_NAMES)('personal-sky privacy on %s', (engineName) => {
  it('keeps no birth data in logs, database or analytics; answers are private, no-store', async () => {
    const engine = await prepareEngine(engineName);
    let running: RunningServer | undefined;
    try {
      const server = (running = await startServer({ env: engine.serverEnv, dataDir: engine.dataDir }));
      const statuses: number[] = [];
      for (const p of PATHS) {
        for (const q of GETS) {
          const res = await fetch(`${server.url}${p}${q}`);
          statuses.push(res.status);
          if (res.status === 200) expect(res.headers.get('cache-control')).toBe('private, no-store');
          await res.text();
        }
        for (const b of BODIES) {
          const res = await fetch(`${server.url}${p}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(b),
          });
          statuses.push(res.status);
          if (res.status === 200) expect(res.headers.get('cache-control')).toBe('private, no-store');
          await res.text();
        }
      }
      expect(statuses).toContain(200);
      expect(statuses).toContain(400);
      expect(statuses).not.toContain(500);

      const store = await engine.open();
      try {
        const rows = await eventually(
          async () =>
            store.db
              .selectFrom('analytics_events')
              .select(['path'])
              .where('path', 'like', '/api/%')
              .execute(),
          (r) => r.filter((x) => PATHS.includes(x.path)).length >= 12,
        );
        expect(rows.every((r) => !r.path.includes('?'))).toBe(true);
        const tables = await expectNoBirthInTables(store, engineName);
        expect(tables).toEqual(expect.arrayContaining(['analytics_events']));
        const scanned = expectNoBirthInFiles(server.dataDir);
        if (engineName === 'sqlite') expect(scanned).toEqual(expect.arrayContaining(['yildiz-rehberi.db']));
      } finally {
        await store.close();
      }
      // What the analytics show: none of it either.
      for (const api of ANALYTICS_APIS) {
        const res = await fetch(`${server.url}${api}`);
        const text = (await res.text()).toLowerCase();
        expect({ api, status: res.status }).toEqual({ api, status: 200 });
        for (const form of FORMS)
          expect({ api, form, found: text.includes(form) }).toEqual({ api, form, found: false });
      }
      expect(await server.stop()).toBe(0);
      const output = server.output().toLowerCase();
      for (const form of FORMS)
        expect({ form, found: output.includes(form) }).toEqual({ form, found: false });
      expectNoBirthInFiles(server.dataDir);
      // After exit (the SQLite WAL checkpointed), the tables once more.
      const after = await engine.open();
      try {
        await expectNoBirthInTables(after, engineName);
      } finally {
        await after.close();
      }
    } finally {
      await running?.stop('SIGKILL');
      await engine.cleanup();
    }
  }, 180_000);
});
