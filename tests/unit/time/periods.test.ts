import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { periodContaining, periodOf, periodStarting, parseDay } from '@/lib/time/periods';
import { readingInstant } from '@/lib/horoscope/facts';
import { HOROSCOPE_TYPES } from '@/lib/horoscope/types';

// Istanbul is UTC+3 all year: local midnight is 21:00 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('periods in Europe/Istanbul', () => {
  test('a day turns at Istanbul midnight, not UTC midnight', () => {
    expect(periodOf('daily', at('2026-03-14T20:59:59.999Z')).start).toBe('2026-03-14');
    expect(periodOf('daily', at('2026-03-14T21:00:00.000Z')).start).toBe('2026-03-15');
    // 23:30 UTC is already 02:30 the next day in Istanbul.
    expect(periodOf('daily', at('2026-03-14T23:30:00Z')).start).toBe('2026-03-15');
    const day = periodOf('daily', at('2026-06-15T10:00:00Z'));
    expect(day).toMatchObject({ start: '2026-06-15', end: '2026-06-15', label: '15 Haziran Pazartesi' });
    expect(day.startsAt.toISOString()).toBe('2026-06-14T21:00:00.000Z');
    expect(day.endsAt.toISOString()).toBe('2026-06-15T21:00:00.000Z');
  });

  test('a week runs Monday to Sunday', () => {
    // Sunday 23:59:59 in Istanbul still belongs to the week that began on Monday the 8th.
    expect(periodOf('weekly', at('2026-06-14T20:59:59Z'))).toMatchObject({
      start: '2026-06-08',
      end: '2026-06-14',
    });
    const week = periodOf('weekly', at('2026-06-14T21:00:00Z'));
    expect(week).toMatchObject({ start: '2026-06-15', end: '2026-06-21', label: '15 Haziran - 21 Haziran' });
    expect(week.endsAt.toISOString()).toBe('2026-06-21T21:00:00.000Z');
    // Across a year: Monday 29 December 2025 to Sunday 4 January 2026.
    expect(periodOf('weekly', at('2026-01-01T12:00:00Z'))).toMatchObject({
      start: '2025-12-29',
      end: '2026-01-04',
      label: '29 Aralık - 4 Ocak',
    });
  });

  test('a month is the calendar month, leap years included', () => {
    expect(periodOf('monthly', at('2026-02-28T20:59:59Z'))).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-28',
      label: 'Şubat 2026',
    });
    expect(periodOf('monthly', at('2026-02-28T21:00:00Z'))).toMatchObject({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(periodOf('monthly', at('2028-02-15T12:00:00Z')).end).toBe('2028-02-29');
    expect(periodOf('monthly', at('2025-12-31T21:00:00Z'))).toMatchObject({
      start: '2026-01-01',
      label: 'Ocak 2026',
    });
    expect(periodOf('monthly', at('2026-06-01T00:00:00Z')).endsAt.toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });

  test('periods by day key', () => {
    expect(periodContaining('weekly', '2026-06-18')?.start).toBe('2026-06-15');
    expect(periodStarting('weekly', '2026-06-15')?.end).toBe('2026-06-21');
    expect(periodStarting('weekly', '2026-06-16')).toBeNull();
    expect(periodStarting('monthly', '2026-06-02')).toBeNull();
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-6-1')).toBeNull();
    expect(periodContaining('daily', 'dün')).toBeNull();
  });

  test('the sky of a period is computed at 12:00 Istanbul time on its first day', () => {
    expect(readingInstant({ start: '2026-06-15' }).toISOString()).toBe('2026-06-15T09:00:00.000Z');
  });

  test('results do not depend on the process time zone', () => {
    const instants = [
      '2026-03-14T20:59:59.999Z',
      '2026-03-14T21:00:00.000Z',
      '2026-06-14T20:59:59Z',
      '2026-06-14T21:00:00Z',
      '2025-12-31T21:30:00Z',
      '2026-02-28T21:00:00Z',
      '2026-10-25T00:30:00Z',
      '2027-03-28T01:30:00Z',
    ];
    const compute = (iso: string[]) =>
      iso.flatMap((i) => HOROSCOPE_TYPES.map((t) => periodOf(t, new Date(i))));
    const here = JSON.parse(JSON.stringify(compute(instants)));
    const modulePath = path.resolve(__dirname, '../../../lib/time/periods.ts');
    const script = `
      const { periodOf } = require(${JSON.stringify(modulePath)});
      const types = ['daily', 'weekly', 'monthly'];
      const out = ${JSON.stringify(instants)}.flatMap((i) => types.map((t) => periodOf(t, new Date(i))));
      process.stdout.write(JSON.stringify({ offset: new Date('2026-01-15T12:00:00Z').getTimezoneOffset(), out }));
    `;
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles']) {
      const raw = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      const { offset, out } = JSON.parse(raw);
      // The child really ran in that zone…
      expect(offset).toBe({ UTC: 0, 'Pacific/Auckland': -780, 'America/Los_Angeles': 480 }[zone]);
      // …and computed exactly the same periods.
      expect(out).toEqual(here);
    }
  });

  test('remembered periods answer exactly what a fresh computation does, at every boundary', () => {
    // Asked in an order that fills the memory first, then crosses each boundary both ways.
    const edges = ['2026-03-31T20:59:59.999Z', '2026-03-31T21:00:00.000Z', '2026-03-29T20:59:59.999Z'];
    const seen = edges.flatMap((e) => HOROSCOPE_TYPES.map((t) => periodOf(t, at(e))));
    const again = [...edges].reverse().flatMap((e) => HOROSCOPE_TYPES.map((t) => periodOf(t, at(e))));
    expect(seen.map((p) => `${p.type} ${p.start}`)).toEqual([
      'daily 2026-03-31',
      'weekly 2026-03-30',
      'monthly 2026-03-01',
      'daily 2026-04-01',
      'weekly 2026-03-30',
      'monthly 2026-04-01',
      'daily 2026-03-29',
      'weekly 2026-03-23',
      'monthly 2026-03-01',
    ]);
    expect(again.map((p) => `${p.type} ${p.start}`)).toEqual(
      [...edges]
        .reverse()
        .flatMap((e) => HOROSCOPE_TYPES.map((t) => `${t} ${periodOf(t, Date.parse(e)).start}`)),
    );
    expect(periodOf('daily', Date.parse(edges[1]))).toBe(periodOf('daily', at(edges[1])));
    expect(periodContaining('weekly', '2026-04-02')).toBe(periodContaining('weekly', '2026-04-02'));
    expect(periodContaining('weekly', '2026-04-02')!.start).toBe('2026-03-30');
    expect(periodContaining('daily', '2026-02-30')).toBeNull();
    expect(periodContaining('daily', '2026-02-30')).toBeNull();
  });
});
