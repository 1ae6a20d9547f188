import { shiftDay } from '@/lib/time/calendar';
import type { DbHandle } from '@/lib/db';
import type { AnalyticsEvent } from '@/lib/analytics/event';
import {
  botTrafficReport,
  dailyReport,
  geographicReport,
  hourlyReport,
  performanceReport,
  popularPagesReport,
} from '@/lib/analytics/reports';
import { pruneAnalytics, writeEvents } from '@/lib/analytics/store';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';

/**
 * The store and the six reports on each engine, with events whose every field the test chose,
 * so every figure below is worked out by hand. This is also where a 500 is counted: see
 * replay.test.ts for why the real server cannot be made to answer one.
 */
const DAY = '2025-03-21';
const v = (id: string) => id.padEnd(22, '_');
let clock = Date.parse('2025-03-21T07:00:00Z');
const ev = (o: Partial<AnalyticsEvent>): AnalyticsEvent => ({
  at: clock++,
  day: DAY,
  hour: 10,
  path: '/',
  method: 'GET',
  status: 200,
  durationUs: 10_000,
  visitor: v('ali'),
  country: 'TR',
  bot: false,
  botName: null,
  ...o,
});

// Three people (ali, ayse, hans), two named bots and an unnamed one, over hours 10 and 11.
const FIRST_BATCH: AnalyticsEvent[] = [
  ev({ path: '/', durationUs: 10_000 }), //                                  ali 10h
  ev({ path: '/gizlilik', durationUs: 20_000 }), //                          ali 10h
  ev({ path: '/', visitor: v('ayse'), durationUs: 30_000 }), //             ayşe 10h
  ev({ path: '/yok', visitor: v('ayse'), status: 404, durationUs: 4_000 }), // ayşe 10h
  ev({ path: '/api/health', durationUs: 1_000 }), //                         ali 10h (API)
  ev({ path: '/', visitor: v('hans'), country: 'DE', hour: 11, durationUs: 15_000 }),
  ev({ path: '/', visitor: v('gbot'), country: 'US', bot: true, botName: 'Googlebot', durationUs: 5_000 }),
];
const SECOND_BATCH: AnalyticsEvent[] = [
  ev({ path: '/', hour: 11, durationUs: 12_000 }), //                        ali again, now 11h
  ev({ path: '/gizlilik', visitor: v('hans'), country: 'DE', hour: 11, status: 500, durationUs: 50_000 }),
  ev({
    path: '/robots.txt',
    visitor: v('gbot'),
    country: 'US',
    bot: true,
    botName: 'Googlebot',
    hour: 11,
    durationUs: 2_000,
  }),
  ev({ path: '/', visitor: v('curl'), country: 'XX', bot: true, botName: null, hour: 11, durationUs: 3_000 }),
  ev({
    path: '/',
    visitor: v('bbot'),
    country: 'US',
    bot: true,
    botName: 'Bingbot',
    hour: 11,
    durationUs: 8_000,
  }),
  ev({ path: '/', visitor: v('ali'), day: '2025-03-22', hour: 0, durationUs: 99_000 }), // next day
];

