import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BotClassifier } from '@/lib/analytics/bots';
import { createRequestObserver } from '@/lib/analytics/capture';
import { CountryLookup } from '@/lib/analytics/country';
import type { AnalyticsEvent } from '@/lib/analytics/event';
import { VisitorHasher } from '@/lib/analytics/visitor';
import { hourSlotOf } from '@/lib/time/zone';

/**
 * The observer server.ts installs, on a real node:http server whose handler answers by path.
 * This is where the 500 case is tested: the production app has no route that answers 500 on
 * purpose, and a test-only route must not ship (see the integration replay).
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const countries = new CountryLookup();

function serve(
  record: (e: AnalyticsEvent) => void,
  onError?: (err: unknown) => void,
  trustProxy: boolean | { addresses: string[] } = true,
) {
  const observe = createRequestObserver({
    trustProxy,
    publicFiles: new Set(['/icon.svg']),
    record,
    countries,
    visitors: new VisitorHasher(),
    bots: new BotClassifier(),
    onError,
  });
  const server = http.createServer((req, res) => {
    observe(req, res);
    const url = req.url ?? '/';
    const answer = (status: number) => {
      res.statusCode = status;
      res.end(`status ${status}`);
    };
    if (url.startsWith('/hata')) answer(500);
    else if (url.startsWith('/yok')) answer(404);
    else if (url.startsWith('/yavas')) setTimeout(() => answer(200), 40);
    else if (url.startsWith('/asili')) {
      /* never answers: the client gives up */
    } else answer(200);
  });
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('request observer', () => {
  it('records status, method, path, duration, day and hour, country, visitor and bot', async () => {
    const events: AnalyticsEvent[] = [];
    const { base, close } = await serve((e) => events.push(e));
    try {
      const before = Date.now();
      // The trusted proxy appended the address it saw; what the client wrote to the left is ignored.
      const person = { 'user-agent': FIREFOX, 'x-forwarded-for': '8.8.8.8, 141.30.1.1' };
      expect(await get(`${base}/?utm=1`, person)).toBe(200);
      expect(await get(`${base}/yok`, person)).toBe(404);
      expect(await get(`${base}/hata`, { ...person, 'cf-ipcountry': 'NL' })).toBe(500);
      expect(await get(`${base}/yavas`, person, 'HEAD')).toBe(200);
      expect(
        await get(`${base}/`, {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          'x-forwarded-for': '8.8.8.8',
        }),
      ).toBe(200);
      await settle();
      const after = Date.now();

      expect(events.map((e) => [e.method, e.path, e.status, e.country, e.bot, e.botName])).toEqual([
        ['GET', '/', 200, 'DE', false, null],
        // Every answer that is not a page under one key per class, so they cannot grow the rollups.
        ['GET', '(4xx)', 404, 'DE', false, null],
        ['GET', '(5xx)', 500, 'NL', false, null],
        ['HEAD', '(HEAD)', 200, 'DE', false, null],
        ['GET', '/', 200, 'US', true, 'Googlebot'],
      ]);
      // Same address and user agent: one visitor; the bot is someone else.
      expect(new Set(events.slice(0, 4).map((e) => e.visitor)).size).toBe(1);
      expect(events[4].visitor).not.toBe(events[0].visitor);
      // The slow answer took at least its 40 ms; timers may fire a millisecond early.
      expect(events[3].durationUs).toBeGreaterThanOrEqual(39_000);
      for (const e of events) {
        expect(e.at).toBeGreaterThanOrEqual(before);
        expect(e.at).toBeLessThanOrEqual(after);
        expect(e.durationUs).toBeGreaterThanOrEqual(0);
        expect({ day: e.day, hour: e.hour }).toEqual({
          day: hourSlotOf(e.at).day,
          hour: hourSlotOf(e.at).hour,
        });
        expect(JSON.stringify(e)).not.toContain('141.30.1.1');
        expect(JSON.stringify(e)).not.toContain('Firefox');
      }
    } finally {
      await close();
    }
  });

  it("keys an event by the proxy's request id (hashed), and only behind a trusted proxy", async () => {
    const id = '5f0c2e6a9b8d4c1e8a7b6c5d4e3f2a1b';
    const keyed: AnalyticsEvent[] = [];
    const behind = await serve((e) => keyed.push(e));
    const direct: AnalyticsEvent[] = [];
    // Trusted proxies are listed, and this client is not one of them.
    const exposed = await serve((e) => direct.push(e), undefined, { addresses: ['10.0.0.0/8'] });
    try {
      for (const base of [behind.base, exposed.base]) {
        await get(`${base}/`, { 'x-request-id': id });
        await get(`${base}/gizlilik`, { 'x-request-id': id });
        await get(`${base}/`, { 'x-request-id': 'short' });
        await get(`${base}/`);
      }
      await settle();
      const keys = keyed.map((e) => e.requestKey);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[0]).not.toContain(id);
      expect(keys).toEqual([keys[0], keys[0], undefined, undefined]);
      expect(direct.map((e) => e.requestKey)).toEqual([undefined, undefined, undefined, undefined]);
    } finally {
      await behind.close();
      await exposed.close();
    }
  });

  it('does not record excluded requests', async () => {
    const events: AnalyticsEvent[] = [];
    const { base, close } = await serve((e) => events.push(e));
    try {
      await get(`${base}/icon.svg`);
      await get(`${base}/_next/static/chunks/a.js`);
      await get(`${base}/api/analytics/daily`);
      await get(`${base}/gizlilik`, { 'next-router-prefetch': '1', rsc: '1' });
      await get(`${base}/gizlilik`, { rsc: '1' });
      await settle();
      expect(events.map((e) => e.path)).toEqual(['/gizlilik']);
    } finally {
      await close();
    }
  });

  it('does not record a request the client abandoned before the answer', async () => {
    const events: AnalyticsEvent[] = [];
    const { base, close } = await serve((e) => events.push(e));
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(`${base}/asili`, { agent: false });
        req.on('error', () => resolve());
        setTimeout(() => req.destroy(), 30);
      });
      await settle();
      expect(events).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('never breaks a response when recording fails, and reports the failure once', async () => {
    const errors: unknown[] = [];
    const { base, close } = await serve(
      () => {
        throw new Error('kuyruk bozuk');
      },
      (err) => errors.push(err),
    );
    try {
      expect(await get(`${base}/`)).toBe(200);
      expect(await get(`${base}/hata`)).toBe(500);
      await settle();
      expect(errors).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
