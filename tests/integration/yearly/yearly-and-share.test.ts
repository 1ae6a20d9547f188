/**
 * The yearly API and the share images against the real production server (npm run build first).
 */
import { errorBodySchema } from '@/lib/api/errors';
import { yearlySuccessSchema } from '@/lib/api/yearly';
import { startServer, type RunningServer } from '../../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET /api/horoscopes/yearly/{sign}?year=yyyy', () => {
  test('the reading, in the shape of the other readings, with a long cache and an ETag', async () => {
    const res = await fetch(`${server.url}/api/horoscopes/yearly/koc?year=2027`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
    const body = yearlySuccessSchema.parse(await res.json());
    expect(body.type).toBe('yearly');
    expect(body.data).toMatchObject({ type: 'yearly', sign: 'koc', year: 2027, date: '2027-01-01', source: 'composer' });
    expect(body.data.prediction).toContain('Jüpiter');
    expect(body.data.sections.map((s) => s.key)).toEqual(
      expect.arrayContaining(['general', 'love', 'work', 'money', 'health']),
    );
    expect(body.data.months).toHaveLength(12);
    // The same reading a second time: 304 for the tag.
    const again = await fetch(`${server.url}/api/horoscopes/yearly/koc?year=2027`, {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  test.each([
    ['?year=2031', /2024 ile 2027/],
    ['?year=20x7', /Geçersiz yıl/],
    ['?year=2027&year=2026', /Geçersiz yıl/],
  ])('a bad year %s is a Turkish 400', async (query, message) => {
    const res = await fetch(`${server.url}/api/horoscopes/yearly/koc${query}`);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).message).toMatch(message);
  });

  test('an unknown sign is a Turkish 400; the spec’s three types are untouched', async () => {
    const res = await fetch(`${server.url}/api/horoscopes/yearly/ejderha?year=2027`);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).message).toMatch(/Geçersiz burç/);
    const daily = await fetch(`${server.url}/api/horoscopes/daily/koc`);
    expect(daily.status).toBe(200);
    expect((await daily.json()).type).toBe('daily');
  });
});

describe('GET /api/share/{type}/{sign}.png', () => {
  test.each([
    ['daily', 'koc', '2026-11-20', 'story', 1080, 1920],
    ['weekly', 'kova', '2026-11-16', 'square', 1080, 1080],
    ['monthly', 'basak', '2026-10-01', 'story', 1080, 1920],
    ['yearly', 'koc', '2027-01-01', 'square', 1080, 1080],
  ])('%s %s %s %s: a %ix%i PNG, cached long with an ETag', async (type, sign, date, format, width, height) => {
    const url = `${server.url}/api/share/${type}/${sign}.png?date=${date}&format=${format}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400, s-maxage=\d{6,}/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width, height });
    const again = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  test.each([
    ['/api/share/hourly/koc.png?date=2026-11-20', 400, /Geçersiz yorum türü/],
    ['/api/share/daily/koc.jpg?date=2026-11-20', 400, /koc\.png/],
    ['/api/share/daily/koc.png?date=2026-13-40', 400, /tarih/i],
    ['/api/share/daily/koc.png?date=2026-11-20&format=poster', 400, /story/],
    ['/api/share/daily/koc.png?date=2019-01-01', 400, /yorum yok/],
    ['/api/share/yearly/koc.png?date=2031-01-01', 400, /2024 ile 2027/],
    ['/api/share/daily/ejderha.png?date=2026-11-20', 404, /Burç bulunamadı/],
  ])('%s: %i with a Turkish message', async (path, status, message) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(await res.json()).message).toMatch(message);
  });
});