describe.each(ENGINE_NAMES)('analytics store on %s', (engineName) => {
  let engine: EngineUnderTest;
  let handle: DbHandle;

  beforeAll(async () => {
    engine = await prepareEngine(engineName);
    handle = await engine.open();
    await writeEvents(handle.db, FIRST_BATCH);
    await writeEvents(handle.db, SECOND_BATCH);
  });
  afterAll(async () => {
    await handle?.close();
    await engine?.cleanup();
  });

  it('daily: every request (bots too), people once each, mean duration, share below 400', async () => {
    // 12 requests on the 21st; durations sum to 10+20+30+4+1+15+5+12+50+2+3+8 = 160 ms; 2 failures (404, 500).
    expect(await dailyReport(handle, DAY)).toEqual({
      totalRequests: 12,
      uniqueVisitors: 3,
      avgResponseTime: 13.33,
      successRate: 83.33,
    });
  });

  it('hourly: 24 rows, people counted once per hour', async () => {
    const rows = await hourlyReport(handle, DAY);
    expect(rows).toHaveLength(24);
    // 10h: ali ×3 (one API), ayşe ×2, Googlebot → 6 requests, 2 people.
    // 11h: hans ×2, ali, Googlebot, curl, Bingbot → 6 requests, 2 people (hans, ali).
    expect(rows[10]).toEqual({ hour: 10, requests: 6, uniqueVisitors: 2 });
    expect(rows[11]).toEqual({ hour: 11, requests: 6, uniqueVisitors: 2 });
    expect(
      rows
        .filter((r) => r.hour !== 10 && r.hour !== 11)
        .every((r) => r.requests === 0 && r.uniqueVisitors === 0),
    ).toBe(true);
  });

  it('popular pages: no /api, bots counted as requests but not as visitors', async () => {
    expect(await popularPagesReport(handle, DAY)).toEqual([
      // '/': ali(10), ayşe(30), hans(15), Googlebot(5), ali(12), curl(3), Bingbot(8) → 7 requests, 83 ms, 3 people
      { url: '/', requests: 7, uniqueVisitors: 3, avgResponseTime: 11.86 },
      // '/gizlilik': ali(20), hans(50)
      { url: '/gizlilik', requests: 2, uniqueVisitors: 2, avgResponseTime: 35 },
      { url: '/robots.txt', requests: 1, uniqueVisitors: 0, avgResponseTime: 2 },
      { url: '/yok', requests: 1, uniqueVisitors: 1, avgResponseTime: 4 },
    ]);
  });

  it('geographic: Turkish names, most first', async () => {
    expect(await geographicReport(handle, DAY)).toEqual([
      { country: 'Türkiye', code: 'TR', requests: 6 },
      { country: 'Amerika Birleşik Devletleri', code: 'US', requests: 3 },
      { country: 'Almanya', code: 'DE', requests: 2 },
      { country: 'Bilinmeyen', code: 'XX', requests: 1 },
    ]);
  });

  it('performance: the 500 and the 404 make the error rate', async () => {
    expect(await performanceReport(handle, DAY)).toEqual({
      avgResponseTime: 13.33,
      errorRate: 16.67,
      totalRequests: 12,
    });
  });

  it('bot traffic: by name, the unnamed bot as null', async () => {
    expect(await botTrafficReport(handle, DAY)).toEqual([
      { botType: 'Googlebot', count: 2 },
      { botType: 'Bingbot', count: 1 },
      { botType: null, count: 1 },
    ]);
  });

  it('keeps days apart', async () => {
    expect(await dailyReport(handle, '2025-03-22')).toEqual({
      totalRequests: 1,
      uniqueVisitors: 1,
      avgResponseTime: 99,
      successRate: 100,
    });
  });

  it('reports an empty day as zeros, 24 empty hours, 100% success and no errors', async () => {
    expect(await dailyReport(handle, '2025-01-01')).toEqual({
      totalRequests: 0,
      uniqueVisitors: 0,
      avgResponseTime: 0,
      successRate: 100,
    });
    expect((await hourlyReport(handle, '2025-01-01')).every((r) => r.requests === 0)).toBe(true);
    expect(await popularPagesReport(handle, '2025-01-01')).toEqual([]);
    expect(await geographicReport(handle, '2025-01-01')).toEqual([]);
    expect(await performanceReport(handle, '2025-01-01')).toEqual({
      avgResponseTime: 0,
      errorRate: 0,
      totalRequests: 0,
    });
    expect(await botTrafficReport(handle, '2025-01-01')).toEqual([]);
  });

  it('stores no address and no user agent, only the hash', async () => {
    const rows = await handle.db.selectFrom('analytics_events').selectAll().execute();
    expect(rows).toHaveLength(FIRST_BATCH.length + SECOND_BATCH.length);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'at',
        'bot',
        'bot_name',
        'country',
        'day',
        'duration_us',
        'hour',
        'method',
        'path',
        'status',
        'visitor',
      ].sort(),
    );
  });
});

