import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeHoroscopeAnswer, horoscopeAnswer, horoscopeSuccessSchema } from '@/lib/api/horoscope';
import {
  HOROSCOPE_QUERY_OPTIONS,
  HTTP_FAILURE_FALLBACK,
  HoroscopeLoadError,
  NO_READING_FALLBACK,
  fetchHoroscope,
} from '@/lib/api/horoscope-client';

// A local server stands in for the API so the fetcher is tested over real HTTP.
let reply: { status: number; body: string } = { status: 200, body: '{}' };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const data = {
  type: 'daily' as const,
  sign: 'koc' as const,
  prediction: 'Genel: Ay bugün Kova’da.',
  date: '2026-06-15',
  createdAt: '2026-06-14T21:00:03.000Z',
  period: { start: '2026-06-15', end: '2026-06-15', label: '15 Haziran Pazartesi' },
  transits: [
    {
      body: 'moon' as const,
      sign: 'kova' as const,
      degree: 12.5,
      retrograde: false,
      house: 11,
      at: '2026-06-15T09:00:00.000Z',
    },
  ],
  events: [],
  source: 'composer',
  summary: 'Ay Kova’da: arkadaşlarınız bugün öne çıkıyor.',
  ratings: { love: 3, career: 4, health: 2, energy: 5 },
  sections: [{ key: 'general', title: 'Genel', text: 'Ay bugün Kova’da.' }],
};
const ok = () => JSON.stringify(horoscopeAnswer(data, new Date('2026-06-15T10:00:00Z')));

async function failure(): Promise<HoroscopeLoadError> {
  try {
    await fetchHoroscope('daily', 'koc', { baseUrl });
  } catch (err) {
    return err as HoroscopeLoadError;
  }
  throw new Error('expected a failure');
}

describe('the client fetcher maps answers per spec sections 4, 5 and 8', () => {
  test('a valid answer is a reading', async () => {
    reply = { status: 200, body: ok() };
    await expect(fetchHoroscope('daily', 'koc', { baseUrl })).resolves.toEqual({ kind: 'reading', data });
  });

  test('the answer built by horoscopeAnswer satisfies the contract', () => {
    expect(horoscopeSuccessSchema.safeParse(JSON.parse(ok())).success).toBe(true);
  });

  test('HTTP failure with a message → that message (red box)', async () => {
    reply = { status: 503, body: JSON.stringify({ success: false, message: 'Sunucu bakımda.' }) };
    const err = await failure();
    expect(err).toBeInstanceOf(HoroscopeLoadError);
    expect(err.message).toBe('Sunucu bakımda.');
  });

  test('HTTP failure without a message → "Burç bilgisi alınamadı"', async () => {
    reply = { status: 500, body: '<html>oops</html>' };
    expect((await failure()).message).toBe(HTTP_FAILURE_FALLBACK);
    expect(HTTP_FAILURE_FALLBACK).toBe('Burç bilgisi alınamadı');
  });

  test('no answer at all → an empty message, so the page shows the generic text', async () => {
    const err = await (async () => {
      try {
        await fetchHoroscope('daily', 'koc', { baseUrl: 'http://127.0.0.1:9' });
      } catch (e) {
        return e as HoroscopeLoadError;
      }
    })();
    expect(err).toBeInstanceOf(HoroscopeLoadError);
    expect(err!.message).toBe('');
  });

  test('success: false → info with its message, else the fallback (yellow box)', async () => {
    reply = { status: 200, body: JSON.stringify({ success: false, message: 'Yorumlar yarın yayında.' }) };
    await expect(fetchHoroscope('daily', 'koc', { baseUrl })).resolves.toEqual({
      kind: 'info',
      message: 'Yorumlar yarın yayında.',
    });
    reply = { status: 200, body: JSON.stringify({ success: false }) };
    await expect(fetchHoroscope('daily', 'koc', { baseUrl })).resolves.toEqual({
      kind: 'info',
      message: NO_READING_FALLBACK,
    });
    expect(NO_READING_FALLBACK).toBe('Bu burç için henüz yorum bulunmuyor.');
  });

  test('success without data is not a reading (section 5)', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ success: true, type: 'daily', timestamp: '2026-06-15T10:00:00.000Z' }),
    };
    await expect(fetchHoroscope('daily', 'koc', { baseUrl })).resolves.toEqual({
      kind: 'info',
      message: NO_READING_FALLBACK,
    });
  });

  test('an answer that breaks the contract is an error, not a half-shown reading', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ success: true, data: { ...data, transits: [{ body: 'vulcan' }] } }),
    };
    expect((await failure()).message).toBe(HTTP_FAILURE_FALLBACK);
    reply = { status: 200, body: 'not json' };
    expect((await failure()).message).toBe(HTTP_FAILURE_FALLBACK);
  });

  test('section 7 caching, exactly', () => {
    expect(HOROSCOPE_QUERY_OPTIONS).toEqual({
      staleTime: 3_600_000,
      gcTime: 86_400_000,
      retry: 3,
      retryDelay: 1000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
  });
});

describe('the encoded answer', () => {
  test('equals the answer built from the schema, byte for byte, with the request’s timestamp', () => {
    const now = new Date('2026-06-15T10:11:12.345Z');
    const bytes = encodeHoroscopeAnswer(data, now);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(horoscopeAnswer(data, now)));
    const later = new Date('2026-06-15T23:59:59.999Z');
    expect(JSON.parse(new TextDecoder().decode(encodeHoroscopeAnswer(data, later)))).toEqual(
      horoscopeAnswer(data, later),
    );
    expect(horoscopeSuccessSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes))).success).toBe(true);
  });
});
