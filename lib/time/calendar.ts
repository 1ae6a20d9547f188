/**
 * Calendar dates and clock times as strings (`yyyy-MM-dd`, `HH:mm`): parsing and validation,
 * free of dependencies so the browser can use them too. A date here is a calendar date, not an
 * instant; lib/time/zone.ts turns it into one in Istanbul.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The parts of a real calendar date written `yyyy-MM-dd`; null for anything else (2023-02-29 included). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** Whether `yyyy-MM-dd` names a real calendar day (no 2023-02-29). */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** Whether `HH:mm` is a 24-hour clock time. */
export function isClockTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** Hours and minutes of an `HH:mm` clock time; null when it is not one. */
export function parseClockTime(value: string): { hour: number; minute: number } | null {
  const m = TIME_RE.exec(value);
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

/** Adds whole days to a `yyyy-MM-dd` calendar date (no zone involved: it is a date, not an instant). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Adds whole months to a `yyyy-MM` month. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** Turkish month names, January first. */
export const MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** Turkish weekday names, Monday first (ISO order, as `weekdayOf`). */
export const WEEKDAY_NAMES = [
  'Pazartesi',
  'Salı',
  'Çarşamba',
  'Perşembe',
  'Cuma',
  'Cumartesi',
  'Pazar',
] as const;

/** '2024-08-12' → '12 Ağustos 2024'; with `weekday`, '12 Ağustos 2024 Pazartesi'. No zone involved. */
export function calendarDateLabel(date: string, { weekday = false } = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  const label = `${d} ${MONTH_NAMES[m - 1]} ${y}`;
  return weekday ? `${label} ${WEEKDAY_NAMES[weekdayOf(date) - 1]}` : label;
}
