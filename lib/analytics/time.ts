import { TZDate } from '@date-fns/tz';
import { addHours, format, isValid, parse, startOfHour } from 'date-fns';

/** Every analytics day and hour is Istanbul's, whatever zone the server runs in. */
export const ANALYTICS_ZONE = 'Europe/Istanbul';

/** The Istanbul calendar hour an instant falls in, with its bounds in epoch milliseconds. */
export interface HourSlot {
  /** yyyy-MM-dd in Istanbul. */
  day: string;
  /** 0–23 in Istanbul. */
  hour: number;
  start: number;
  end: number;
}

export function hourSlotOf(ms: number): HourSlot {
  const start = startOfHour(new TZDate(ms, ANALYTICS_ZONE));
  return {
    day: format(start, 'yyyy-MM-dd'),
    hour: start.getHours(),
    start: start.getTime(),
    end: addHours(start, 1).getTime(),
  };
}

let current: HourSlot | undefined;

/**
 * The slot of an instant, reusing the last one while it still applies: capture asks this for
 * every request, and a time-zone conversion per request would be wasted work.
 */
export function istanbulSlot(ms: number): HourSlot {
  if (current && ms >= current.start && ms < current.end) return current;
  const slot = hourSlotOf(ms);
  current = slot;
  return slot;
}

/** Today's date (yyyy-MM-dd) in Istanbul. */
export function istanbulToday(now: number = Date.now()): string {
  return istanbulSlot(now).day;
}

/** Adds whole days to a yyyy-MM-dd calendar date (no zone involved: it is a date, not an instant). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar date written yyyy-MM-dd (2025-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}
