/** Turkish date labels, on Istanbul's calendar (date-fns `tr`: weeks start on Monday). */
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import { inIstanbul, istanbulOffsetMinutes } from './zone';

const opts = { locale: tr };

/** '15 Haziran Pazartesi' */
export const dayLabel = (day: Date) => format(day, 'd MMMM EEEE', opts);
/** '15 Haziran - 21 Haziran' */
export const weekLabel = (first: Date, last: Date) =>
  `${format(first, 'd MMMM', opts)} - ${format(last, 'd MMMM', opts)}`;
/** 'Haziran 2026' */
export const monthLabel = (day: Date) => format(day, 'MMMM yyyy', opts);

/** 'UTC+3', 'UTC+2', or 'UTC+1:56' for the local mean time before 1910. */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '−';
  const h = Math.floor(Math.abs(offsetMinutes) / 60);
  const m = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

export interface MomentLabels {
  /** '12 Ağustos 2024 Pazartesi' */
  date: string;
  /** '21:00' as an Istanbul clock showed it. */
  time: string;
  /** 'UTC+3' */
  utcOffset: string;
}

/** An instant as Istanbul's clock and calendar showed it. */
export function momentLabels(instant: Date): MomentLabels {
  const local = inIstanbul(instant);
  return {
    date: format(local, 'd MMMM yyyy EEEE', opts),
    time: format(local, 'HH:mm'),
    utcOffset: utcOffsetLabel(istanbulOffsetMinutes(instant)),
  };
}

/**
 * How finely an instant is known (lib/astro/precision.ts): to the minute, to within half an hour,
 * or only to the day.
 */
export type InstantPrecision = 'minute' | 'hour' | 'day';

/**
 * '15 Mart 2026 Pazar, 17:54' in Istanbul; printed no finer than it is known: '15 Mart 2026
 * Pazar, saat 18 sularında' to the hour, '15 Mart 2026 Pazar' to the day.
 */
export function eventLabel(instant: Date, precision: InstantPrecision = 'minute'): string {
  const local = inIstanbul(instant);
  if (precision === 'minute') return format(local, 'd MMMM yyyy EEEE, HH:mm', opts);
  if (precision === 'day') return format(local, 'd MMMM yyyy EEEE', opts);
  // The nearest whole hour, with its own day (23:40 rounds to 0 of the next day).
  const hour = inIstanbul(new Date(Math.round(instant.getTime() / 3_600_000) * 3_600_000));
  return `${format(hour, 'd MMMM yyyy EEEE', opts)}, saat ${format(hour, 'H')} sularında`;
}

/** '15 Mart' in Istanbul. */
export function shortDayLabel(instant: Date): string {
  return format(inIstanbul(instant), 'd MMMM', opts);
}

/** '15 Haziran 2026' for a calendar instant (a day's start in Istanbul). */
export const fullDateLabel = (day: Date) => format(day, 'd MMMM yyyy', opts);

/** '15 Haziran 2026 Pazartesi' */
export const fullDayLabel = (day: Date) => format(day, 'd MMMM yyyy EEEE', opts);
