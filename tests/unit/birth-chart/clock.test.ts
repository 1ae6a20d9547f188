/**
 * Birth instants at Türkiye's clock changes: Intl's offsets against the system's own copy of tzdata
 * (zdump, an independent reader of the same history), a table of dates whose offsets the tzdata
 * source states, the regime table's words, and ambiguous and skipped local times.
 */
import { spawnSync } from 'node:child_process';
import { birthInstant } from '@/lib/birth-chart/clock';
import { describeClock, offsetSecondsLabel, TURKEY_CLOCK_REGIMES } from '@/lib/time/clock-regimes';
import { resolveLocalTime, zoneOffsetSeconds } from '@/lib/time/zoned';

const ZONE = 'Europe/Istanbul';

// Offsets on dates the tzdata source for Europe/Istanbul states (and the issue recalls): seconds east.
const KNOWN: [string, string, number][] = [
  ['1905-05-05', '12:00', 7016], // IMT, +1:56:56
  ['1930-07-01', '12:00', 7200], // EET, no summer time that year
  ['1943-01-15', '12:00', 10800], // summer time kept through the war winters
  ['1955-07-01', '12:00', 7200], // no summer time 1952–1961
  ['1979-01-10', '08:15', 10800], // permanent +03 from 1978
  ['1983-08-15', '12:00', 14400], // +04 in the summer of 1983
  ['1984-12-15', '12:00', 7200], // back to EET from November 1984
  ['1999-07-01', '12:00', 10800],
  ['2011-03-27', '12:00', 7200], // summer time moved to 28 March for the university exam
  ['2011-03-28', '12:00', 10800],
  ['2014-03-30', '12:00', 7200], // moved to 31 March for the local elections
  ['2014-03-31', '12:00', 10800],
  ['2015-10-25', '12:00', 10800], // winter time moved to 8 November for the general election
  ['2015-11-08', '12:00', 7200],
  ['2016-12-01', '12:00', 10800], // permanent +03 since 7 September 2016
  ['2025-01-15', '12:00', 10800],
];

