import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ENGINE_NAMES, prepareEngine } from '../helpers/engines';
import { eventually, send, type Answer } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * No cookie is ever set, and no visitor's IP address reaches the logs or the database. The
 * real production server runs behind a "proxy" (TRUST_PROXY=true) whose X-Forwarded-For names
 * distinctive addresses; after visits to pages, APIs, unknown paths, bad input and refused
 * requests, the server's whole output, every byte of every file in its data directory (the
 * SQLite database with its -wal and -shm files, while running and after exit) and, on
 * PostgreSQL, every row of every table are searched for those addresses.
 */
const VISITOR_V4 = '203.0.113.77';
const VISITOR_V6 = '2001:db8::abcd';
/** The proxy's own address, second in the chain: not a visitor's, but not to be kept either. */
const PROXY_V4 = '198.51.100.23';
/** Every text form the addresses could be written in. */
const FORMS = [
  VISITOR_V4,
  VISITOR_V6,
  '2001:0db8:0000:0000:0000:0000:0000:abcd',
  '2001:db8:0:0:0:0:0:abcd',
  PROXY_V4,
];

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The ways a proxy (or a client) may state the address; all of them carry it. */
const SENDERS: Array<Record<string, string>> = [
  { 'x-forwarded-for': `${VISITOR_V4}, ${PROXY_V4}`, 'x-real-ip': VISITOR_V4, 'user-agent': FIREFOX },
  { 'x-forwarded-for': VISITOR_V6, forwarded: `for="[${VISITOR_V6}]"`, 'user-agent': FIREFOX },
  { 'x-forwarded-for': `[${VISITOR_V6}]:443`, 'cf-connecting-ip': VISITOR_V6, 'user-agent': GOOGLEBOT },
  { 'x-forwarded-for': `::ffff:${VISITOR_V4}`, 'cf-ipcountry': 'TR', 'user-agent': FIREFOX },
];

const today = new Date().toISOString().slice(0, 10);
/** [method, target]: pages, APIs, unknown paths, bad input, refused methods and targets. */
const REQUESTS: Array<[string, string]> = [
  ['GET', '/'],
  ['GET', '/daily/koc'],
  ['GET', '/weekly/aslan'],
  ['GET', '/zodiac-info/koc'],
  ['GET', '/tarot'],
  ['GET', '/love-compatibility'],
  ['GET', '/sky-map'],
  ['GET', '/gizlilik'],
  ['GET', '/analytics'],
  ['GET', '/robots.txt'],
  ['GET', '/sitemap.xml'],
  ['HEAD', '/'],
  ['GET', '/api/health'],
  ['GET', '/api/horoscopes/daily/koc'],
  ['GET', '/api/horoscopes/monthly/balik'],
  ['GET', `/api/sky-map?date=${today}&latitude=41.01&longitude=28.97`],
  ['GET', `/api/sky-map/image?date=2024-08-12&latitude=39.93&longitude=32.86`],
  ['GET', '/api/analytics/daily'],
  ['GET', '/olmayan-sayfa'],
  ['GET', '/api/olmayan'],
  ['GET', '/daily/olmayan-burc'],
  ['GET', '/api/horoscopes/yearly/koc'],
  ['GET', '/api/horoscopes/daily/xyz'],
  ['GET', '/api/sky-map?date=yarin&latitude=abc'],
  ['GET', '/api/sky-map/image?date=2024-02-30&latitude=41&longitude=29'],
  ['GET', '/%zz'],
  ['POST', '/api/horoscopes/daily/koc'],
  ['DELETE', '/'],
];

describe.each(ENGINE_NAMES)('privacy on %s', (engineName) => {
  it('sets no cookie and keeps no IP address in the logs or the database', async () => {
    const engine = await prepareEngine(engineName);
    let running: RunningServer | undefined;
    try {
      const server = (running = await startServer({
        env: { ...engine.serverEnv, TRUST_PROXY: 'true' },
        dataDir: engine.dataDir,
        readyPath: '/icon.svg',
      }));
      const answers: Array<{ target: string; answer: Answer }> = [];
      for (const headers of SENDERS) {
        for (const [method, target] of REQUESTS) {
          answers.push({ target, answer: await send(server.url, target, headers, method) });
        }
      }
      // Cold sky maps past the per-client limit: the limiter, which keys on the address, refuses.
      for (let i = 0; i < 24; i++) {
        const target = `/api/sky-map/image?date=2023-03-0${(i % 9) + 1}&latitude=${10 + i}&longitude=20`;
        answers.push({ target, answer: await send(server.url, target, SENDERS[1]) });
      }
      const statuses = new Set(answers.map((a) => a.answer.status));
      // The visits covered answers of every kind.
      for (const status of [200, 400, 404, 405, 429]) expect(statuses).toContain(status);

      // (a) No cookie on any answer.
      const cookies = answers
        .filter((a) => a.answer.headers['set-cookie'] !== undefined)
        .map((a) => ({ target: a.target, setCookie: a.answer.headers['set-cookie'] }));
      expect(cookies).toEqual([]);

      // The events were written (so there was something to find), while the server still runs.
      const store = await engine.open();
      try {
        await eventually(
          async () =>
            Number(
              (
                await store.db
                  .selectFrom('analytics_events')
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          (n) => n >= SENDERS.length * 20,
        );
        const scanned = expectNoAddressInFiles(server.dataDir);
        if (engineName === 'sqlite') {
          expect(scanned).toEqual(expect.arrayContaining(['yildiz-rehberi.db', 'yildiz-rehberi.db-wal']));
        }
      } finally {
        await store.close();
      }
      expect(await server.stop()).toBe(0);

      // (b) Not in anything the server printed, from start to exit.
      const output = server.output().toLowerCase();
      for (const form of FORMS)
        expect({ form, found: output.includes(form) }).toEqual({ form, found: false });

      // (c) Not in the data directory after exit (the WAL checkpointed into the database).
      expectNoAddressInFiles(server.dataDir);

      // On PostgreSQL, not in any column of any row of any table.
      if (engineName === 'postgres') {
        const store = await engine.open();
        try {
          const tables = await sql<{ name: string }>`
            select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(store.db);
          expect(tables.rows.map((t) => t.name)).toContain('analytics_events');
          let rowsSeen = 0;
          for (const { name } of tables.rows) {
            const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
              store.db,
            );
            rowsSeen += rows.rows.length;
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
          expect(rowsSeen).toBeGreaterThan(SENDERS.length * 20);
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

/** Reads every file under `dir` as raw bytes and looks for each address's text; returns the files read. */
function expectNoAddressInFiles(dir: string): string[] {
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
