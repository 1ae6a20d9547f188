import { randomBytes } from 'node:crypto';
import { eventually, getJson, send } from '../../helpers/http';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';
import { startServer, type RunningServer } from '../../helpers/server';

/**
 * Abuse limits through the real production server: password guessing on the dashboard, a flood
 * of unknown paths, a proxy that appends to X-Forwarded-For, and rotating Host headers.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('password guessing on the dashboard', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ANALYTICS_BASIC_AUTH: 'yönetici:Gök-kubbe 42', TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('throttles wrong passwords per client with a 429, logs the attempts without the password', async () => {
    const guesser = { 'x-forwarded-for': '198.51.100.66' };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await send(server.url, i % 2 ? '/analytics' : '/api/analytics/daily', {
        ...guesser,
        authorization: basic(`yönetici:tahmin-${i}-gizli`),
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.body).toMatch(/saniye sonra/);
      }
    }
    // A person may mistype a few times; then each further guess is refused unchecked.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right password waits now, from this client: a guesser cannot find it by luck.
    const right = basic('yönetici:Gök-kubbe 42');
    expect(
      (await send(server.url, '/api/analytics/daily', { ...guesser, authorization: right })).status,
    ).toBe(429);
    // Another client is not affected.
    const other = await send(server.url, '/api/analytics/daily', {
      'x-forwarded-for': '198.51.100.67',
      authorization: right,
    });
    expect(other.status).toBe(200);

    const log = server.output();
    expect(log).toMatch(/Analytics paneline hatalı giriş denemesi \(kullanıcı adı "yönetici"\)/);
    expect(log).toMatch(/çok sayıda hatalı giriş/);
    expect(log).not.toMatch(/tahmin-\d+-gizli/);
    expect(log).not.toContain('198.51.100.66');
  });
});

describe.each(ENGINE_NAMES)('abuse limits on %s', (engineName) => {
  let engine: EngineUnderTest;
  let server: RunningServer;
  beforeAll(async () => {
    engine = await prepareEngine(engineName);
    server = await startServer({
      env: { ...engine.serverEnv, TRUST_PROXY: '1' },
      dataDir: engine.dataDir,
      readyPath: '/icon.svg',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await engine?.cleanup();
  });

  it('records every answer that is not a page under one key per class, so invented paths cannot grow the rollups', async () => {
    const client = { 'user-agent': FIREFOX, 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 60; i++) {
      const answer = await send(server.url, `/${randomBytes(6).toString('hex')}/${i}`, client);
      expect(answer.status).toBe(404);
    }
    // A trailing slash is answered 308 by Next: the attacker's text must not become a row either.
    const junk = `%3Cscript%3E%E2%80%AE${'x'.repeat(280)}`;
    for (let i = 0; i < 60; i++) {
      const answer = await send(server.url, `/${junk}-${i}/`, client);
      expect(answer.status).toBe(308);
    }
    // A NUL in the path (PostgreSQL refuses it in text): recorded under its class, and the queue
    // goes on writing what comes after.
    for (const target of ['/%00/', '/api/sky-calendar/%00.ics']) {
      const answer = await send(server.url, target, client);
      expect(answer.status).toBeGreaterThanOrEqual(300);
    }
    expect((await send(server.url, '/gizlilik', client)).status).toBe(200);
    const pages = await eventually(
      () => getJson<Array<{ url: string; requests: number }>>(server.url, '/api/analytics/popular-pages'),
      (p) => p.some((row) => row.url === '/gizlilik'),
    );
    expect(pages.find((row) => row.url === '(4xx)')?.requests).toBeGreaterThanOrEqual(60);
    expect(pages.find((row) => row.url === '(3xx)')?.requests).toBeGreaterThanOrEqual(60);
    expect(JSON.stringify(pages)).not.toMatch(/script|\u202e|\u0000|xxxx/i);
    const store = await engine.open();
    try {
      const paths = (await store.db.selectFrom('analytics_pages').select('path').execute()).map(
        (r) => r.path,
      );
      expect(paths.filter((p) => !/^\((?:3xx|4xx|5xx)\)$/.test(p)).sort()).toEqual(['/gizlilik']);
      const visitorPaths = await store.db
        .selectFrom('analytics_page_visitors')
        .select('path')
        .distinct()
        .execute();
      expect(visitorPaths.length).toBe(paths.length);
      const raw = await store.db.selectFrom('analytics_events').select('path').execute();
      expect(raw.some((r) => /script|\u0000/.test(r.path))).toBe(false);
    } finally {
      await store.close();
    }
    expect(server.output()).not.toMatch(/invalid byte sequence|kuyrukta bekliyor/);
  });

  it('counts HEAD requests, but not as page views or visitors, whatever user agent they rotate', async () => {
    const before = await getJson<{ uniqueVisitors: number; totalRequests: number }>(
      server.url,
      '/api/analytics/daily',
    );
    for (let i = 0; i < 5; i++) {
      const answer = await send(
        server.url,
        '/tarot',
        { 'user-agent': `${FIREFOX} döndürülen-${i}`, 'x-forwarded-for': '198.51.100.50' },
        'HEAD',
      );
      expect(answer.status).toBe(200);
    }
    const after = await eventually(
      () => getJson<{ uniqueVisitors: number; totalRequests: number }>(server.url, '/api/analytics/daily'),
      (d) => d.totalRequests >= before.totalRequests + 5,
    );
    expect(after.uniqueVisitors).toBe(before.uniqueVisitors);
    const pages = await getJson<Array<{ url: string; requests: number; uniqueVisitors: number }>>(
      server.url,
      '/api/analytics/popular-pages',
    );
    expect(pages.find((p) => p.url === '/tarot')).toBeUndefined();
    expect(pages.find((p) => p.url === '(HEAD)')).toMatchObject({ requests: 5, uniqueVisitors: 0 });
  });

  it('reads X-Forwarded-For from the right: a spoofed entry in front of the proxy’s does not escape the limits', async () => {
    // Cold sky maps are limited to 10 per client at once, then one every five seconds; the client rotates what it writes
    // in front of the address the proxy appends.
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      const answer = await send(
        server.url,
        `/api/sky-map/image?date=2023-05-0${(i % 9) + 1}&latitude=${(i * 5 - 30).toFixed(1)}&longitude=12`,
        { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.30` },
      );
      statuses.push(answer.status);
    }
    // Ten at once, plus what the bucket refilled meanwhile (one every five seconds).
    const refilled = Math.floor(((Date.now() - started) / 1000) * 0.2) + 1;
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10 + refilled);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - 10 - refilled);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  }, 60_000);

  it('counts one visitor whatever Host header it sends', async () => {
    const before = await getJson<{ uniqueVisitors: number; totalRequests: number }>(
      server.url,
      '/api/analytics/daily',
    );
    for (let i = 0; i < 50; i++) {
      const answer = await send(server.url, '/tarot', {
        host: `h${i}.example`,
        'user-agent': `${FIREFOX} tek-ziyaretci`,
        'x-forwarded-for': '198.51.100.40',
      });
      expect(answer.status).toBe(200);
    }
    const after = await eventually(
      () => getJson<{ uniqueVisitors: number; totalRequests: number }>(server.url, '/api/analytics/daily'),
      (d) => d.totalRequests >= before.totalRequests + 50,
    );
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);
  });
});
