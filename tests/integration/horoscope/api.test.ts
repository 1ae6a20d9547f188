import { horoscopeFailureSchema, horoscopeSuccessSchema } from '@/lib/api/horoscope';
import { startServer, type RunningServer } from '../../helpers/server';
import { countReadings, createFixture, ENGINES, type EngineFixture } from './engines';
import { POLISH_MARK, startFakeLlm, type FakeLlm } from './fake-llm';
import { periodOf } from '@/lib/time/periods';

// The real production server (npm run build first) on each engine, with the fake model switched on.
describe.each(ENGINES)('GET /api/horoscopes on %s', (engine) => {
  let fixture: EngineFixture;
  let llm: FakeLlm;
  let server: RunningServer | undefined;
  const start = async () => {
    server = await startServer({
      dataDir: fixture.dataDir,
      env: {
        ...fixture.env,
        AI_BASE_URL: llm.baseUrl,
        AI_MODEL: 'sahte-model-2',
        AI_TIMEOUT_MS: '5000',
        READINGS_AHEAD: 'true',
      },
    });
    return server;
  };

  beforeAll(async () => {
    fixture = await createFixture(engine);
    llm = await startFakeLlm('polish');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await llm.close();
    await fixture.cleanup();
  });

  test('the server writes the current readings ahead, polished, without a request', async () => {
    const { url } = await start();
    // The run ahead begins two seconds after start and logs when it has written the day's readings.
    const deadline = Date.now() + 60_000;
    while (!/Önceden üretilen yorumlar \(\d{4}-\d{2}-\d{2}\): 36 yeni/.test(server!.output())) {
      if (Date.now() > deadline) throw new Error(`Önceden üretim görülmedi:\n${server!.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(llm.hits).toBe(36);
    const db = await fixture.open();
    try {
      for (const type of ['daily', 'weekly', 'monthly']) {
        expect(
          await countReadings(db, { type, periodStart: periodOf(type as 'daily', new Date()).start }),
        ).toBe(12);
      }
    } finally {
      await db.close();
    }
    const res = await fetch(`${url}/api/horoscopes/daily/koc`);
    const body = horoscopeSuccessSchema.parse(await res.json());
    expect(body.data.source).toBe('sahte-model-2');
    expect(body.data.prediction).toContain(POLISH_MARK);
    expect(body.data.date).toBe(periodOf('daily', new Date()).start);
    expect(llm.hits).toBe(36);

    // Cached by shared caches until midnight in Istanbul, with a short stale window.
    const cc = res.headers.get('cache-control')!;
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cc)![1]);
    const untilMidnight = (periodOf('daily', new Date()).endsAt.getTime() - Date.now()) / 1000;
    expect(Math.abs(sMaxAge - untilMidnight)).toBeLessThan(30);
    expect(Number(/stale-while-revalidate=(\d+)/.exec(cc)![1])).toBeLessThanOrEqual(300);
  }, 90_000);

  test('50 concurrent first requests give one generation, one row and identical answers', async () => {
    const { url } = server!;
    const hits = llm.hits;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${url}/api/horoscopes/daily/koc?date=2025-06-17`);
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const bodies = answers.map((a) => horoscopeSuccessSchema.parse(a.body));
    expect(new Set(bodies.map((b) => b.data.prediction)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.data.createdAt)).size).toBe(1);
    expect(llm.hits).toBe(hits + 1);
    expect(bodies[0].data.source).toBe('sahte-model-2');
    expect(bodies[0].data.prediction).toContain(POLISH_MARK);
    expect(bodies[0].data.date).toBe('2025-06-17');

    const db = await fixture.open();
    try {
      expect(await countReadings(db, { type: 'daily', sign: 'koc', periodStart: '2025-06-17' })).toBe(1);
    } finally {
      await db.close();
    }
  }, 90_000);

  test('the per-sign page carries the same reading in its HTML', async () => {
    const { url } = server!;
    const api = horoscopeSuccessSchema.parse(await (await fetch(`${url}/api/horoscopes/daily/koc`)).json());
    const res = await fetch(`${url}/daily/koc`);
    expect(res.status).toBe(200);
    // Kept by Next (ISR) and rendered again at most once a minute.
    expect(res.headers.get('cache-control')).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
    const html = await res.text();
    const firstParagraph = api.data.prediction.split('\n\n')[0].replace(/^Genel: /, '');
    expect(html).toContain(firstParagraph);
    expect(html).toContain(`"datePublished":"${api.data.createdAt}"`);
  }, 60_000);

  test('a client that holds the reading revalidates with its ETag and gets a 304', async () => {
    const { url } = server!;
    const res = await fetch(`${url}/api/horoscopes/weekly/terazi`);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const body = horoscopeSuccessSchema.parse(await res.json());
    const again = await fetch(`${url}/api/horoscopes/weekly/terazi`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    // Another reading's tag is not this one's.
    const other = await fetch(`${url}/api/horoscopes/weekly/koc`, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(horoscopeSuccessSchema.parse(await other.json()).data.sign).toBe('koc');
    expect(body.data.sign).toBe('terazi');
  });

  test('the bare and the dated request give one reading, each with a fresh timestamp; * revalidates', async () => {
    const { url } = server!;
    const today = periodOf('monthly', new Date()).start;
    const dated = await fetch(`${url}/api/horoscopes/monthly/yay?date=${today}`);
    await new Promise((r) => setTimeout(r, 5));
    const bare = await fetch(`${url}/api/horoscopes/monthly/yay`);
    for (const name of ['content-type', 'etag', 'x-content-type-options'])
      expect({ name, value: bare.headers.get(name) }).toEqual({ name, value: dated.headers.get(name) });
    // The same policy; max-age counts the seconds to the period's end, so a second may tick between.
    const maxAge = (r: Response) => Number(/max-age=(\d+)/.exec(r.headers.get('cache-control')!)![1]);
    const policy = (r: Response) => r.headers.get('cache-control')!.replace(/max-age=\d+/g, 'max-age=N');
    expect(policy(bare)).toBe(policy(dated));
    expect(maxAge(dated) - maxAge(bare)).toBeGreaterThanOrEqual(0);
    expect(maxAge(dated) - maxAge(bare)).toBeLessThanOrEqual(1);
    const [a, b] = [
      horoscopeSuccessSchema.parse(await dated.json()),
      horoscopeSuccessSchema.parse(await bare.json()),
    ];
    expect(b.data).toEqual(a.data);
    expect(Date.parse(b.timestamp)).toBeGreaterThan(Date.parse(a.timestamp));
    const any = await fetch(`${url}/api/horoscopes/monthly/yay`, { headers: { 'if-none-match': '*' } });
    expect(any.status).toBe(304);
  });

  test('the per-sign page is one cached render whatever the query or the spelling of its address', async () => {
    const { url } = server!;
    const first = await fetch(`${url}/weekly/yay`);
    expect(first.status).toBe(200);
    for (const target of [
      '/weekly/yay',
      '/weekly/yay?x=1',
      '/weekly/yay?x=2&utm_source=t',
      '/weekly/%79ay',
    ]) {
      const res = await fetch(`${url}${target}`);
      expect({ target, status: res.status, cache: res.headers.get('x-nextjs-cache') }).toEqual({
        target,
        status: 200,
        cache: 'HIT',
      });
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    for (const target of ['/weekly/yay/opengraph-image', '/weekly/yay/opengraph-image?v=3']) {
      await fetch(`${url}${target}`);
      const again = await fetch(`${url}${target}`);
      expect({ target, cache: again.headers.get('x-nextjs-cache') }).toEqual({ target, cache: 'HIT' });
    }
  });

  test('unknown type: 400; unknown sign: 404; both JSON with a Turkish message', async () => {
    const { url } = server!;
    // (yearly is a type of its own since the yearly readings; hourly is not one.)
    const bad = await fetch(`${url}/api/horoscopes/hourly/koc`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(horoscopeFailureSchema.parse(await bad.json()).message).toMatch(/yorum türü/);
    const missing = await fetch(`${url}/api/horoscopes/daily/yilan`);
    expect(missing.status).toBe(404);
    expect(horoscopeFailureSchema.parse(await missing.json()).message).toMatch(/Burç bulunamadı/);
  });

  test('no path under /api/horoscopes/ answers 500', async () => {
    const { url } = server!;
    const paths = [
      '/api/horoscopes/DAILY/koc',
      '/api/horoscopes/daily/KOC',
      '/api/horoscopes/daily/%C3%A7',
      '/api/horoscopes/daily/koc%00',
      '/api/horoscopes/daily/..%2F..%2Fetc',
      '/api/horoscopes/daily',
      '/api/horoscopes/',
      '/api/horoscopes/daily/koc/extra',
      `/api/horoscopes/${'x'.repeat(2000)}/koc`,
      '/api/horoscopes/weekly/koc?date=1900-01-01',
    ];
    for (const p of paths) {
      const res = await fetch(`${url}${p}`);
      // The path in the comparison names the culprit when this fails.
      expect({ p, serverError: res.status >= 500 }).toEqual({ p, serverError: false });
    }
  }, 60_000);

  test('after a restart the same text and createdAt come back, without a new generation', async () => {
    const before = horoscopeSuccessSchema.parse(
      await (await fetch(`${server!.url}/api/horoscopes/daily/koc`)).json(),
    );
    const hits = llm.hits;
    expect(await server!.stop()).toBe(0);
    const { url } = await start();
    const after = horoscopeSuccessSchema.parse(await (await fetch(`${url}/api/horoscopes/daily/koc`)).json());
    expect(after.data.prediction).toBe(before.data.prediction);
    expect(after.data.createdAt).toBe(before.data.createdAt);
    expect(after.data.source).toBe('sahte-model-2');
    expect(llm.hits).toBe(hits);
  }, 90_000);
});