function zdumpTransitions(zone: string): { at: number; offset: number }[] | null {
  const out = spawnSync('zdump', ['-v', '-c', '1900,2027', zone], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return null;
  const transitions: { at: number; offset: number }[] = [];
  for (const line of out.stdout.split('\n')) {
    // "Europe/Istanbul  Fri Sep 30 22:03:04 1910 UT = Sat Oct  1 00:03:04 1910 EET isdst=0 gmtoff=7200"
    const m = /\s(\w{3} \w{3}\s+\d+ \d\d:\d\d:\d\d \d{4}) UT = .* gmtoff=(-?\d+)/.exec(line);
    if (m) transitions.push({ at: Date.parse(`${m[1]} UTC`), offset: Number(m[2]) });
  }
  return transitions;
}

describe('Türkiye’s clock history', () => {
  test.each(KNOWN)('%s %s in Istanbul uses the tzdata offset %i s', (date, time, offset) => {
    const r = resolveLocalTime(date, time, ZONE);
    expect(r.status).toBe('normal');
    expect(r.readings[0].offsetSeconds).toBe(offset);
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi] = time.split(':').map(Number);
    expect(r.readings[0].instant).toBe(Date.UTC(y, mo - 1, d, h, mi) - offset * 1000);
  });

  test('Intl agrees with the system tzdata (zdump) at every change since 1900', () => {
    const transitions = zdumpTransitions(ZONE);
    if (!transitions) {
      console.warn('zdump bulunamadı: sistem tzdata karşılaştırması atlandı.');
      return;
    }
    expect(transitions.length).toBeGreaterThan(100);
    for (const t of transitions) {
      // zdump prints each change as the second before and the second after it.
      expect(zoneOffsetSeconds(ZONE, t.at)).toBe(t.offset);
    }
  });

  test('every regime’s words exist for exactly the offsets Intl gives within it', () => {
    for (const regime of TURKEY_CLOCK_REGIMES) {
      const from = Date.parse(regime.from);
      const until = Math.min(Date.parse(regime.until), Date.now());
      const seen = new Set<number>();
      for (let t = from; t < until; t += 86_400_000) seen.add(zoneOffsetSeconds(ZONE, t));
      expect([...seen].sort()).toEqual(Object.keys(regime.offsets).map(Number).sort());
    }
  });

  test('the issue’s sentence for a birth in 1979, and the summer of 1983', () => {
    const b = birthInstant('1979-01-10', '08:15', ZONE, null);
    expect(b.clock.offsetLabel).toBe('UTC+3');
    expect(b.clock.description).toMatch(/^UTC\+3, o yıllarda Türkiye’de kalıcı yaz saati/);
    expect(birthInstant('1983-08-15', '10:00', ZONE, null).clock.description).toMatch(
      /^UTC\+4, 1983 yazında/,
    );
    expect(birthInstant('1905-05-05', '10:00', ZONE, null).clock.offsetLabel).toBe('UTC+1:56:56');
    expect(birthInstant('2015-11-01', '10:00', ZONE, null).clock.description).toMatch(/genel seçim/);
  });

  test('an hour repeated when clocks went back (8 November 2015, 03:30) offers both instants', () => {
    const b = birthInstant('2015-11-08', '03:30', ZONE, null);
    expect(b.clock.status).toBe('ambiguous');
    expect(b.clock.candidates.map((c) => [c.utc, c.utcOffset])).toEqual([
      ['2015-11-08T00:30:00.000Z', '+03:00'],
      ['2015-11-08T01:30:00.000Z', '+02:00'],
    ]);
    expect(b.instant).toBe(Date.parse('2015-11-08T00:30:00Z'));
    expect(b.clock.note).toMatch(/iki kez/);
    // Choosing the second one by its offset: still the zone's reading, told by the zone's history.
    const second = birthInstant('2015-11-08', '03:30', ZONE, 120);
    expect(second.instant).toBe(Date.parse('2015-11-08T01:30:00Z'));
    expect(second.clock.source).toBe('zone');
    expect(second.clock.description).toMatch(/^UTC\+2, o tarihte Türkiye’de kış saati/);
  });

  test('an hour skipped when clocks went forward (31 July 1983, 02:30; 27 March 2016, 03:30)', () => {
    const b = birthInstant('1983-07-31', '02:30', ZONE, null);
    expect(b.clock.status).toBe('skipped');
    expect(b.clock.candidates.map((c) => c.utcOffset)).toEqual(['+03:00', '+04:00']);
    expect(b.clock.note).toMatch(/hiç yaşanmadı/);
    const c = birthInstant('2016-03-27', '03:30', ZONE, null);
    expect(c.clock.status).toBe('skipped');
    expect(c.clock.candidates.map((x) => x.utc)).toEqual([
      '2016-03-27T01:30:00.000Z',
      '2016-03-27T00:30:00.000Z',
    ]);
  });

  test('other zones: New York’s repeated and skipped hours, Berlin’s summer time', () => {
    expect(resolveLocalTime('2024-11-03', '01:30', 'America/New_York').status).toBe('ambiguous');
    expect(resolveLocalTime('2024-03-10', '02:30', 'America/New_York').status).toBe('skipped');
    const berlin = birthInstant('1990-07-01', '12:00', 'Europe/Berlin', null);
    expect(berlin.clock.offsetLabel).toBe('UTC+2');
    expect(berlin.clock.description).toMatch(/yaz saati/);
    expect(birthInstant('1990-01-01', '12:00', 'Europe/Berlin', null).clock.description).toMatch(
      /standart saat/,
    );
    expect(birthInstant('2020-01-01', '12:00', 'Asia/Kolkata', null).clock.offsetLabel).toBe('UTC+5:30');
  });

  test('a visitor’s own offset overrides the zone and is named as such', () => {
    const b = birthInstant('1979-01-10', '08:15', ZONE, 120);
    expect(b.instant).toBe(Date.parse('1979-01-10T06:15:00Z'));
    expect(b.clock.source).toBe('override');
    expect(b.clock.description).toMatch(/sizin girdiğiniz/);
    expect(b.clock.description).toMatch(/UTC\+3 derdi/);
    expect(describeClock(null, 0, -5 * 3600, { override: true })).toMatch(/^UTC−5,/);
    expect(offsetSecondsLabel(-(5 * 3600 + 1800))).toBe('UTC−5:30');
  });
});
