import { hourSlotOf, istanbulSlot, istanbulDay as istanbulToday } from '@/lib/time/zone';
import { isCalendarDate as isCalendarDay, shiftDay } from '@/lib/time/calendar';

describe('Istanbul day and hour', () => {
  it('puts 20:59:59.999 UTC in the last hour of the Istanbul day (UTC+3)', () => {
    const slot = hourSlotOf(Date.parse('2025-03-20T20:59:59.999Z'));
    expect(slot).toMatchObject({ day: '2025-03-20', hour: 23 });
    expect(slot.start).toBe(Date.parse('2025-03-20T20:00:00Z'));
    expect(slot.end).toBe(Date.parse('2025-03-20T21:00:00Z'));
  });

  it('starts the next Istanbul day at 21:00 UTC, not at UTC midnight', () => {
    expect(hourSlotOf(Date.parse('2025-03-20T21:00:00Z'))).toMatchObject({ day: '2025-03-21', hour: 0 });
    expect(hourSlotOf(Date.parse('2025-03-21T00:30:00Z'))).toMatchObject({ day: '2025-03-21', hour: 3 });
  });

  it('has no daylight-saving jump: the last Sunday of March keeps 24 one-hour slots', () => {
    const start = Date.parse('2025-03-29T21:00:00Z'); // Istanbul 30 March 00:00
    const hours = Array.from({ length: 24 }, (_, i) => hourSlotOf(start + i * 3_600_000));
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(new Set(hours.map((h) => h.day))).toEqual(new Set(['2025-03-30']));
  });

  it('reuses the cached slot only inside its hour', () => {
    const a = istanbulSlot(Date.parse('2025-06-01T09:10:00Z'));
    const b = istanbulSlot(Date.parse('2025-06-01T09:59:59Z'));
    const c = istanbulSlot(Date.parse('2025-06-01T10:00:00Z'));
    expect(b).toBe(a);
    expect(a).toMatchObject({ day: '2025-06-01', hour: 12 });
    expect(c).toMatchObject({ day: '2025-06-01', hour: 13 });
    // Going back in time must not return the newer cached slot.
    expect(istanbulSlot(Date.parse('2025-05-31T22:00:00Z'))).toMatchObject({ day: '2025-06-01', hour: 1 });
    expect(istanbulToday(Date.parse('2025-05-31T20:59:00Z'))).toBe('2025-05-31');
  });

  it('shifts calendar days across months, years and leap days', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2025-01-01', -90)).toBe('2024-10-03');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isCalendarDay('2025-03-21')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-3-21',
      '21-03-2025',
      '2025-03-21T00:00',
      '',
      'bugün',
    ]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });
});
