import { horoscopeFailureSchema, horoscopeSuccessSchema } from '@/lib/api/horoscope';
import { SIGN_IDS } from '@/lib/zodiac/signs';
import { startServer, type RunningServer } from '../../helpers/server';
import { countReadings, createFixture, ENGINES, type EngineFixture } from './engines';
import { startFakeLlm, type FakeLlm } from './fake-llm';

// Istanbul's calendar computed with Intl alone (not with our lib/time), as UTC-noon dates.
function istanbulToday(): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 12));
}
const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

/** The last readable day of each type: tomorrow, next week's Sunday, next month's last day. */
function lastReadable() {
  const today = istanbulToday();
  const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
  return {
    daily: ymd(addDays(today, 1)),
    weekly: ymd(addDays(monday, 13)),
    monthly: ymd(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0, 12))),
  };
}

const TYPES = ['daily', 'weekly', 'monthly'] as const;

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

describe.each(ENGINES)('GET /api/horoscopes/{type}/{sign}?date= on %s', (engine) => {
  let fixture: EngineFixture;
  let server: RunningServer;

  beforeAll(async () => {
    fixture = await createFixture(engine);
    server = await startServer({ dataDir: fixture.dataDir, env: fixture.env });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await fixture?.cleanup();
  });

  test('every bad date is a 400 with a Turkish message, never a 500', async () => {
    const last = lastReadable();
    const bad = [
      '',
      'dün',
      '2026-02-30',
      '2026-13-01',
      '2026-2-3',
      '20260203',
      '2026-02-03T00:00:00Z',
      '2026-02-03 ',
      '%00',
      '99999-01-01',
      '1900-01-01',
      '2023-12-31',
      ymd(addDays(new Date(`${last.daily}T12:00:00Z`), 1)),
    ];
    for (const date of bad) {
      const { status, headers, body } = await get(
        `${server.url}/api/horoscopes/daily/koc?date=${encodeURIComponent(date)}`,
      );
      const message = horoscopeFailureSchema.parse(body).message ?? '';
      expect({ date, status, turkish: /tarih/i.test(message) }).toEqual({ date, status: 400, turkish: true });
      expect(headers.get('cache-control')).toBe('no-store');
    }
    // Two dates at once is not a date.
    const twice = await get(`${server.url}/api/horoscopes/daily/koc?date=2025-01-01&date=2025-01-02`);
    expect(twice.status).toBe(400);
    // The out-of-range message names the range.
    const early = horoscopeFailureSchema.parse(
      (await get(`${server.url}/api/horoscopes/weekly/koc?date=2023-12-31`)).body,
    );
    expect(early.message).toMatch(/1 Ocak 2024/);
  }, 60_000);

  test('the range: from 2024-01-01 to the end of the next period, for each type', async () => {
    const last = lastReadable();
    for (const type of TYPES) {
      const first = await get(`${server.url}/api/horoscopes/${type}/boga?date=2024-01-01`);
      expect({ type, status: first.status }).toEqual({ type, status: 200 });
      expect(horoscopeSuccessSchema.parse(first.body).data.date).toBe('2024-01-01');

      const end = await get(`${server.url}/api/horoscopes/${type}/boga?date=${last[type]}`);
      expect({ type, status: end.status }).toEqual({ type, status: 200 });
      expect(horoscopeSuccessSchema.parse(end.body).data.period.end).toBe(last[type]);

      const after = ymd(addDays(new Date(`${last[type]}T12:00:00Z`), 1));
      const beyond = await get(`${server.url}/api/horoscopes/${type}/boga?date=${after}`);
      expect({ type, after, status: beyond.status }).toEqual({ type, after, status: 400 });
    }
  }, 60_000);

  test('a past and a future period: generated once, stored, the same answer for any day inside', async () => {
    const future = ymd(addDays(istanbulToday(), 1));
    for (const [type, days, start] of [
      ['weekly', ['2025-03-12', '2025-03-10', '2025-03-16'], '2025-03-10'],
      ['daily', [future], future],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          get(`${server.url}/api/horoscopes/${type}/ikizler?date=${days[i % days.length]}`),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const bodies = answers.map((a) => horoscopeSuccessSchema.parse(a.body).data);
      expect(new Set(bodies.map((b) => b.createdAt)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.prediction)).size).toBe(1);
      expect(bodies[0].date).toBe(start);
      // The new fields, and prediction still the whole text.
      expect(bodies[0].summary.length).toBeGreaterThan(10);
      expect(bodies[0].sections.length).toBeGreaterThan(2);
      for (const s of bodies[0].sections) expect(bodies[0].prediction).toContain(s.text);
      for (const v of Object.values(bodies[0].ratings)) expect([1, 2, 3, 4, 5]).toContain(v);
    }
    const db = await fixture.open();
    try {
      expect(await countReadings(db, { type: 'weekly', sign: 'ikizler', periodStart: '2025-03-10' })).toBe(1);
      expect(await countReadings(db, { type: 'daily', sign: 'ikizler', periodStart: future })).toBe(1);
    } finally {
      await db.close();
    }
    // An ended period's reading never changes: it may be cached long.
    const past = await fetch(`${server.url}/api/horoscopes/weekly/ikizler?date=2025-03-12`);
    expect(past.headers.get('cache-control')).toMatch(/s-maxage=\d{6,}/);
  }, 60_000);

  test('without AI, one client reads 100 archive readings in well under a minute, none refused', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    // Four at a time, as a browser might; 100 distinct (type, sign, day) never read before.
    const jobs = Array.from({ length: 100 }, (_, i) => {
      const day = ymd(addDays(new Date('2024-06-01T12:00:00Z'), Math.floor(i / 12) * 3));
      return `${server.url}/api/horoscopes/daily/${SIGN_IDS[i % 12]}?date=${day}`;
    });
    while (jobs.length) {
      const batch = jobs.splice(0, 4);
      statuses.push(...(await Promise.all(batch.map(async (u) => (await fetch(u)).status))));
    }
    const seconds = (Date.now() - started) / 1000;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});

describe('with AI polish on: the limit guards only the polish of the archive', () => {
  let fixture: EngineFixture;
  let llm: FakeLlm;
  let server: RunningServer;

  beforeAll(async () => {
    fixture = await createFixture('sqlite');
    llm = await startFakeLlm('polish');
    server = await startServer({
      dataDir: fixture.dataDir,
      env: { AI_BASE_URL: llm.baseUrl, AI_MODEL: 'sahte-model-3', AI_TIMEOUT_MS: '5000' },
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await llm?.close();
    await fixture?.cleanup();
  });

  test('a client opening all 36 current readings of a fresh period gets no 429', async () => {
    // At once, before the server's own run ahead (it starts two seconds after start-up).
    const answers = await asABrowserWould(
      TYPES.flatMap((type) =>
        SIGN_IDS.map((sign) => async () => ({
          type,
          sign,
          status: (await fetch(`${server.url}/api/horoscopes/${type}/${sign}`)).status,
        })),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers).toHaveLength(36);
  }, 90_000);

  test('nor for the 36 readings of the next periods (tomorrow, next week, next month)', async () => {
    const last = lastReadable();
    const answers = await asABrowserWould(
      TYPES.flatMap((type) =>
        SIGN_IDS.map((sign) => async () => ({
          type,
          sign,
          status: (await fetch(`${server.url}/api/horoscopes/${type}/${sign}?date=${last[type]}`)).status,
        })),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  }, 90_000);

  test('polishing archive readings is limited per client: a Turkish 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let refusal: { retryAfter: string | null; message?: string } | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await fetch(
        `${server.url}/api/horoscopes/daily/aslan?date=${ymd(addDays(new Date('2025-01-01T12:00:00Z'), i))}`,
      );
      statuses.push(res.status);
      if (res.status === 429 && !refusal) {
        refusal = {
          retryAfter: res.headers.get('retry-after'),
          message: horoscopeFailureSchema.parse(await res.json()).message,
        };
      } else await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses).toContain(429);
    expect(Number(refusal!.retryAfter)).toBeGreaterThan(0);
    expect(refusal!.message).toMatch(/saniye sonra/);
    // Stored archive readings are never limited: the first one answers at once.
    expect((await fetch(`${server.url}/api/horoscopes/daily/aslan?date=2025-01-01`)).status).toBe(200);
  }, 120_000);
});

/**
 * Runs the requests six at a time, as a browser does with one host. The limit under test is the
 * rate limit (429); 36 requests at once would also meet the server's overload shedding (503), which
 * tests/integration/faults/overload.test.ts covers.
 */
async function asABrowserWould<T>(requests: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(requests.length);
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const i = next++;
      results[i] = await requests[i]();
    }
  };
  await Promise.all(Array.from({ length: 6 }, lane));
  return results;
}
