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

/**
 * Building a period costs about 0.2 ms (zoned dates, formatting, the label), and a dated reading's
 * request needed four: more than the rest of the request. Periods are values nobody changes, so
 * the recent ones are kept: by instant (a few per type, checked by range) and by day.
 */
const RECENT_PER_TYPE = 8;
const recentByType = new Map<PeriodType, Period[]>();
const BY_DAY_LIMIT = 4096;
const byDay = new Map<string, Period | null>();

function recent(type: PeriodType, t: number): Period | undefined {
  const list = recentByType.get(type);
  if (list) for (const p of list) if (t >= p.startsAt.getTime() && t < p.endsAt.getTime()) return p;
  return undefined;
}

function remember(period: Period): Period {
  const list = recentByType.get(period.type) ?? [];
  list.unshift(period);
  if (list.length > RECENT_PER_TYPE) list.pop();
  recentByType.set(period.type, list);
  return period;
}

/** The period of this type that contains the instant, in Istanbul. */
export function periodOf(type: PeriodType, instant: Date | number): Period {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  return recent(type, t) ?? remember(build(type, firstInstant(type, inIstanbul(t))));
}

/** Parses yyyy-MM-dd as a calendar day in Istanbul (its midnight); null when it is not a real date. */
export function parseDay(key: string): TZDate | null {
  const parts = parseCalendarDate(key);
  return parts ? istanbulMidnight(parts.year, parts.month, parts.day) : null;
}

/** The period of this type that contains the given day (yyyy-MM-dd); null for an invalid day. */
export function periodContaining(type: PeriodType, day: string): Period | null {
  const key = `${type}|${day}`;
  const known = byDay.get(key);
  if (known !== undefined) return known;
  const local = parseDay(day);
  const period = local ? build(type, firstInstant(type, local)) : null;
  // Days asked for are mostly a few recent ones; a crawler's spread is bounded by the reset.
  if (byDay.size >= BY_DAY_LIMIT) byDay.clear();
  byDay.set(key, period);
  return period;
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
