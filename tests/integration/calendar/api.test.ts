import { errorBodySchema } from '@/lib/api/errors';
import { skyCalendarAnswerSchema } from '@/lib/api/sky-calendar';
import { eventTitle } from '@/lib/astro/calendar-text';
import { startServer, type RunningServer } from '../../helpers/server';

/**
 * The sky-calendar API and its .ics on the real production server: the answer's contract, bad
 * years, and the iCalendar file parsed back by an RFC 5545 reader written here, compared with the JSON.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A minimal RFC 5545 reader: checks CRLF and line length, unfolds, splits properties and unescapes. */
function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) {
    expect(line).not.toContain('\n');
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescape = (v: string) =>
    v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    // An unescaped comma or semicolon in a TEXT value would be a list separator.
    if (['SUMMARY', 'DESCRIPTION'].includes(name)) expect(value).not.toMatch(/(^|[^\\])[;,]/);
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else (current ?? calendar)[name] = unescape(value);
  }
  return { calendar, events };
}

const utc = (ics: string) =>
  `${ics.slice(0, 4)}-${ics.slice(4, 6)}-${ics.slice(6, 8)}T${ics.slice(9, 11)}:${ics.slice(11, 13)}:${ics.slice(13, 15)}Z`;

describe('GET /api/sky-calendar', () => {
  test('2026: the contract, Istanbul’s zone, sorted events, a long Cache-Control', async () => {
    const res = await fetch(`${server.url}/api/sky-calendar?year=2026`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const body = skyCalendarAnswerSchema.parse(await res.json());
    expect(body.data).toMatchObject({ year: 2026, timeZone: 'Europe/Istanbul' });
    const times = body.data.events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    // 12 or 13 of each lunation; two solar and two lunar eclipses in 2026 (17 Feb, 12 Aug; 3 Mar, 28 Aug).
    const count = (k: string) => body.data.events.filter((e) => e.kind === k).length;
    expect(count('new-moon')).toBeGreaterThanOrEqual(12);
    expect(count('full-moon')).toBeGreaterThanOrEqual(12);
    expect(body.data.events.filter((e) => e.kind === 'solar-eclipse').map((e) => e.at.slice(0, 10))).toEqual([
      '2026-02-17',
      '2026-08-12',
    ]);
    expect(body.data.events.filter((e) => e.kind === 'lunar-eclipse').map((e) => e.at.slice(0, 10))).toEqual([
      '2026-03-03',
      '2026-08-28',
    ]);
    const mercury = body.data.events.filter((e) => e.kind === 'retrograde' && e.body === 'mercury');
    expect(mercury).toHaveLength(3);
    for (const m of mercury) {
      if (m.kind !== 'retrograde') continue;
      expect(m.shadowStart! < m.start && m.start < m.end && m.end < m.shadowEnd!).toBe(true);
    }
    // The Moon's ingresses are not listed.
    expect(body.data.events.some((e) => e.kind === 'ingress' && e.body === 'moon')).toBe(false);
  }, 60_000);

  test.each([
    ['', 'Yıl gerekli'],
    ['?year=', 'Yıl gerekli'],
    ['?year=abcd', 'dört haneli'],
    ['?year=26', 'dört haneli'],
    ['?year=2026.5', 'dört haneli'],
    ['?year=1899', '1900 ile 2100'],
    ['?year=2101', '1900 ile 2100'],
    ['?year=2026&year=2027', 'yalnızca bir kez'],
  ])('bad year %j → 400 with a Turkish message', async (query, words) => {
    const res = await fetch(`${server.url}/api/sky-calendar${query}`);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(await res.json());
    expect(body.message).toContain(words);
  });

  test.each([
    ['/api/sky-calendar/1899.ics', 400],
    ['/api/sky-calendar/yil.ics', 400],
    ['/api/sky-calendar/2026.json', 404],
  ])('%s → %i with a Turkish message', async (path, status) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(await res.json()).message.length).toBeGreaterThan(10);
  });
});

describe('GET /api/sky-calendar/{yyyy}.ics', () => {
  test('RFC 5545 parsed back: every lunation, eclipse, ingress and retrograde of the JSON, same instants and titles', async () => {
    const [icsRes, jsonRes] = await Promise.all([
      fetch(`${server.url}/api/sky-calendar/2026.ics`),
      fetch(`${server.url}/api/sky-calendar?year=2026`),
    ]);
    expect(icsRes.status).toBe(200);
    expect(icsRes.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await icsRes.text();
    const { calendar, events } = parseIcs(text);
    expect(calendar.VERSION).toBe('2.0');
    expect(calendar.PRODID).toBeTruthy();
    const json = skyCalendarAnswerSchema.parse(await jsonRes.json()).data.events;
    const expected = json.filter((e) => e.kind !== 'station-retrograde' && e.kind !== 'station-direct');
    expect(events).toHaveLength(expected.length);
    const uids = new Set(events.map((e) => e.UID));
    expect(uids.size).toBe(events.length);
    expected.forEach((e, i) => {
      const v = events[i];
      expect(v.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(v.SUMMARY).toBe(eventTitle(e));
      const start = e.kind === 'retrograde' ? e.start : e.at;
      // Whole seconds in the file.
      expect(Math.abs(Date.parse(utc(v.DTSTART)) - Date.parse(start))).toBeLessThan(1000);
      if (e.kind === 'retrograde')
        expect(Math.abs(Date.parse(utc(v.DTEND)) - Date.parse(e.end))).toBeLessThan(1000);
      expect(v.DESCRIPTION).toContain('İstanbul');
    });
    // Stable UIDs: a second download names the same events the same way.
    const again = parseIcs(await (await fetch(`${server.url}/api/sky-calendar/2026.ics`)).text());
    expect(again.events.map((e) => e.UID)).toEqual(events.map((e) => e.UID));
  }, 60_000);
});
