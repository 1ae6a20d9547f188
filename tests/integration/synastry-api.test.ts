/**
 * GET and POST /api/synastry through the real production server (npm run build first): answers
 * that fit the wire contract, both births read exactly as /api/birth-chart reads them, Turkish 400s
 * that name the person and the field, `Cache-Control: private, no-store`; and nothing of either
 * birth in the server's output, its database (analytics rows keep paths without query strings)
 * or any file of its data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorBodySchema } from '@/lib/api/errors';
import { synastryAnswerSchema } from '@/lib/api/synastry';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../helpers/engines';
import { eventually } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

const A = { date: '1983-09-22', time: '05:47', place: 'tr-26' };
const B = {
  date: '1987-02-11',
  time: '21:13',
  latitude: '52.5200',
  longitude: '13.4050',
  timeZone: 'Europe/Berlin',
};
const FORMS = [
  A.date,
  '22.09.1983',
  '19830922',
  A.time,
  '05%3a47',
  B.date,
  '11.02.1987',
  B.time,
  '21%3a13',
  B.latitude,
  B.longitude,
];

const query = (p: 'a' | 'b', birth: Record<string, string>) =>
  Object.entries(birth)
    .map(([k, v]) => `${p}.${k}=${encodeURIComponent(v)}`)
    .join('&');

let engine: EngineUnderTest;
let server: RunningServer;

beforeAll(async () => {
  engine = await prepareEngine(ENGINE_NAMES[0]);
  server = await startServer({ env: engine.serverEnv, dataDir: engine.dataDir });
}, 90_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await engine?.cleanup();
});

async function post(body: unknown) {
  const res = await fetch(`${server.url}/api/synastry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
}

async function get(q: string) {
  const res = await fetch(`${server.url}/api/synastry?${q}`);
  return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
}

function expectNoBirthInFiles(dir: string): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  for (const name of files) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file).toString('latin1').toLowerCase();
    for (const form of FORMS)
      expect({ file: name, form, found: text.includes(form) }).toEqual({ file: name, form, found: false });
  }
  return files;
}

describe('/api/synastry', () => {
  test('GET and POST give the same comparison, private and never stored by caches', async () => {
    const g = await get(`${query('a', A)}&${query('b', B)}`);
    expect(g.status).toBe(200);
    expect(g.headers.get('cache-control')).toBe('private, no-store');
    const p = await post({ a: A, b: B });
    expect(p.status).toBe(200);
    expect(p.headers.get('cache-control')).toBe('private, no-store');
    const data = synastryAnswerSchema.parse(g.json).data;
    expect(synastryAnswerSchema.parse(p.json).data).toEqual(data);

    expect(data.a.place?.id).toBe('tr-26');
    expect(data.a.utc).toBe('1983-09-22T01:47:00.000Z'); // +04 in summer 1983
    expect(data.b.timeZone).toBe('Europe/Berlin');
    expect(data.aspects.length).toBeGreaterThan(5);
    expect(data.aspects.some((x) => x.from.point === 'ascendant' || x.to.point === 'ascendant')).toBe(true);
    expect(data.overlays).toHaveLength(22);
    expect(data.composite.ascendant).not.toBeNull();
    expect(data.interpretation.sections.map((s) => s.key)).toEqual(
      expect.arrayContaining(['overview', 'aspects', 'overlays', 'composite']),
    );
    // The same birth as /api/birth-chart computes it.
    const single = await fetch(`${server.url}/api/birth-chart?${new URLSearchParams(A)}`).then((r) =>
      r.json(),
    );
    expect((single as { data: unknown }).data).toEqual(data.a);
  });

  test('an unknown time: no angles for that person, no overlays', async () => {
    const p = await post({ a: A, b: { ...B, time: '' } });
    expect(p.status).toBe(200);
    const data = synastryAnswerSchema.parse(p.json).data;
    expect(data.overlays).toBeNull();
    expect(data.composite.ascendant).toBeNull();
    expect(data.aspects.some((x) => x.to.point === 'ascendant' || x.to.point === 'midheaven')).toBe(false);
  });

  test.each([
    [
      'GET, b without date',
      () => get(`${query('a', A)}&b.place=tr-06`),
      /^İkinci kişinin doğum tarihi gerekli/,
    ],
    [
      'GET, a impossible day',
      () => get(`a.date=1990-02-30&a.place=tr-06&${query('b', B)}`),
      /^Birinci kişinin doğum tarihi takvimde/,
    ],
    [
      'GET, b bad time',
      () => get(`${query('a', A)}&b.date=1990-01-01&b.time=25:00&b.place=tr-06`),
      /^İkinci kişinin doğum saati/,
    ],
    [
      'GET, a unknown place id',
      () => get(`a.date=1990-01-01&a.place=tr-99-yok&${query('b', B)}`),
      /^Birinci kişinin doğum yeri/,
    ],
    [
      'GET, b latitude out of range',
      () => get(`${query('a', A)}&b.date=1990-01-01&b.latitude=95&b.longitude=10&b.timeZone=UTC`),
      /^İkinci kişinin enlemi/,
    ],
    [
      'GET, a repeated date',
      () => get(`a.date=1990-01-01&a.date=1990-01-02&a.place=tr-06&${query('b', B)}`),
      /^Birinci kişinin doğum tarihi: a\.date parametresi/,
    ],
    ['POST, b missing', () => post({ a: A }), /^İkinci kişinin doğum bilgileri gerekli/],
    [
      'POST, a future date',
      () => post({ a: { ...A, date: '2999-01-01' }, b: B }),
      /^Birinci kişinin doğum tarihi bugünden sonra/,
    ],
    [
      'POST, b zone unknown',
      () => post({ a: A, b: { ...B, timeZone: 'Mars/Olympus' } }),
      /^İkinci kişinin saat dilimi tanınmadı/,
    ],
    [
      'POST, b field not text',
      () => post({ a: A, b: { ...B, date: { y: 1 } } }),
      /^İkinci kişinin date alanı/,
    ],
    ['POST, not JSON', () => post('{"a":'), /JSON olmalı/],
    ['POST, unknown field', () => post({ a: A, b: B, c: A }), /^c alanı tanınmadı/],
  ])('%s: a Turkish 400 naming the person and the field', async (_name, call, message) => {
    const r = await call();
    expect(r.status).toBe(400);
    const body = errorBodySchema.parse(r.json);
    expect(body.message).toMatch(message);
    expect(body.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  });

  test('a body over 8 kB is refused unread', async () => {
    const r = await post({ a: { ...A, pad: 'x'.repeat(9000) }, b: B });
    expect(r.status).toBe(413);
  });

  test('nothing of either birth is stored or logged', async () => {
    const store = await engine.open();
    try {
      const rows = await eventually(
        async () =>
          store.db
            .selectFrom('analytics_events')
            .select(['path'])
            .where('path', 'like', '/api/syn%')
            .execute(),
        // The three answered comparisons at least (GET, POST, unknown time).
        (r) => r.length >= 3,
      );
      expect(rows.every((r) => r.path === '/api/synastry')).toBe(true);
      expect(expectNoBirthInFiles(server.dataDir)).toEqual(expect.arrayContaining(['yildiz-rehberi.db']));
    } finally {
      await store.close();
    }
    expect(await server.stop()).toBe(0);
    const output = server.output().toLowerCase();
    for (const form of FORMS) expect({ form, found: output.includes(form) }).toEqual({ form, found: false });
    expectNoBirthInFiles(server.dataDir);
  });
});
