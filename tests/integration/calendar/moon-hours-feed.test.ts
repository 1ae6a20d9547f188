import ICAL from 'ical.js';
import { errorBodySchema } from '@/lib/api/errors';
import { moonCalendarAnswerSchema } from '@/lib/api/moon-calendar';
import { planetaryHoursAnswerSchema } from '@/lib/api/planetary-hours';
import { skyCalendarAnswerSchema } from '@/lib/api/sky-calendar';
import { startServer, type RunningServer } from '../../helpers/server';

/**
 * The Moon-calendar and planetary-hours APIs on the production server (contracts and Turkish 400s
 * naming the parameter), and the .ics reminders and subscribable feed read back by a real
 * iCalendar client library (ical.js, Mozilla's, as Thunderbird uses).
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe('GET /api/moon-calendar', () => {
  test('a month for Ankara: every day, void periods with their real bounds, rise and set', async () => {
    const res = await get('/api/moon-calendar?year=2026&month=02&place=tr-06');
    expect(res.status).toBe(200);
    const { data } = moonCalendarAnswerSchema.parse(await res.json());
    expect(data.place.name).toBe('Ankara');
    expect(data.days.map((d) => d.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    );
    expect(data.days.filter((d) => d.ingress).length).toBeGreaterThanOrEqual(10);
    expect(data.days.some((d) => d.voidOfCourse.length > 0)).toBe(true);
    expect(data.days.filter((d) => d.moonrise).length).toBeGreaterThanOrEqual(26);
    // 17 February 2026: the new moon (an annular solar eclipse).
    expect(data.days[16].phase.name).toBe('Yeni Ay');
  }, 60_000);

  test('İstanbul by default', async () => {
    const { data } = moonCalendarAnswerSchema.parse(
      await (await get('/api/moon-calendar?year=1900&month=1')).json(),
    );
    expect(data.place.id).toBe('tr-34');
  }, 60_000);

  test.each([
    ['?month=03', 'year'],
    ['?year=26&month=03', 'year'],
    ['?year=1899&month=03', 'year'],
    ['?year=2101&month=03', 'year'],
    ['?year=2026', 'month'],
    ['?year=2026&month=13', 'month'],
    ['?year=2026&month=ab', 'month'],
    ['?year=2026&month=03&place=atlantis', 'place'],
    ['?year=2026&month=03&place=tr-99', 'place'],
    ['?year=2026&year=2027&month=03', 'year'],
  ])('%s → 400 naming %s, in Turkish', async (query, param) => {
    const res = await get(`/api/moon-calendar${query}`);
    expect(res.status).toBe(400);
    const { message } = errorBodySchema.parse(await res.json());
    expect(message).toContain(`${param} parametresi`);
  });
});

describe('GET /api/planetary-hours', () => {
  test('24 hours from sunrise to the next sunrise, Thursday starting with Jupiter', async () => {
    const res = await get('/api/planetary-hours?date=2026-11-26&place=tr-34');
    expect(res.status).toBe(200);
    const { data } = planetaryHoursAnswerSchema.parse(await res.json());
    expect(data.hours).toHaveLength(24);
    expect(data.polar).toBeNull();
    expect(data.hours[0]).toMatchObject({ ruler: 'jupiter', day: true });
    expect(data.hours[12].day).toBe(false);
    expect(data.hours[23].end).toBe(
      new Date(Math.round(Date.parse(data.nextSunrise!) / 1000) * 1000).toISOString(),
    );
  });

  test('polar day at Tromsø: 200, no hours, polar "day"', async () => {
    const { data } = planetaryHoursAnswerSchema.parse(
      await (await get('/api/planetary-hours?date=2026-06-21&place=g3133895')).json(),
    );
    expect(data).toMatchObject({ polar: 'day', hours: [], sunrise: null });
  });

  test.each([
    ['', 'date'],
    ['?date=2026-02-30', 'date'],
    ['?date=26-11-2026', 'date'],
    ['?date=1899-12-31', 'date'],
    ['?date=2026-11-26&place=nowhere', 'place'],
  ])('%s → 400 naming %s, in Turkish', async (query, param) => {
    const res = await get(`/api/planetary-hours${query}`);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).message).toContain(`${param} parametresi`);
  });
});

/** The events of an .ics file as ical.js reads them. */
function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('.ics reminders and the subscribable feed (read by ical.js)', () => {
  test.each([
    ['none', null],
    ['1d', '-P1D'],
    ['1h', '-PT1H'],
  ])(
    'year file with alarm=%s',
    async (alarm, trigger) => {
      const res = await get(`/api/sky-calendar/2026.ics?alarm=${alarm}`);
      expect(res.status).toBe(200);
      const { events } = readIcs(await res.text());
      expect(events.length).toBeGreaterThan(50);
      for (const e of events) {
        const alarms = e.getAllSubcomponents('valarm');
        if (trigger === null) {
          expect(alarms).toHaveLength(0);
        } else {
          expect(alarms).toHaveLength(1);
          expect(alarms[0].getFirstPropertyValue('action')).toBe('DISPLAY');
          expect(String(alarms[0].getFirstPropertyValue('trigger'))).toBe(trigger);
        }
      }
    },
    60_000,
  );

  test('feed per filter: refresh interval, only the chosen kinds, three years, with reminders', async () => {
    const res = await get('/api/sky-calendar/feed.ics?types=ay,tutulma&alarm=1h');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    const { calendar, events } = readIcs(text);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('P1D');
    // ical.js reads the VALUE parameter into the property's type.
    expect(calendar.getFirstProperty('refresh-interval')!.type).toBe('duration');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('P1D');
    const kinds = new Set(events.map((e) => e.getFirstPropertyValue('categories')));
    expect([...kinds].sort()).toEqual(['full-moon', 'lunar-eclipse', 'new-moon', 'solar-eclipse']);
    const years = new Set(events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).year));
    expect(years.size).toBe(3);
    for (const e of events) expect(e.getAllSubcomponents('valarm')).toHaveLength(1);
    // The same instants as the JSON.
    const year = new Date().getUTCFullYear();
    const json = skyCalendarAnswerSchema.parse(await (await get(`/api/sky-calendar?year=${year}`)).json())
      .data.events;
    const lunations = json
      .filter((e) => e.kind === 'new-moon' || e.kind === 'full-moon')
      .map((e) => e.at.slice(0, 16));
    const fromFeed = events
      .map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString().slice(0, 16))
      .filter((at) => at.startsWith(String(year)));
    for (const at of lunations.filter((a) => a.startsWith(String(year)))) expect(fromFeed).toContain(at);
  }, 60_000);

  test.each([
    ['/api/sky-calendar/feed.ics?types=ay,kuyruklu', 'types'],
    ['/api/sky-calendar/feed.ics?alarm=2d', 'alarm'],
    ['/api/sky-calendar/2026.ics?alarm=yes', 'alarm'],
  ])('%s → 400 naming %s', async (path, param) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).message).toContain(`${param} parametresi`);
  });
});
