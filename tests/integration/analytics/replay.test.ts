import type { DbHandle } from '@/lib/db';
import { startServer, type RunningServer } from '../../helpers/server';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';
import { eventually, getJson, send } from '../../helpers/http';
import { hourSlotOf } from '@/lib/time/zone';

/**
 * A known set of requests replayed against the real production server (TRUST_PROXY=true, so
 * X-Forwarded-For names the visitor), and all six reports checked figure by figure against what
 * the table below says each request is. Durations cannot be known in advance: their expected
 * means are computed from the stored raw events, which are themselves checked against the
 * round trips the test measured.
 *
 * The 500 case is not here: no production route answers 500 on purpose, and Next 16 turns every
 * malformed request we tried (bad RSC headers, unknown server actions, bad methods) into a 3xx
 * or 4xx. The only 500 found, a Range request on a public/ file, is on a path that is not
 * recorded. A 500 is counted in tests/unit/analytics/observer.test.ts (on a real socket) and in
 * store.test.ts (through the store and the reports on both engines).
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

interface Sender {
  headers: Record<string, string>;
  country: string;
  /** null for a person, a name or '' (unnamed) for a bot. */
  bot: string | null;
}

// Addresses of long-standing allocations: ULAKBİM (TR, IPv4 and IPv6), TU Dresden (DE),
// Google (US), Microsoft (US), the University of Tokyo (JP).
const WHO: Record<string, Sender> = {
  ali: { headers: { 'x-forwarded-for': '193.140.100.1', 'user-agent': CHROME }, country: 'TR', bot: null },
  // Same address, another browser: another visitor.
  aliFirefox: {
    headers: { 'x-forwarded-for': '193.140.100.1', 'user-agent': FIREFOX },
    country: 'TR',
    bot: null,
  },
  hans: {
    // Behind the trusted proxy, the address it appended (the last) is the client; the entry in front
    // of it is whatever the client sent (here its own LAN address).
    headers: { 'x-forwarded-for': '10.0.0.1, 141.30.1.1', 'user-agent': IPHONE },
    country: 'DE',
    bot: null,
  },
  // Cloudflare's header wins over the address (8.8.8.8 is in the US).
  jan: {
    headers: { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'NL', 'user-agent': CHROME },
    country: 'NL',
    bot: null,
  },
  lan: { headers: { 'x-forwarded-for': '10.0.0.7', 'user-agent': FIREFOX }, country: 'XX', bot: null },
  // Cloudflare's T1 (Tor) means unknown, whatever the address says (JP).
  tor: {
    headers: { 'x-forwarded-for': '133.11.0.1', 'cf-ipcountry': 'T1', 'user-agent': ANDROID },
    country: 'XX',
    bot: null,
  },
  ipv6: { headers: { 'x-forwarded-for': '2001:a98::1', 'user-agent': FIREFOX }, country: 'TR', bot: null },
  google: {
    headers: {
      'x-forwarded-for': '66.249.66.1',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    country: 'US',
    bot: 'Googlebot',
  },
  bing: {
    headers: {
      'x-forwarded-for': '157.55.39.1',
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    },
    country: 'US',
    bot: 'Bingbot',
  },
  telegram: {
    headers: {
      'x-forwarded-for': '193.140.100.1',
      'cf-ipcountry': 'TR',
      'user-agent': 'TelegramBot (like TwitterBot)',
    },
    country: 'TR',
    bot: 'TelegramBot',
  },
  curl: { headers: { 'x-forwarded-for': '141.30.1.1', 'user-agent': 'curl/8.5.0' }, country: 'DE', bot: '' },
  // No user agent at all: a script, an unnamed bot.
  script: { headers: { 'x-forwarded-for': '193.140.100.1' }, country: 'TR', bot: '' },
};
type Who = keyof typeof WHO;

/** [who, method, target, expected status, expected recorded path] */
const RECORDED: Array<[Who, string, string, number, string]> = [
  ['ali', 'GET', '/', 200, '/'],
  ['ali', 'GET', '/gizlilik', 200, '/gizlilik'],
  ['ali', 'GET', '/?utm_source=test', 200, '/'],
  // Every answer that is not a page under one key per class: unknown paths cannot grow the rollups.
  ['ali', 'GET', '/olmayan-sayfa', 404, '(4xx)'],
  ['ali', 'GET', '/api/health', 200, '/api/health'],
  ['aliFirefox', 'GET', '/', 200, '/'],
  ['aliFirefox', 'GET', '/gizlilik?ref=x', 200, '/gizlilik'],
  ['hans', 'GET', '/gizlilik', 200, '/gizlilik'],
  ['hans', 'GET', '/yok/alt', 404, '(4xx)'],
  // A HEAD is a request, not a page view and not a visitor.
  ['hans', 'HEAD', '/', 200, '(HEAD)'],
  ['jan', 'GET', '/', 200, '/'],
  ['jan', 'GET', '/api/health', 200, '/api/health'],
  ['lan', 'GET', '/', 200, '/'],
  ['lan', 'GET', '/robots.txt', 200, '/robots.txt'],
  ['tor', 'GET', '/gizlilik', 200, '/gizlilik'],
  ['ipv6', 'GET', '/', 200, '/'],
  ['ipv6', 'GET', '/analytics', 200, '/analytics'],
  ['google', 'GET', '/', 200, '/'],
  ['google', 'GET', '/robots.txt', 200, '/robots.txt'],
  ['google', 'GET', '/sitemap.xml', 200, '/sitemap.xml'],
  ['bing', 'GET', '/gizlilik', 200, '/gizlilik'],
  ['telegram', 'GET', '/', 200, '/'],
  ['curl', 'GET', '/api/health', 200, '/api/health'],
  ['script', 'GET', '/', 200, '/'],
  ['script', 'GET', '/wp-login.php', 404, '(4xx)'],
];

/** Requests that must leave no trace. */
const EXCLUDED: Array<[Who, string, Record<string, string>]> = [
  ['ali', '/_next/static/chunks/olmayan.js', {}],
  ['ali', '/icon.svg', {}],
  ['ali', '/opengraph-image', {}],
  ['ali', '/favicon.ico', {}],
  ['ali', '/gizlilik', { rsc: '1', 'next-router-prefetch': '1' }],
  ['ali', '/api/analytics/daily', {}],
  ['google', '/icon.svg', {}],
];

const TURKISH_NAMES: Record<string, string> = {
  TR: 'Türkiye',
  DE: 'Almanya',
  US: 'Amerika Birleşik Devletleri',
  NL: 'Hollanda',
  XX: 'Bilinmeyen',
};

const round2 = (x: number) => Math.round(x * 100) / 100;
const byteOrder = (a: string, b: string) =>
  Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0;

describe.each(ENGINE_NAMES)('analytics replay through the real server on %s', (engineName) => {
  let engine: EngineUnderTest;
  let server: RunningServer;
  let store: DbHandle;
  let day: string;
  let hour: number;
  const roundTrips: number[] = [];

  beforeAll(async () => {
    // Stay inside one Istanbul hour: if the next one is less than 30 s away, wait for it.
    const msToNextHour = hourSlotOf(Date.now()).end - Date.now();
    if (msToNextHour < 30_000) await new Promise((r) => setTimeout(r, msToNextHour + 1_000));

    engine = await prepareEngine(engineName);
    // The readiness check reads an excluded path, so the store starts empty.
    server = await startServer({
      env: { TRUST_PROXY: 'true', ...engine.serverEnv },
      dataDir: engine.dataDir,
      readyPath: '/icon.svg',
    });
    ({ day, hour } = hourSlotOf(Date.now()));

    for (const [who, method, target, status] of RECORDED) {
      const answer = await send(server.url, target, WHO[who].headers, method);
      expect({ target, status: answer.status }).toEqual({ target, status });
      roundTrips.push(answer.elapsedUs);
    }
    for (const [who, target, extra] of EXCLUDED)
      await send(server.url, target, { ...WHO[who].headers, ...extra });

    // Wait for the batch write, then make sure nothing else trickles in.
    await eventually(
      () => getJson<{ totalRequests: number }>(server.url, `/api/analytics/daily?date=${day}`),
      (d) => d.totalRequests >= RECORDED.length,
    );
    await new Promise((r) => setTimeout(r, 1_500));
    store = await engine.open();
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await server?.stop();
    await engine?.cleanup();
  });

  const report = <T>(name: string) => getJson<T>(server.url, `/api/analytics/${name}?date=${day}`);
  const expected = () =>
    RECORDED.map(([who, method, , status, path]) => ({ who, method, status, path, ...WHO[who] }));
  const rawEvents = async () =>
    (await store.db.selectFrom('analytics_events').selectAll().execute()).map((r) => ({
      ...r,
      duration_us: Number(r.duration_us),
    }));
  const meanMs = (durations: number[]) =>
    round2(durations.reduce((a, b) => a + b, 0) / durations.length / 1000);

  it('stored one raw event per recorded request, with the right attributes and nothing personal', async () => {
    const rows = await rawEvents();
    const shape = (x: {
      method: string;
      path: string;
      status: number;
      country: string;
      bot: number | boolean;
      bot_name: string | null;
    }) => [x.method, x.path, x.status, x.country, Boolean(x.bot), x.bot_name ?? ''].join(' ');
    expect(rows.map(shape).sort()).toEqual(
      expected()
        .map((e) => shape({ ...e, bot: e.bot !== null, bot_name: e.bot || null }))
        .sort(),
    );
    expect(rows.every((r) => r.day === day && r.hour === hour)).toBe(true);
    // A server-side duration fits inside the client's round trip, give or take the moment the
    // 'finish' event waits for a busy event loop (a batch write, a garbage collection).
    const slack = 250_000;
    expect(rows.every((r) => r.duration_us > 0 && r.duration_us <= Math.max(...roundTrips) + slack)).toBe(
      true,
    );
    expect(rows.reduce((a, r) => a + r.duration_us, 0)).toBeLessThanOrEqual(
      roundTrips.reduce((a, b) => a + b, 0) + slack,
    );
    const text = JSON.stringify(rows);
    for (const secret of ['193.140', '141.30', '8.8.8.8', '2001:a98', 'Mozilla', 'curl'])
      expect(text).not.toContain(secret);
  });

  it('daily', async () => {
    const rows = await rawEvents();
    const people = new Set(
      expected()
        .filter((e) => e.bot === null && e.method !== 'HEAD')
        .map((e) => e.who),
    );
    const ok = expected().filter((e) => e.status < 400).length;
    expect(people.size).toBe(7);
    expect(await report('daily')).toEqual({
      totalRequests: RECORDED.length,
      uniqueVisitors: people.size,
      avgResponseTime: meanMs(rows.map((r) => r.duration_us)),
      successRate: round2((ok / RECORDED.length) * 100),
    });
    // The same numbers, counted by hand: 25 requests, 3 of them 404.
    expect(await report('daily')).toMatchObject({ totalRequests: 25, uniqueVisitors: 7, successRate: 88 });
    // Without ?date= the report is today's.
    expect(await getJson(server.url, '/api/analytics/daily')).toEqual(await report('daily'));
  });

  it('hourly', async () => {
    const people = new Set(
      expected()
        .filter((e) => e.bot === null && e.method !== 'HEAD')
        .map((e) => e.who),
    );
    const rows = await report<Array<{ hour: number; requests: number; uniqueVisitors: number }>>('hourly');
    expect(rows).toEqual(
      Array.from({ length: 24 }, (_, h) => ({
        hour: h,
        requests: h === hour ? RECORDED.length : 0,
        uniqueVisitors: h === hour ? people.size : 0,
      })),
    );
  });

  it('popular pages', async () => {
    const rows = await rawEvents();
    const pages = new Map<string, { requests: number; people: Set<string>; durations: number[] }>();
    for (const e of expected()) {
      if (e.path.startsWith('/api/')) continue;
      const p = pages.get(e.path) ?? { requests: 0, people: new Set(), durations: [] };
      p.requests++;
      if (e.bot === null && e.method !== 'HEAD') p.people.add(e.who);
      pages.set(e.path, p);
    }
    for (const r of rows) pages.get(r.path)?.durations.push(r.duration_us);
    const wanted = [...pages.entries()]
      .sort(([a, x], [b, y]) => y.requests - x.requests || byteOrder(a, b))
      .slice(0, 10)
      .map(([url, p]) => ({
        url,
        requests: p.requests,
        uniqueVisitors: p.people.size,
        avgResponseTime: meanMs(p.durations),
      }));
    const answer = await report<typeof wanted>('popular-pages');
    expect(answer).toEqual(wanted);
    // By hand: '/' 9 requests from 5 people (Hans only asked with HEAD), '/gizlilik' 5 from 4, the
    // three 404s from 2 people (the script is a bot), '/robots.txt' 2 from 1, then Hans's HEAD (no
    // visitor) and two single pages.
    expect(answer.map((p) => [p.url, p.requests, p.uniqueVisitors])).toEqual([
      ['/', 9, 5],
      ['/gizlilik', 5, 4],
      ['(4xx)', 3, 2],
      ['/robots.txt', 2, 1],
      ['(HEAD)', 1, 0],
      ['/analytics', 1, 1],
      ['/sitemap.xml', 1, 0],
    ]);
  });

  it('geographic', async () => {
    const counts = new Map<string, number>();
    for (const e of expected()) counts.set(e.country, (counts.get(e.country) ?? 0) + 1);
    const wanted = [...counts.entries()]
      .sort(([a, x], [b, y]) => y - x || byteOrder(a, b))
      .map(([code, requests]) => ({ country: TURKISH_NAMES[code], code, requests }));
    expect(await report('geographic')).toEqual(wanted);
    expect(wanted.map((c) => [c.code, c.requests])).toEqual([
      ['TR', 12],
      ['DE', 4],
      ['US', 4],
      ['XX', 3],
      ['NL', 2],
    ]);
  });

  it('performance', async () => {
    const rows = await rawEvents();
    const errors = expected().filter((e) => e.status >= 400).length;
    expect(await report('performance')).toEqual({
      avgResponseTime: meanMs(rows.map((r) => r.duration_us)),
      errorRate: round2((errors / RECORDED.length) * 100),
      totalRequests: RECORDED.length,
    });
    expect(await report('performance')).toMatchObject({ errorRate: 12 });
  });

  it('bot traffic', async () => {
    const counts = new Map<string, number>();
    for (const e of expected()) if (e.bot !== null) counts.set(e.bot, (counts.get(e.bot) ?? 0) + 1);
    const wanted = [...counts.entries()]
      .sort(([a, x], [b, y]) => y - x || Number(a === '') - Number(b === '') || byteOrder(a, b))
      .map(([name, count]) => ({ botType: name === '' ? null : name, count }));
    expect(await report('bot-traffic')).toEqual(wanted);
    expect(wanted).toEqual([
      { botType: 'Googlebot', count: 3 },
      { botType: null, count: 3 },
      { botType: 'Bingbot', count: 1 },
      { botType: 'TelegramBot', count: 1 },
    ]);
  });

  it('refuses a bad date with a Turkish 400, on every report', async () => {
    for (const name of ['daily', 'hourly', 'popular-pages', 'geographic', 'performance', 'bot-traffic']) {
      const answer = await send(server.url, `/api/analytics/${name}?date=2025-02-30`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'Geçersiz tarih. Tarihi yıl-ay-gün sırasıyla yazın: 21 Mart 2025 için 2025-03-21.',
      });
    }
  });
});