describe.each(ENGINE_NAMES)('analytics writes on %s', (engineName) => {
  let engine: EngineUnderTest;
  let handle: DbHandle;
  beforeEach(async () => {
    engine = await prepareEngine(engineName);
    handle = await engine.open();
  });
  afterEach(async () => {
    await handle?.close();
    await engine?.cleanup();
  });

  it('is all or nothing: a batch that fails halfway leaves no trace, and its retry counts once', async () => {
    let statements = 0;
    // Fail the sixth statement of the transaction, after the raw events and visitor sets are in.
    const flaky = handle.db.withPlugin({
      transformQuery: (args) => {
        if (++statements === 6) throw new Error('bağlantı koptu');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await expect(writeEvents(flaky, FIRST_BATCH)).rejects.toThrow('bağlantı koptu');
    expect(await dailyReport(handle, DAY)).toMatchObject({ totalRequests: 0, uniqueVisitors: 0 });
    expect(await handle.db.selectFrom('analytics_events').select('day').execute()).toHaveLength(0);
    expect(await handle.db.selectFrom('analytics_day_visitors').select('day').execute()).toHaveLength(0);

    await writeEvents(handle.db, FIRST_BATCH);
    expect(await dailyReport(handle, DAY)).toMatchObject({ totalRequests: 7, uniqueVisitors: 3 });
  });

  it('counts a visitor once however many batches they appear in', async () => {
    for (let i = 0; i < 5; i++)
      await writeEvents(handle.db, [
        ev({ path: '/', visitor: v('ali') }),
        ev({ path: '/', visitor: v('ayse') }),
      ]);
    expect(await dailyReport(handle, DAY)).toMatchObject({ totalRequests: 10, uniqueVisitors: 2 });
    expect(await popularPagesReport(handle, DAY)).toEqual([
      { url: '/', requests: 10, uniqueVisitors: 2, avgResponseTime: 10 },
    ]);
  });

  it('counts a request answered by two instances once, whichever batch comes first', async () => {
    // nginx tried the first instance, got no answer back, and retried on the second: both answered
    // the one client request (same key), each in its own batch; a third request has no key.
    const key = (n: number) => `${n}`.padStart(32, 'a');
    const first = [ev({ path: '/', requestKey: key(1) }), ev({ path: '/gizlilik', requestKey: key(2) })];
    const retried = [ev({ path: '/', requestKey: key(1), durationUs: 90_000 }), ev({ path: '/' })];
    await writeEvents(handle.db, first);
    await writeEvents(handle.db, retried);
    // Within one batch too (an instance that answered the same request twice).
    await writeEvents(handle.db, [
      ev({ path: '/', requestKey: key(3) }),
      ev({ path: '/', requestKey: key(3) }),
    ]);
    expect(await dailyReport(handle, DAY)).toMatchObject({ totalRequests: 4, avgResponseTime: 10 });
    expect(await handle.db.selectFrom('analytics_events').select('day').execute()).toHaveLength(4);
    expect(await popularPagesReport(handle, DAY)).toEqual([
      { url: '/', requests: 3, uniqueVisitors: 1, avgResponseTime: 10 },
      { url: '/gizlilik', requests: 1, uniqueVisitors: 1, avgResponseTime: 10 },
    ]);
    // Only the keys are kept (hashes, see request-key.ts), and pruned once their day is over.
    expect(await handle.db.selectFrom('analytics_requests').select('id').execute()).toHaveLength(3);
    await writeEvents(handle.db, [ev({ day: shiftDay(DAY, 2) })]);
    await pruneAnalytics(handle.db, handle.engine, { today: shiftDay(DAY, 2), retentionDays: 90 });
    expect(await handle.db.selectFrom('analytics_requests').select('id').execute()).toHaveLength(0);
  });

  it('counts a request once when two instances write it at the same moment', async () => {
    const key = 'b'.repeat(32);
    const batches = Array.from({ length: 4 }, () => [ev({ path: '/', requestKey: key })]);
    await Promise.all(batches.map((b) => writeEvents(handle.db, b)));
    expect(await dailyReport(handle, DAY)).toMatchObject({ totalRequests: 1 });
  });

  it('writes batches larger than one statement can carry', async () => {
    const many = Array.from({ length: 2_600 }, (_, i) =>
      ev({ path: `/sayfa/${i % 40}`, visitor: v(`kisi${i % 700}`), hour: i % 24, durationUs: 1_000 }),
    );
    await writeEvents(handle.db, many);
    expect(await dailyReport(handle, DAY)).toEqual({
      totalRequests: 2_600,
      uniqueVisitors: 700,
      avgResponseTime: 1,
      successRate: 100,
    });
    const pages = await popularPagesReport(handle, DAY);
    expect(pages).toHaveLength(10);
    // 2,600 = 40 × 65: every page 65 requests; ties go in byte order of the path.
    expect(pages.map((p) => p.url)).toEqual([
      '/sayfa/0',
      '/sayfa/1',
      '/sayfa/10',
      '/sayfa/11',
      '/sayfa/12',
      '/sayfa/13',
      '/sayfa/14',
      '/sayfa/15',
      '/sayfa/16',
      '/sayfa/17',
    ]);
    expect(pages.every((p) => p.requests === 65)).toBe(true);
  });

  it('prunes raw events and rollups past the retention period, and visitor sets of finished days', async () => {
    await writeEvents(handle.db, [
      ev({ day: '2024-12-01' }), // 110 days before 21 March: past 90
      ev({ day: '2024-12-21' }), // exactly 90 days before: kept
      ev({ day: '2025-03-19' }),
      ev({ day: '2025-03-20' }),
      ev({ day: DAY }),
    ]);
    const result = await pruneAnalytics(handle.db, handle.engine, { today: DAY, retentionDays: 90 });
    expect(result.events).toBe(1);
    const days = (await handle.db.selectFrom('analytics_events').select('day').orderBy('day').execute()).map(
      (r) => r.day,
    );
    expect(days).toEqual(['2024-12-21', '2025-03-19', '2025-03-20', DAY]);
    const keyDays = (
      await handle.db.selectFrom('analytics_day_visitors').select('day').orderBy('day').execute()
    ).map((r) => r.day);
    expect(keyDays).toEqual(['2025-03-20', DAY]);
    // Nothing of a day past the retention is kept, its counts included; the day at the limit stays.
    expect(await dailyReport(handle, '2024-12-01')).toMatchObject({ totalRequests: 0, uniqueVisitors: 0 });
    expect(await dailyReport(handle, '2024-12-21')).toMatchObject({ totalRequests: 1 });
    for (const table of [
      'analytics_hourly',
      'analytics_days',
      'analytics_pages',
      'analytics_countries',
      'analytics_bots',
    ] as const) {
      const rows = await handle.db.selectFrom(table).select('day').where('day', '<', '2024-12-21').execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    // The rollup rows of 2024-12-01: hourly, days, pages, countries.
    expect(result.rollupRows).toBe(4);
  });

  it('prunes in steps when there is a large backlog', async () => {
    const old = Array.from({ length: 12_345 }, () => ev({ day: '2024-01-01' }));
    for (let i = 0; i < old.length; i += 2_000) await writeEvents(handle.db, old.slice(i, i + 2_000));
    // A week recorded since (ages count from the newest stored day, and a gap needs a week to be trusted).
    await writeEvents(
      handle.db,
      Array.from({ length: 8 }, (_, i) => ev({ day: shiftDay(DAY, -i) })),
    );
    const result = await pruneAnalytics(handle.db, handle.engine, { today: DAY, retentionDays: 90 });
    expect(result.events).toBe(12_345);
  });
});
