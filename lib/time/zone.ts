/**
 * Istanbul time: the one place that names the site's time zone. Days, weeks, months, analytics
 * hours and the sky map's clock are all Istanbul's, whatever zone the server runs in. Türkiye's
 * clocks changed over the century (local mean time until 1910, summer time until 2016, UTC+3
 * since): the time-zone database that Intl carries handles them.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addHours, format, startOfHour } from 'date-fns';

import { ISTANBUL_ZONE } from './zone-name';

export { ISTANBUL_ZONE };

/** An instant seen on Istanbul's clock. */
export function inIstanbul(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), ISTANBUL_ZONE);
}

/** The calendar date (`yyyy-MM-dd`) in Istanbul at an instant; today by default. */
export function istanbulDay(instant: Date | number = Date.now()): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(ISTANBUL_ZONE) });
}

/** Istanbul's midnight at the start of a calendar date given by its parts. */
export function istanbulMidnight(year: number, month: number, day: number): TZDate {
  return new TZDate(year, month - 1, day, ISTANBUL_ZONE);
}

/** The UTC instant of a calendar date and a wall-clock time read on an Istanbul clock. */
export function istanbulInstant(date: string, time = '00:00'): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, ISTANBUL_ZONE).getTime());
}

/** Istanbul's UTC offset at an instant, in minutes east of Greenwich (180 since 2016). */
export function istanbulOffsetMinutes(instant: Date | number): number {
  return -inIstanbul(instant).getTimezoneOffset();
}

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
  const start = startOfHour(inIstanbul(ms));
  return {
    day: format(start, 'yyyy-MM-dd'),
    hour: start.getHours(),
    start: start.getTime(),
    end: addHours(start, 1).getTime(),
  };
}

let lastSlot: HourSlot | undefined;

/**
 * The hour slot of an instant, reusing the last one while it still applies: request capture asks
 * for every request, and a time-zone conversion per request would be wasted work.
 */
export function istanbulSlot(ms: number): HourSlot {
  if (lastSlot && ms >= lastSlot.start && ms < lastSlot.end) return lastSlot;
  lastSlot = hourSlotOf(ms);
  return lastSlot;
}
