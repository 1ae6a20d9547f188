/**
 * Reading periods in Europe/Istanbul: the local day, the Monday-to-Sunday week and the
 * calendar month. Every function takes an instant and computes in Istanbul's zone, so the
 * server's own time zone never matters.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { tr } from 'date-fns/locale';
import type { HoroscopeType } from './types';

export const ISTANBUL = 'Europe/Istanbul';

export interface Period {
  type: HoroscopeType;
  /** First day, yyyy-MM-dd: the period's identity. */
  start: string;
  /** Last day (inclusive), yyyy-MM-dd. */
  end: string;
  /** The first instant of the period. */
  startsAt: Date;
  /** The first instant after the period (exclusive end). */
  endsAt: Date;
  /** Turkish date label (section 9): '15 Haziran Pazartesi', '15 Haziran - 21 Haziran', 'Haziran 2026'. */
  label: string;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function inIstanbul(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), ISTANBUL);
}

function firstInstant(type: HoroscopeType, local: TZDate): TZDate {
  if (type === 'daily') return startOfDay(local);
  if (type === 'weekly') return startOfWeek(local, { weekStartsOn: 1 });
  return startOfMonth(local);
}

function nextStart(type: HoroscopeType, start: TZDate): TZDate {
  if (type === 'daily') return addDays(start, 1);
  if (type === 'weekly') return addWeeks(start, 1);
  return addMonths(start, 1);
}

function label(type: HoroscopeType, start: TZDate, last: TZDate): string {
  const opts = { locale: tr };
  if (type === 'daily') return format(start, 'd MMMM EEEE', opts);
  if (type === 'weekly') return `${format(start, 'd MMMM', opts)} - ${format(last, 'd MMMM', opts)}`;
  return format(start, 'MMMM yyyy', opts);
}

function build(type: HoroscopeType, start: TZDate): Period {
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
export function periodOf(type: HoroscopeType, instant: Date | number): Period {
  return build(type, firstInstant(type, inIstanbul(instant)));
}

/** Parses yyyy-MM-dd as a calendar day in Istanbul (its midnight); null when it is not a real date. */
export function parseDay(key: string): TZDate | null {
  const m = DAY_KEY.exec(key);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const local = new TZDate(y, mo - 1, d, ISTANBUL);
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (local.getFullYear() !== y || local.getMonth() !== mo - 1 || local.getDate() !== d) return null;
  return local;
}

/** The period of this type that contains the given day (yyyy-MM-dd); null for an invalid day. */
export function periodContaining(type: HoroscopeType, day: string): Period | null {
  const local = parseDay(day);
  return local ? build(type, firstInstant(type, local)) : null;
}

/** The period that starts on this day; null when the day is not a start of that type (not a Monday, not the 1st). */
export function periodStarting(type: HoroscopeType, start: string): Period | null {
  const period = periodContaining(type, start);
  return period && period.start === start ? period : null;
}

/** The instant a reading's sky is computed for: 12:00 Istanbul time on the period's first day. */
export function readingInstant(period: Pick<Period, 'start'>): Date {
  const day = parseDay(period.start);
  if (!day) throw new Error(`Geçersiz dönem başlangıcı: ${period.start}`);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 12, 0, ISTANBUL).getTime());
}

/** Today's date in Istanbul, yyyy-MM-dd. */
export function istanbulDay(instant: Date | number): string {
  return format(inIstanbul(instant), 'yyyy-MM-dd');
}
