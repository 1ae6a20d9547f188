import type { DbHandle } from '@/lib/db';
import { istanbulDay } from '@/lib/time/zone';
import { startServer, type RunningServer } from '../../helpers/server';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';
import { getJson } from '../../helpers/http';

/**
 * Real-user vitals through the real production server: beacons as browsers send them (JSON as
 * application/json and as text/plain), refusals that count nothing, a bot that is ignored, and
 * the report's figures checked against the nearest-rank p75 of what was sent, worked out by hand.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Metric = { name: string; value: number; page: string };

describe.each(ENGINE_NAMES)('POST /api/vitals and the web-vitals report on %s', (engineName) => {
  let engine: EngineUnderTest;
  let server: RunningServer;
  let store: DbHandle;
  let day: string;

  const post = (body: string, type = 'application/json', ua = CHROME) =>
    fetch(`${server.url}/api/vitals`, {
      method: 'POST',
      body,
      headers: { 'content-type': type, 'user-agent': ua },
    });
  const beacon = (metrics: Metric | Metric[], type?: string, ua?: string) =>
    post(JSON.stringify(metrics), type, ua);
  const rowCount = async () =>
    Number(
      (
        await store.db
          .withTables<{ analytics_vitals: { day: string } }>()
          .selectFrom('analytics_vitals')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    engine = await prepareEngine(engineName);
    server = await startServer({ env: engine.serverEnv, dataDir: engine.dataDir });
    // A report read makes the server open (and migrate) the store before the test opens it too.
    await getJson(server.url, '/api/analytics/web-vitals');
    store = await engine.open();
    day = istanbulDay();
  }, 90_000);

  afterAll(async () => {
    await store?.close();
    await server?.stop();
    await engine?.cleanup();
  });

  it('refuses bad beacons with a Turkish 400 and counts nothing', async () => {
    const good = { name: 'LCP', value: 1200, page: '/daily' };
    const bad: Array<[string, string]> = [
      ['unknown name', JSON.stringify({ ...good, name: 'FID' })],
      ['negative value', JSON.stringify({ ...good, value: -5 })],
      ['non-finite value', '{"name":"LCP","value":1e999,"page":"/daily"}'],
      ['value as text', JSON.stringify({ ...good, value: '1200' })],
      ['unknown page', JSON.stringify({ ...good, page: '/daily/ejderha' })],
      ['not a path', JSON.stringify({ ...good, page: 'https://example.com/daily' })],
      ['an API path', JSON.stringify({ ...good, page: '/api/health' })],
      ['eleven metrics', JSON.stringify(Array(11).fill(good))],
      ['one bad metric among good ones', JSON.stringify([good, { ...good, name: 'XYZ' }])],
      ['over 4 kB', JSON.stringify([{ ...good, page: `/${'x'.repeat(4100)}` }])],
      ['not JSON', 'name=LCP&value=1200'],
      ['empty', ''],
    ];
    for (const [what, body] of bad) {
      const res = await post(body);
      const answer = await res.json();
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      expect(answer.success).toBe(false);
      expect(answer.message).toMatch(/[ıişçğöüİ]/);
    }
    expect(await rowCount()).toBe(0);
  });

  it('ignores a bot’s beacon (204, not counted)', async () => {
    const res = await beacon({ name: 'LCP', value: 9999, page: '/daily' }, 'application/json', GOOGLEBOT);
    expect(res.status).toBe(204);
    expect(await rowCount()).toBe(0);
  });

  it('stores beacons and reports nearest-rank p75 per page and for the site', async () => {
    // /daily LCP: 1000 2000 3000 4000 → ⌈0.75·4⌉ = 3rd = 3000.
    // /tarot LCP: 500 → 500.  Site LCP: 500 1000 2000 3000 4000 → ⌈3.75⌉ = 4th = 3000.
    // /daily CLS (text/plain, in an array with an INP): 0.05 and 0.2 → ⌈1.5⌉ = 2nd = 0.2.
    // /daily/koc/2026-06-15 INP (a query string is dropped): 120 → 120; /daily INP 80.
    // Site INP: 80 120 → ⌈1.5⌉ = 2nd = 120.
    const sent: Array<[Metric | Metric[], string?]> = [
      [{ name: 'LCP', value: 3000, page: '/daily' }],
      [
        [
          { name: 'LCP', value: 1000, page: '/daily' },
          { name: 'LCP', value: 4000, page: '/daily' },
          { name: 'LCP', value: 2000, page: '/daily' },
        ],
      ],
      [{ name: 'LCP', value: 500.4, page: '/tarot' }, 'application/json'],
      [
        [
          { name: 'CLS', value: 0.05, page: '/daily' },
          { name: 'INP', value: 80, page: '/daily' },
        ],
        'text/plain;charset=UTF-8',
      ],
      [{ name: 'CLS', value: 0.2, page: '/daily' }, 'text/plain'],
      [{ name: 'INP', value: 120, page: '/daily/koc/2026-06-15?ref=paylas' }],
    ];
    for (const [metrics, type] of sent) expect((await beacon(metrics, type)).status).toBe(204);
    expect(await rowCount()).toBe(9);

    const rows = await getJson(server.url, `/api/analytics/web-vitals?date=${day}`);
    expect(rows).toEqual([
      { page: '*', metric: 'LCP', p75: 3000, samples: 5 },
      { page: '*', metric: 'INP', p75: 120, samples: 2 },
      { page: '*', metric: 'CLS', p75: 0.2, samples: 2 },
      { page: '/daily', metric: 'LCP', p75: 3000, samples: 4 },
      { page: '/tarot', metric: 'LCP', p75: 500, samples: 1 },
      { page: '/daily/koc/2026-06-15', metric: 'INP', p75: 120, samples: 1 },
      { page: '/daily', metric: 'INP', p75: 80, samples: 1 },
      { page: '/daily', metric: 'CLS', p75: 0.2, samples: 2 },
    ]);
    // Today's is the default day; another day has nothing.
    expect(await getJson(server.url, '/api/analytics/web-vitals')).toEqual(rows);
    expect(await getJson(server.url, '/api/analytics/web-vitals?date=2001-01-01')).toEqual([]);
  });

  it('answers a bad date as the other reports do', async () => {
    const res = await fetch(`${server.url}/api/analytics/web-vitals?date=2026-02-30`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('yıl-ay-gün');
  });

  it('keeps no address, user agent or visitor with a sample', async () => {
    const columns = Object.keys(
      (await store.db
        .withTables<{ analytics_vitals: Record<string, unknown> }>()
        .selectFrom('analytics_vitals')
        .selectAll()
        .executeTakeFirstOrThrow()) as object,
    ).sort();
    expect(columns).toEqual(['day', 'metric', 'page', 'value']);
  });
});
