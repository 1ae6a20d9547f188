/**
 * GET /api/birth-chart and GET /api/places through the real production server (npm run build
 * first): answers that match the wire contract, the Turkish clock in words, an ambiguous hour and
 * its choice, every house system, an unknown time, and every kind of bad input as a Turkish 400.
 */
import { birthChartAnswerSchema, placesAnswerSchema } from '@/lib/api/birth-chart';
import { errorBodySchema } from '@/lib/api/errors';
import http from 'node:http';
import { send } from '../../helpers/http';
import { startServer, type RunningServer } from '../../helpers/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

async function get(target: string) {
  const answer = await send(server.url, target);
  return { ...answer, json: JSON.parse(answer.body) as unknown };
}

async function chart(query: string) {
  const a = await get(`/api/birth-chart?${query}`);
  expect({ query, status: a.status }).toEqual({ query, status: 200 });
  return { ...birthChartAnswerSchema.parse(a.json).data, headers: a.headers };
}

// Turkish letters that only a Turkish message has; every error must carry at least one.
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;

describe('GET /api/birth-chart', () => {
  test('Şişli, 10 January 1979, 08:15: the clock in words, houses, aspects; never cached or indexed', async () => {
    const c = await chart('date=1979-01-10&time=08:15&place=tr-34-sisli');
    expect(c.utc).toBe('1979-01-10T05:15:00.000Z');
    expect(c.utcOffset).toBe('+03:00');
    expect(c.timeZone).toBe('Europe/Istanbul');
    expect(c.clock.description).toMatch(/^UTC\+3, o yıllarda Türkiye’de kalıcı yaz saati/);
    expect(c.place).toMatchObject({ id: 'tr-34-sisli', name: 'Şişli' });
    expect(c.houseSystem).toBe('placidus');
    expect(c.ascendant?.sign).toBe('oglak');
    expect(c.houses).toHaveLength(12);
    expect(c.bodies).toHaveLength(11);
    expect(c.bodies.find((b) => b.body === 'sun')).toMatchObject({ sign: 'oglak', degree: 19, house: 1 });
    expect(c.aspects.length).toBeGreaterThan(0);
    expect(c.risingSensitivity?.later.minutes).toBeGreaterThan(0);
    expect(c.headers['cache-control']).toBe('private, no-store');
    expect(c.headers['x-robots-tag']).toBe('noindex');
  });

  test('coordinates with a zone, an offset override, and each house system', async () => {
    const byCoordinates = await chart(
      'date=1990-07-01&time=12:00&latitude=52.52&longitude=13.405&timeZone=Europe/Berlin',
    );
    expect(byCoordinates.utcOffset).toBe('+02:00');
    expect(byCoordinates.place).toBeNull();
    const override = await chart(
      'date=1990-07-01&time=12:00&latitude=52.52&longitude=13.405&utcOffset=%2B01:00',
    );
    expect(override.utc).toBe('1990-07-01T11:00:00.000Z');
    expect(override.clock.source).toBe('override');
    for (const system of ['whole-sign', 'equal', 'porphyry', 'placidus']) {
      const c = await chart(`date=1979-01-10&time=08:15&place=tr-34-sisli&houseSystem=${system}`);
      expect(c.houseSystem).toBe(system);
      if (system === 'whole-sign') expect(c.houses![0]).toBe(270);
    }
  });

  test('an hour repeated at a clock change is explained, and choosing the second one works', async () => {
    const first = await chart('date=2015-11-08&time=03:30&place=tr-06');
    expect(first.clock.status).toBe('ambiguous');
    expect(first.clock.candidates.map((x) => x.utcOffset)).toEqual(['+03:00', '+02:00']);
    const second = await chart(
      `date=2015-11-08&time=03:30&place=tr-06&utcOffset=${encodeURIComponent('+02:00')}`,
    );
    expect(second.utc).toBe('2015-11-08T01:30:00.000Z');
    expect(second.clock.source).toBe('zone');
  });

  test('a birth before 1910 is read on Istanbul mean time (UTC+1:56:56)', async () => {
    const c = await chart('date=1905-05-05&time=12:00&place=tr-34-fatih');
    expect(c.utc).toBe('1905-05-05T10:03:04.000Z');
    expect(c.clock.offsetLabel).toBe('UTC+1:56:56');
    expect(c.utcOffset).toBe('+01:57');
    expect(c.clock.description).toMatch(/İstanbul ortalama güneş saati/);
  });

  test('an unknown time: no Ascendant, no houses, the Moon’s sign(s) of the day', async () => {
    const c = await chart('date=1979-01-10&place=tr-34-sisli');
    expect(c.input.time).toBeNull();
    expect(c.ascendant).toBeNull();
    expect(c.houses).toBeNull();
    expect(c.risingSensitivity).toBeNull();
    expect(c.moonSigns?.length).toBeGreaterThanOrEqual(1);
  });

  test('Placidus beyond the polar circle falls back to Porphyry and says so', async () => {
    const c = await chart('date=1990-06-15&time=12:00&latitude=69.65&longitude=18.96&timeZone=Europe/Oslo');
    expect(c.houseSystem).toBe('porphyry');
    expect(c.houseSystemNote).toMatch(/Porphyry/);
  });

  const BAD: [string, string, RegExp][] = [
    ['no date', 'place=tr-34', /Doğum tarihi gerekli/],
    ['date before 1900', 'date=1899-12-31&place=tr-34', /1 Ocak 1900/],
    ['date in the future', 'date=2999-01-01&place=tr-34', /bugünden sonra/],
    ['a date that does not exist', 'date=2023-02-29&place=tr-34', /takvimde var olan/],
    [
      'a date in another format',
      'date=10.01.1979&place=tr-34',
      /yıl-ay-gün sırasıyla yazılmalı: 14 Mart 1990 için 1990-03-14/,
    ],
    ['25:61', 'date=1979-01-10&time=25:61&place=tr-34', /saat:dakika olarak.*sabah 6\.45 için 06:45/],
    ['8:15 without a leading zero', 'date=1979-01-10&time=8:15&place=tr-34', /saat:dakika/],
    ['no place', 'date=1979-01-10&time=08:15', /Doğum yeri gerekli/],
    ['an unknown place', 'date=1979-01-10&place=tr-99-yok', /bulunamadı/],
    ['a malformed place id', 'date=1979-01-10&place=<script>', /geçersiz/],
    [
      'place and coordinates together',
      'date=1979-01-10&place=tr-34&latitude=41&longitude=29',
      /ikisini birlikte/,
    ],
    ['latitude 91', 'date=1979-01-10&latitude=91&longitude=29&timeZone=Europe/Istanbul', /−90 ile 90/],
    ['longitude 181', 'date=1979-01-10&latitude=41&longitude=181&timeZone=Europe/Istanbul', /−180 ile 180/],
    [
      'latitude not a number',
      'date=1979-01-10&latitude=abc&longitude=29&timeZone=Europe/Istanbul',
      /sayı olmalı/,
    ],
    ['latitude 1e2', 'date=1979-01-10&latitude=1e2&longitude=29&timeZone=Europe/Istanbul', /sayı olmalı/],
    ['latitude without longitude', 'date=1979-01-10&latitude=41&timeZone=Europe/Istanbul', /Boylam gerekli/],
    ['coordinates without a zone', 'date=1979-01-10&latitude=41&longitude=29', /saat dilimi gerekli/],
    ['an unknown zone', 'date=1979-01-10&latitude=41&longitude=29&timeZone=Mars/Olympus', /tanınmadı/],
    [
      'a zone with odd characters',
      'date=1979-01-10&latitude=41&longitude=29&timeZone=../../etc',
      /tanınmadı/,
    ],
    ['a malformed offset', 'date=1979-01-10&place=tr-34&utcOffset=3', /utcOffset/],
    ['an offset beyond +14:00', 'date=1979-01-10&place=tr-34&utcOffset=%2B15:00', /utcOffset/],
    ['an offset with bad minutes', 'date=1979-01-10&place=tr-34&utcOffset=%2B03:75', /utcOffset/],
    ['a bad house system', 'date=1979-01-10&place=tr-34&houseSystem=koch', /Ev sistemi/],
    ['a repeated parameter', 'date=1979-01-10&date=1980-01-01&place=tr-34', /yalnızca bir kez/],
  ];

  test.each(BAD)('%s → 400 with a Turkish message', async (_what, query, message) => {
    const a = await get(`/api/birth-chart?${query}`);
    expect(a.status).toBe(400);
    const body = errorBodySchema.parse(a.json);
    expect(body.message).toMatch(message);
    expect(body.message).toMatch(TURKISH);
  });
});

