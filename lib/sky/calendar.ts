/** Shape checks for the chart's date and time, free of dependencies so the browser can use them too. */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `yyyy-MM-dd` names a real calendar day (no 2023-02-29). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** Whether `HH:mm` is a 24-hour clock time. */
export function isClockTime(value: string): boolean {
  return TIME_RE.test(value);
}
