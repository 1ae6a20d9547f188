import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { VisitorHasher } from '@/lib/analytics/visitor';
import { derivedSalts, loadVisitorSecret, SECRET_FILE } from '@/lib/analytics/visitor-secret';
import { istanbulDay } from '@/lib/time/zone';
import { eventually, getJson, send } from '../../helpers/http';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';
import { startServer, type RunningServer } from '../../helpers/server';

/**
 * The visitor salts: derived from a secret kept outside the database (VISITOR_SECRET or a 0600
 * file in a 0700 data directory), never stored beside the hashes; the same secret hashes a
 * visitor alike on every instance and after a restart.
 */
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the visitor secret', () => {
  it('is generated once per data directory (0600 in 0700) and gives the same hashes after a restart', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-secret-')), 'veri');
    try {
      const first = loadVisitorSecret({ dataDir: dir });
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.join(dir, SECRET_FILE))).toBe(0o600);
      expect(loadVisitorSecret({ dataDir: dir }).equals(first)).toBe(true);
      const today = istanbulDay();
      const a = new VisitorHasher({ store: derivedSalts(first) });
      const b = new VisitorHasher({ store: derivedSalts(loadVisitorSecret({ dataDir: dir })) });
      expect(await a.hash(today, '85.105.1.1', UA)).toBe(await b.hash(today, '85.105.1.1', UA));
      // Another secret, another hash: nothing in the database can stand in for the file.
      const other = new VisitorHasher({ store: derivedSalts(Buffer.from('x'.repeat(40))) });
      expect(await other.hash(today, '85.105.1.1', UA)).not.toBe(await a.hash(today, '85.105.1.1', UA));
      // VISITOR_SECRET, when set, is used as is and no file is needed.
      const fromEnv = loadVisitorSecret({ fromEnv: 'k'.repeat(40), dataDir: dir });
      expect(fromEnv.toString()).toBe('k'.repeat(40));
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

describe.each(ENGINE_NAMES)('no salts beside the hashes on %s', (engineName) => {
  let engine: EngineUnderTest;
  let server: RunningServer;
  beforeAll(async () => {
    engine = await prepareEngine(engineName);
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.cleanup();
  });

  it('keeps the data directory 0700 and its files 0600, stores no salt, and counts a visitor once across a restart', async () => {
    fs.chmodSync(engine.dataDir, 0o755);
    const start = () =>
      startServer({
        env: { ...engine.serverEnv, TRUST_PROXY: '1' },
        dataDir: engine.dataDir,
        readyPath: '/icon.svg',
      });
    const visit = async () =>
      expect(
        (await send(server.url, '/tarot', { 'user-agent': UA, 'x-forwarded-for': '85.105.7.7' })).status,
      ).toBe(200);
    server = await start();
    await visit();
    await eventually(
      () => getJson<{ totalRequests: number }>(server.url, '/api/analytics/daily'),
      (d) => d.totalRequests >= 1,
    );
    await server.stop();
    server = await start();
    await visit();
    const daily = await eventually(
      () => getJson<{ totalRequests: number; uniqueVisitors: number }>(server.url, '/api/analytics/daily'),
      (d) => d.totalRequests >= 2,
    );
    expect(daily.uniqueVisitors).toBe(1);

    expect(mode(engine.dataDir)).toBe(0o700);
    for (const name of fs.readdirSync(engine.dataDir)) {
      expect({ name, mode: mode(path.join(engine.dataDir, name)) }).toEqual({ name, mode: 0o600 });
    }
    expect(fs.existsSync(path.join(engine.dataDir, SECRET_FILE))).toBe(true);

    const store = await engine.open();
    try {
      const tables =
        engine.name === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(store.db)
          : await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
              store.db,
            );
      const names = tables.rows.map((r) => r.name);
      expect(names).toContain('analytics_day_visitors');
      expect(names.filter((n) => /salt/.test(n))).toEqual([]);
    } finally {
      await store.close();
    }
  }, 120_000);
});
