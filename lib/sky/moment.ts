/**
 * The moment a chart shows: a calendar date and a wall-clock time in Istanbul, whatever the observer's
 * longitude (the page and the API speak Istanbul time). Türkiye's clocks changed over the century
 * (local mean time until 1910, summer time until 2016): the time-zone database handles them.
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';

export const SKY_TIME_ZONE = 'Europe/Istanbul';

/** The UTC instant of a date and time read on an Istanbul clock. */
export function skyInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, SKY_TIME_ZONE).getTime());
}

/** Today's date in Istanbul as `yyyy-MM-dd`. */
export function istanbulToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(SKY_TIME_ZONE) });
}

export interface MomentLabels {
  /** '12 Ağustos 2024 Pazartesi' */
  date: string;
  /** '21:00' as an Istanbul clock showed it. */
  time: string;
  /** 'UTC+3', 'UTC+2', or 'UTC+1:56' for the local mean time before 1910. */
  utcOffset: string;
}

export function momentLabels(instant: Date): MomentLabels {
  const local = new TZDate(instant.getTime(), SKY_TIME_ZONE);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '−';
  const h = Math.floor(Math.abs(offset) / 60);
  const m = Math.abs(offset) % 60;
  return {
    date: format(local, 'd MMMM yyyy EEEE', { locale: tr }),
    time: format(local, 'HH:mm'),
    utcOffset: `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`,
  };
}
