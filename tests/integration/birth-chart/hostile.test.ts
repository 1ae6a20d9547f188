/**
 * Random and malformed queries for /api/birth-chart and /api/places through the real server:
 * every answer is a 200 that fits the contract or a 4xx `{ success: false, message }` in Turkish;
 * never a 5xx, never a stack trace. Values mix plausible ones (edges of the ranges, clock changes,
 * polar latitudes, far zones) with garbage.
 */
import fc from 'fast-check';
import { birthChartAnswerSchema, placesAnswerSchema } from '@/lib/api/birth-chart';
import { errorBodySchema } from '@/lib/api/errors';
import { send } from '../../helpers/http';
import { startServer, type RunningServer } from '../../helpers/server';

const garbage = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '%00',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e9',
    '0x10',
    '../..',
    '<b>',
    "'",
  ),
);
const date = fc.oneof(
  fc
    .date({
      min: new Date('1899-12-25T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '1900-01-01',
    '1910-10-01',
    '1983-07-31',
    '2015-11-08',
    '2016-03-27',
    '2023-02-29',
    '1979-13-01',
  ),
  garbage,
);
const time = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 26 }), fc.integer({ min: 0, max: 62 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.constantFrom('00:00', '23:59', '02:30', '03:30', '24:00', '8:15'),
  garbage,
);
const coordinate = (limit: number) =>
  fc.oneof(
    fc.double({ min: -limit - 5, max: limit + 5, noNaN: true }).map((v) => String(Number(v.toFixed(4)))),
    fc.constantFrom(String(limit), String(-limit), '66.6', '-89.9999', '0', '.5', '+41'),
    garbage,
  );
const zone = fc.oneof(
  fc.constantFrom(
    'Europe/Istanbul',
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'Asia/Kathmandu',
    'America/St_Johns',
    'UTC',
  ),
  garbage,
);
const offset = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('+', '-', '−', ''),
      fc.integer({ min: 0, max: 16 }),
      fc.integer({ min: 0, max: 75 }),
    )
    .map(([s, h, m]) => `${s}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  garbage,
);
const place = fc.oneof(
  fc.constantFrom('tr-34', 'tr-34-sisli', 'tr-99', 'g2950159', 'g0', 'tr-06-cankaya'),
  garbage,
);
const houseSystem = fc.oneof(fc.constantFrom('placidus', 'whole-sign', 'equal', 'porphyry', 'koch'), garbage);

const chartQuery = fc.record(
  {
    date,
    time,
    place,
    latitude: coordinate(90),
    longitude: coordinate(180),
    timeZone: zone,
    utcOffset: offset,
    houseSystem,
  },
  { requiredKeys: [] },
);

describe('hostile queries to the birth chart APIs', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const check = (status: number, body: string, ok: (json: unknown) => void) => {
    expect(status).toBeLessThan(500);
    expect(body).not.toMatch(/\bat .*\.(?:js|ts):\d+/);
    const json = JSON.parse(body) as unknown;
    if (status === 200) ok(json);
    else expect(errorBodySchema.parse(json).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  };

  test('/api/birth-chart: 250 random queries', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(chartQuery, async (q) => {
        const target = `/api/birth-chart?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const a = await send(server.url, target);
        check(a.status, a.body, (json) => birthChartAnswerSchema.parse(json));
        answered++;
      }),
      { numRuns: 250, seed: 13 },
    );
    expect(answered).toBe(250);
  }, 300_000);

  test('/api/birth-chart: plausible births at awkward places and times all answer 200', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          date: fc
            .date({
              min: new Date('1900-01-01T00:00:00Z'),
              max: new Date('2024-12-31T00:00:00Z'),
              noInvalidDate: true,
            })
            .map((d) => d.toISOString().slice(0, 10)),
          time: fc
            .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
            .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }).map((v) => String(Number(v.toFixed(4)))),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((v) => String(Number(v.toFixed(4)))),
          timeZone: fc.constantFrom(
            'Europe/Istanbul',
            'Pacific/Kiritimati',
            'Etc/GMT+12',
            'America/Santiago',
          ),
          houseSystem: fc.constantFrom('placidus', 'whole-sign', 'equal', 'porphyry'),
        }),
        async (q) => {
          const a = await send(server.url, `/api/birth-chart?${new URLSearchParams(q).toString()}`);
          expect({ q, status: a.status }).toEqual({ q, status: 200 });
          birthChartAnswerSchema.parse(JSON.parse(a.body));
        },
      ),
      { numRuns: 120, seed: 1979 },
    );
  }, 300_000);

  test('/api/places: 150 random queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 90 }), fc.constantFrom('sisli', 'ŞİŞLİ', 'ı', 'i̇', '  ')),
        async (q) => {
          const a = await send(server.url, `/api/places?q=${encodeURIComponent(q)}`);
          check(a.status, a.body, (json) => placesAnswerSchema.parse(json));
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  }, 300_000);
});
