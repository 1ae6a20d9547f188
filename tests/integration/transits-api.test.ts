/**
 * The personal-sky APIs on the real production server: transits, solar return and personal
 * reading by GET and by POST (same answers), their contracts, headers, and Turkish 400s naming the
 * parameter for bad input (never a 500).
 */
import { personalReadingAnswerSchema } from '@/lib/api/personal-reading';
import { solarReturnAnswerSchema, transitsAnswerSchema } from '@/lib/api/transits';
import { startServer, type RunningServer } from '../helpers/server';

const BIRTH = { date: '1990-05-17', time: '14:20', place: 'tr-06' };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const query = (extra: Record<string, string>) => new URLSearchParams({ ...BIRTH, ...extra }).toString();
const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('personal-sky APIs', () => {
  jest.setTimeout(120_000);

  it('GET and POST /api/transits give the same answer, private and uncached', async () => {
    const get = await fetch(`${server.url}/api/transits?${query({ from: '2027-01-01', days: '30' })}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    const a = transitsAnswerSchema.parse(await get.json());
    const p = await post('/api/transits', JSON.stringify({ ...BIRTH, from: '2027-01-01', days: 30 }));
    expect(p.status).toBe(200);
    expect(p.headers.get('cache-control')).toBe('private, no-store');
    expect(transitsAnswerSchema.parse(await p.json())).toEqual(a);
    expect(a.data.from).toBe('2027-01-01');
    expect(a.data.to).toBe('2027-01-30');
    expect(a.data.transits.length).toBeGreaterThan(10);
    expect(a.data.natal.ascendant).not.toBeNull();
    for (const t of a.data.transits)
      for (const e of t.exact)
        expect(e >= '2026-12-31T21:00:00.000Z' && e < '2027-01-30T21:00:00.000Z').toBe(true);
  });

  it('leaves the angles out without a birth time, and lists the returns', async () => {
    const res = await post(
      '/api/transits',
      JSON.stringify({ date: BIRTH.date, place: BIRTH.place, from: '2027-05-01', days: 60 }),
    );
    const a = transitsAnswerSchema.parse(await res.json());
    expect(a.data.natal.ascendant).toBeNull();
    expect(a.data.transits.some((t) => t.point === 'ascendant' || t.point === 'midheaven')).toBe(false);
    expect(a.data.returns.map((r) => r.body)).toContain('sun');
  });

  it('solar return and personal reading by GET and POST', async () => {
    const sr = await post(
      '/api/solar-return',
      JSON.stringify({ ...BIRTH, year: 2030, returnPlace: 'tr-34' }),
    );
    expect(sr.status).toBe(200);
    const s = solarReturnAnswerSchema.parse(await sr.json());
    expect(s.data.exact.startsWith('2030-05-')).toBe(true);
    expect(s.data.chart.place?.id).toBe('tr-34');
    const get = await fetch(`${server.url}/api/personal-reading?${query({ day: '2027-02-03' })}`);
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    const r = personalReadingAnswerSchema.parse(await get.json());
    expect(r.data.date).toBe('2027-02-03');
    const p = await post('/api/personal-reading', JSON.stringify({ ...BIRTH, day: '2027-02-03' }));
    expect(personalReadingAnswerSchema.parse(await p.json())).toEqual(r);
  });

  it.each([
    ['days=0', `/api/transits?${query({ days: '0' })}`, 'days'],
    ['days=367', `/api/transits?${query({ days: '367' })}`, 'days'],
    ['from=2026-02-30', `/api/transits?${query({ from: '2026-02-30' })}`, 'from'],
    ['year=1899', `/api/solar-return?${query({ year: '1899' })}`, 'year'],
    ['unknown returnPlace', `/api/solar-return?${query({ returnPlace: 'tr-99' })}`, 'returnPlace'],
    ['day=2026-13-01', `/api/personal-reading?${query({ day: '2026-13-01' })}`, 'day'],
    ['a birth without a date', `/api/transits?place=tr-06`, 'date'],
  ])('GET with %s is a Turkish 400 naming the parameter', async (_, path, name) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain(name === 'date' ? 'Doğum tarihi' : `(${name})`);
  });

  it.each([
    ['a body over 4 kB', JSON.stringify({ ...BIRTH, pad: 'x'.repeat(5000) }), 'en çok 4 kB'],
    ['a body that is not JSON', 'date=1990-05-17', 'JSON'],
    ['a JSON array', '[1,2]', 'JSON'],
    ['a field that is an object', JSON.stringify({ ...BIRTH, days: { a: 1 } }), 'days'],
  ])('POST with %s is a Turkish 400', async (_, body, words) => {
    for (const path of ['/api/transits', '/api/solar-return', '/api/personal-reading']) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(words);
    }
  });
});
