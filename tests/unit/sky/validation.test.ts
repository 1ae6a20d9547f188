import fc from 'fast-check';
import { ApiError } from '@/lib/api/errors';
import { parseSkyMapQuery, SKY_MAP_MESSAGES, skyMapImagePath } from '@/lib/api/sky-map';

const TODAY = '2026-11-21';
const parse = (qs: string) => parseSkyMapQuery(new URLSearchParams(qs), TODAY);
const messageOf = (qs: string): string => {
  try {
    parse(qs);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).message;
  }
  throw new Error(`Kabul edildi: ${qs}`);
};

describe('Gökyüzü haritası sorgusunun denetimi', () => {
  const ok = 'latitude=41.0082&longitude=28.9784';

  it('accepts a valid query and defaults the time to 21:00', () => {
    expect(parse(`date=2024-08-12&${ok}`)).toEqual({
      date: '2024-08-12',
      time: '21:00',
      latitude: 41.0082,
      longitude: 28.9784,
    });
    expect(parse(`date=2024-08-12&${ok}&time=05:30`).time).toBe('05:30');
    expect(parse(`date=2024-08-12&${ok}&time=`).time).toBe('21:00');
  });

  it('accepts the edges: 1900-01-01, today, the poles and the date line', () => {
    expect(parse(`date=1900-01-01&${ok}`).date).toBe('1900-01-01');
    expect(parse(`date=${TODAY}&${ok}`).date).toBe(TODAY);
    expect(parse('date=2000-01-01&latitude=-90&longitude=180').latitude).toBe(-90);
    expect(parse('date=2000-01-01&latitude=90&longitude=-180').longitude).toBe(-180);
    expect(parse('date=2000-01-01&latitude=%2B41.5&longitude=.5')).toMatchObject({
      latitude: 41.5,
      longitude: 0.5,
    });
  });

  it('rounds coordinates to four decimals (about 10 m)', () => {
    expect(parse('date=2000-01-01&latitude=41.00823456&longitude=28.97844999')).toMatchObject({
      latitude: 41.0082,
      longitude: 28.9784,
    });
  });

  it.each([
    ['', SKY_MAP_MESSAGES.dateMissing],
    [ok, SKY_MAP_MESSAGES.dateMissing],
    [`date=&${ok}`, SKY_MAP_MESSAGES.dateMissing],
    [`date=12.08.2024&${ok}`, SKY_MAP_MESSAGES.dateMalformed],
    [`date=2024-8-12&${ok}`, SKY_MAP_MESSAGES.dateMalformed],
    [`date=2023-02-29&${ok}`, SKY_MAP_MESSAGES.dateMalformed],
    [`date=2024-13-01&${ok}`, SKY_MAP_MESSAGES.dateMalformed],
    [`date=2024-08-12T21:00&${ok}`, SKY_MAP_MESSAGES.dateMalformed],
    [`date=1899-12-31&${ok}`, SKY_MAP_MESSAGES.dateTooEarly],
    [`date=0001-01-01&${ok}`, SKY_MAP_MESSAGES.dateTooEarly],
    [`date=2026-11-22&${ok}`, SKY_MAP_MESSAGES.dateInFuture(TODAY)],
    [`date=9999-12-31&${ok}`, SKY_MAP_MESSAGES.dateInFuture(TODAY)],
    ['date=2024-08-12&longitude=1', SKY_MAP_MESSAGES.latitudeMissing],
    ['date=2024-08-12&latitude=&longitude=1', SKY_MAP_MESSAGES.latitudeMissing],
    ['date=2024-08-12&latitude=NaN&longitude=1', SKY_MAP_MESSAGES.latitudeMalformed],
    ['date=2024-08-12&latitude=Infinity&longitude=1', SKY_MAP_MESSAGES.latitudeMalformed],
    ['date=2024-08-12&latitude=1e3&longitude=1', SKY_MAP_MESSAGES.latitudeMalformed],
    ['date=2024-08-12&latitude=41,0082&longitude=1', SKY_MAP_MESSAGES.latitudeMalformed],
    ['date=2024-08-12&latitude=0x10&longitude=1', SKY_MAP_MESSAGES.latitudeMalformed],
    ['date=2024-08-12&latitude=90.0001&longitude=1', SKY_MAP_MESSAGES.latitudeRange],
    ['date=2024-08-12&latitude=-91&longitude=1', SKY_MAP_MESSAGES.latitudeRange],
    ['date=2024-08-12&latitude=9999999999&longitude=1', SKY_MAP_MESSAGES.latitudeRange],
    ['date=2024-08-12&latitude=1', SKY_MAP_MESSAGES.longitudeMissing],
    ['date=2024-08-12&latitude=1&longitude=-Infinity', SKY_MAP_MESSAGES.longitudeMalformed],
    ['date=2024-08-12&latitude=1&longitude=180.5', SKY_MAP_MESSAGES.longitudeRange],
    [`date=2024-08-12&${ok}&time=24:00`, SKY_MAP_MESSAGES.timeMalformed],
    [`date=2024-08-12&${ok}&time=9:00`, SKY_MAP_MESSAGES.timeMalformed],
    [`date=2024-08-12&${ok}&time=21:00:00`, SKY_MAP_MESSAGES.timeMalformed],
    [`date=2024-08-12&${ok}&time=aa:bb`, SKY_MAP_MESSAGES.timeMalformed],
    [`date=2024-08-12&date=2024-08-13&${ok}`, SKY_MAP_MESSAGES.repeated('date')],
    [`date=2024-08-12&${ok}&latitude=1`, SKY_MAP_MESSAGES.repeated('latitude')],
    [`date=2024-08-12&${ok}&time=21:00&time=22:00`, SKY_MAP_MESSAGES.repeated('time')],
  ])('refuses %j with a Turkish message', (qs, expected) => {
    expect(messageOf(qs)).toBe(expected);
  });

  it('reports the date before the coordinates', () => {
    expect(messageOf('date=nope&latitude=500&longitude=x')).toBe(SKY_MAP_MESSAGES.dateMalformed);
    expect(messageOf('date=2024-08-12&latitude=500&longitude=x')).toBe(SKY_MAP_MESSAGES.latitudeRange);
  });

  it('never fails with anything but a 400 ApiError, whatever the query string', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'NaN',
        'Infinity',
        '-0',
        '1e308',
        '',
        ' ',
        '2024-08-12',
        '21:00',
        '41.0082',
        '%',
        '\u0000',
      ),
      fc.double().map(String),
      fc.integer().map(String),
    );
    const key = fc.constantFrom('date', 'latitude', 'longitude', 'time', 'x');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        try {
          const q = parseSkyMapQuery(params, TODAY);
          expect(Number.isFinite(q.latitude) && Math.abs(q.latitude) <= 90).toBe(true);
          expect(Number.isFinite(q.longitude) && Math.abs(q.longitude) <= 180).toBe(true);
        } catch (err) {
          expect(err).toBeInstanceOf(ApiError);
          expect((err as ApiError).status).toBe(400);
          expect((err as ApiError).message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('builds the image address with the same parameters', () => {
    const q = parse(`date=2024-08-12&${ok}&time=05:30`);
    const url = new URL(skyMapImagePath(q), 'http://x');
    expect(url.pathname).toBe('/api/sky-map/image');
    expect(parseSkyMapQuery(url.searchParams, TODAY)).toEqual(q);
  });
});