/** A POST with exactly this body (a string, or JSON of an object). */
function post(
  body: string | object,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; json: unknown }>(
    (resolve, reject) => {
      const req = http.request(
        `${server.url}/api/birth-chart`,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(text)) },
          agent: false,
        },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (data += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(data) }),
          );
        },
      );
      req.on('error', reject);
      req.end(text);
    },
  );
}

describe('POST /api/birth-chart: birth data in the body, never in an address', () => {
  test('answers exactly what GET answers for the same fields, never cached', async () => {
    const a = await post({ date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' });
    expect(a.status).toBe(200);
    const byPost = birthChartAnswerSchema.parse(a.json).data;
    const byGet = await chart('date=1979-01-10&time=08:15&place=tr-34-sisli');
    expect(byPost.utc).toBe(byGet.utc);
    expect(byPost.ascendant).toEqual(byGet.ascendant);
    expect(a.headers['cache-control']).toBe('private, no-store');
    const coords = await post({
      date: '1990-03-14',
      latitude: 41.06,
      longitude: 28.99,
      timeZone: 'Europe/Istanbul',
    });
    expect(coords.status).toBe(200);
  });

  const BAD_BODIES: [string, string | object, number, RegExp][] = [
    ['not JSON', 'date=1979-01-10&place=tr-34', 400, /JSON olmalı/],
    ['a JSON array', '[1,2]', 400, /JSON nesnesi/],
    ['a nested field', { date: { y: 1979 }, place: 'tr-34' }, 400, /date alanı metin ya da sayı/],
    ['a date in another format', { date: '14.03.1990', place: 'tr-34' }, 400, /14 Mart 1990 için 1990-03-14/],
    ['a bad time', { date: '1990-03-14', time: '6:45', place: 'tr-34' }, 400, /06:45/],
    ['no place', { date: '1990-03-14' }, 400, /Doğum yeri gerekli/],
    ['a body over 4 kB', { date: '1990-03-14', place: 'tr-34', pad: 'x'.repeat(5_000) }, 413, /4 kB/],
  ];

  test.each(BAD_BODIES)('%s → an error with a Turkish message', async (_what, body, status, message) => {
    const a = await post(body);
    expect(a.status).toBe(status);
    const parsed = errorBodySchema.parse(a.json);
    expect(parsed.message).toMatch(message);
    expect(parsed.message).toMatch(TURKISH);
  });
});

describe('GET /api/places', () => {
  test('"sisli" finds Şişli; at most ten places with their zones', async () => {
    const a = await get('/api/places?q=sisli');
    expect(a.status).toBe(200);
    const body = placesAnswerSchema.parse(a.json);
    expect(body.data[0]).toEqual({
      id: 'tr-34-sisli',
      name: 'Şişli',
      province: 'İstanbul',
      country: 'Türkiye',
      countryCode: 'TR',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      timeZone: 'Europe/Istanbul',
    });
    const many = placesAnswerSchema.parse((await get('/api/places?q=an')).json);
    expect(many.data).toHaveLength(10);
    const none = placesAnswerSchema.parse((await get('/api/places?q=qqqqzz')).json);
    expect(none.data).toEqual([]);
    const abroad = placesAnswerSchema.parse((await get(`/api/places?q=${encodeURIComponent('köln')}`)).json);
    expect(abroad.data[0]).toMatchObject({
      countryCode: 'DE',
      country: 'Almanya',
      timeZone: 'Europe/Berlin',
    });
  });

  test.each([
    ['no query', '', /en az 2 harf/],
    ['an empty query', 'q=', /en az 2 harf/],
    ['one letter', 'q=a', /en az 2 harf/],
    ['a long query', `q=${'a'.repeat(81)}`, /en çok 80/],
    ['a repeated query', 'q=ist&q=ank', /yalnızca bir kez/],
  ])('%s → 400 with a Turkish message', async (_what, query, message) => {
    const a = await get(`/api/places?${query}`);
    expect(a.status).toBe(400);
    expect(errorBodySchema.parse(a.json).message).toMatch(message);
  });
});
