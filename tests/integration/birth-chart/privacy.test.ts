/**
 * Birth data never stays on the server. Charts are computed through the real production server
 * (and the pages are asked for with a birth in their address); then the server's whole output and
 * every byte of its data directory (the SQLite database with its WAL, while running and after
 * exit) and, on PostgreSQL, every row of every table are searched for the birth's date, time,
 * coordinates and place. The analytics events exist, with their paths and without query strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ENGINE_NAMES, prepareEngine } from '../../helpers/engines';
import { eventually, send } from '../../helpers/http';
import { startServer, type RunningServer } from '../../helpers/server';

const BIRTH = {
  date: '1987-03-14',
  time: '04:53',
  latitude: '38.4613',
  longitude: '27.2169',
  place: 'tr-35-bornova',
};
/** Every text form the birth could be written in. */
const FORMS = [
  BIRTH.date,
  '14.03.1987',
  '14/03/1987',
  '19870314',
  BIRTH.time,
  '04%3a53',
  BIRTH.latitude,
  BIRTH.longitude,
  BIRTH.place,
];

const TARGETS = [
  `/api/birth-chart?date=${BIRTH.date}&time=${BIRTH.time}&place=${BIRTH.place}`,
  `/api/birth-chart?date=${BIRTH.date}&time=${encodeURIComponent(BIRTH.time)}&latitude=${BIRTH.latitude}&longitude=${BIRTH.longitude}&timeZone=Europe/Istanbul`,
  `/api/birth-chart?date=${BIRTH.date}&place=${BIRTH.place}&houseSystem=whole-sign`,
  // A bad input still carries a birth in its address.
  `/api/birth-chart?date=${BIRTH.date}&time=25:61&latitude=${BIRTH.latitude}&longitude=${BIRTH.longitude}`,
  // The pages take the same inputs in their addresses.
  `/dogum-haritasi?date=${BIRTH.date}&time=${BIRTH.time}&place=${BIRTH.place}`,
  `/yukselen-burc?date=${BIRTH.date}&time=${BIRTH.time}&place=${BIRTH.place}`,
  `/api/places?q=bornova`,
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

describe.each(ENGINE_NAMES)('birth data privacy on %s', (engineName) => {
  it('keeps no birth date, time, place or coordinates in the logs or the database', async () => {
    const engine = await prepareEngine(engineName);
    let running: RunningServer | undefined;
    try {
      const server = (running = await startServer({ env: engine.serverEnv, dataDir: engine.dataDir }));
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const target of TARGETS) statuses.push((await send(server.url, target)).status);
      }
      expect(statuses).toContain(200);
      expect(statuses).toContain(400);

      const store = await engine.open();
      try {
        // The requests were recorded (so there was something to find), by path alone.
        const rows = await eventually(
          async () =>
            store.db
              .selectFrom('analytics_events')
              .select(['path'])
              .where('path', 'like', '/api/%')
              .execute(),
          // Charts under their path; refused ones under their class, like every 4xx.
          (r) => r.filter((x) => x.path === '/api/birth-chart' || x.path === '/api/(4xx)').length >= 12,
        );
        expect(rows.every((r) => !r.path.includes('?'))).toBe(true);
        const scanned = expectNoBirthInFiles(server.dataDir);
        if (engineName === 'sqlite') expect(scanned).toEqual(expect.arrayContaining(['yildiz-rehberi.db']));
      } finally {
        await store.close();
      }
      expect(await server.stop()).toBe(0);

      const output = server.output().toLowerCase();
      for (const form of FORMS)
        expect({ form, found: output.includes(form) }).toEqual({ form, found: false });
      expectNoBirthInFiles(server.dataDir);

      if (engineName === 'postgres') {
        const store = await engine.open();
        try {
          const tables = await sql<{ name: string }>`
            select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(store.db);
          for (const { name } of tables.rows) {
            const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
              store.db,
            );
            for (const { row } of rows.rows) {
              for (const form of FORMS) {
                expect({ table: name, form, found: row.toLowerCase().includes(form) }).toEqual({
                  table: name,
                  form,
                  found: false,
                });
              }
            }
          }
        } finally {
          await store.close();
        }
      }
    } finally {
      await running?.stop('SIGKILL');
      await engine.cleanup();
    }
  }, 120_000);
});
