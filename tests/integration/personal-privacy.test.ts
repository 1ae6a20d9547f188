/**
 * Birth data sent to the personal-sky APIs never stays on the server: after GETs (birth in the
 * address) and POSTs (birth in the body) to /api/transits, /api/solar-return and
 * /api/personal-reading, the server's whole output and every byte of its data directory (SQLite
 * with its WAL, while running and after exit) hold no form of the birth's date, time,
 * coordinates or place; the analytics rows carry paths without query strings; every answer is
 * `Cache-Control: private, no-store`.
 */
import fs from 'node:fs';
import path from 'node:path';
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
const FORMS = [
  BIRTH.date,
  '22.09.1983',
  '22/09/1983',
  '19830922',
  BIRTH.time,
  '05%3a47',
  BIRTH.latitude,
  BIRTH.longitude,
  'tr-26',
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

describe.each(ENGINE_NAMES.filter((e) => e === 'sqlite'))('personal-sky privacy on %s', (engineName) => {
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
        const scanned = expectNoBirthInFiles(server.dataDir);
        expect(scanned).toEqual(expect.arrayContaining(['yildiz-rehberi.db']));
      } finally {
        await store.close();
      }
      expect(await server.stop()).toBe(0);
      const output = server.output().toLowerCase();
      for (const form of FORMS)
        expect({ form, found: output.includes(form) }).toEqual({ form, found: false });
      expectNoBirthInFiles(server.dataDir);
    } finally {
      await running?.stop('SIGKILL');
      await engine.cleanup();
    }
  }, 180_000);
});
