/**
 * The site's periods in Istanbul: the local day, the Monday-to-Sunday week and the calendar
 * month. Every function takes an instant or a calendar date and computes in Istanbul's zone.
 */
import type { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { parseCalendarDate } from './calendar';
import { dayLabel, monthLabel, weekLabel } from './labels';
import { inIstanbul, istanbulMidnight } from './zone';

import type { PeriodType } from './period-types';

export { PERIOD_TYPES, type PeriodType } from './period-types';

export interface Period {
  type: PeriodType;
  /** First day, yyyy-MM-dd: the period's identity. */
  start: string;
  /** Last day (inclusive), yyyy-MM-dd. */
  end: string;
  /** The first instant of the period. */
  startsAt: Date;
  /** The first instant after the period (exclusive end). */
  endsAt: Date;
  /** Turkish label: '15 Haziran Pazartesi', '15 Haziran - 21 Haziran', 'Haziran 2026'. */
  label: string;
}

function firstInstant(type: PeriodType, local: TZDate): TZDate {
  if (type === 'daily') return startOfDay(local);
  if (type === 'weekly') return startOfWeek(local, { weekStartsOn: 1 });
  return startOfMonth(local);
}

function nextStart(type: PeriodType, start: TZDate): TZDate {
  if (type === 'daily') return addDays(start, 1);
  if (type === 'weekly') return addWeeks(start, 1);
  return addMonths(start, 1);
}

function label(type: PeriodType, start: TZDate, last: TZDate): string {
  if (type === 'daily') return dayLabel(start);
  if (type === 'weekly') return weekLabel(start, last);
  return monthLabel(start);
}

function build(type: PeriodType, start: TZDate): Period {
  const after = nextStart(type, start);
  const last = addDays(after, -1);
  return {
    type,
    start: format(start, 'yyyy-MM-dd'),
    end: format(last, 'yyyy-MM-dd'),
    startsAt: new Date(start.getTime()),
    endsAt: new Date(after.getTime()),
    label: label(type, start, last),
  };
}

/** The period of this type that contains the instant, in Istanbul. */
export function periodOf(type: PeriodType, instant: Date | number): Period {
  return build(type, firstInstant(type, inIstanbul(instant)));
}

/** Parses yyyy-MM-dd as a calendar day in Istanbul (its midnight); null when it is not a real date. */
export function parseDay(key: string): TZDate | null {
  const parts = parseCalendarDate(key);
  return parts ? istanbulMidnight(parts.year, parts.month, parts.day) : null;
}

/** The period of this type that contains the given day (yyyy-MM-dd); null for an invalid day. */
export function periodContaining(type: PeriodType, day: string): Period | null {
  const local = parseDay(day);
  return local ? build(type, firstInstant(type, local)) : null;
}

/** The period that starts on this day; null when the day is not a start of that type (not a Monday, not the 1st). */
export function periodStarting(type: PeriodType, start: string): Period | null {
  const period = periodContaining(type, start);
  return period && period.start === start ? period : null;
}

/** The period right after this one (tomorrow, next week, next month). */
export function nextPeriod(period: Period): Period {
  return periodOf(period.type, period.endsAt);
}

/** The period right before this one. */
export function previousPeriod(period: Period): Period {
  return periodOf(period.type, period.startsAt.getTime() - 1);
}
