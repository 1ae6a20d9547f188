/**
 * Which periods can be read: every day from the archive's first day to the end of the period
 * after the current one (tomorrow, next week, next month). The bounds keep a crawler from
 * making us compose readings for 1900 or 2300, and keep the archive a known, finite set.
 */
import { invalidInput } from '../errors';
import { parseCalendarDate } from '../time/calendar';
import { fullDateLabel, fullDayLabel, shortDayLabel } from '../time/labels';
import {
  nextPeriod,
  parseDay,
  periodContaining,
  periodOf,
  previousPeriod,
  type Period,
} from '../time/periods';
import { inIstanbul } from '../time/zone';
import { isSignId } from '../zodiac/signs';
import { HOROSCOPE_TYPES, type HoroscopeType } from './types';

/** The first day a reading can be asked for (a Monday and a 1st, so every type starts there). */
export const ARCHIVE_FIRST_DAY = '2024-01-01';

export const BAD_DATE_MESSAGE = 'Geçersiz tarih. Tarihi yıl-ay-gün biçiminde yazın, örneğin 2026-03-15.';

export interface ReadablePeriods {
  first: Period;
  /** The period after the current one: the last that can be read. */
  last: Period;
  current: Period;
}

export function readablePeriods(type: HoroscopeType, now: Date): ReadablePeriods {
  const current = periodOf(type, now);
  return { first: periodContaining(type, ARCHIVE_FIRST_DAY)!, last: nextPeriod(current), current };
}

/** The message for a day outside the readable range, naming the range in Turkish. */
export function outOfRangeMessage(type: HoroscopeType, now: Date): string {
  const { first, last } = readablePeriods(type, now);
  return (
    `Bu tarih için yorum yok. Yorumlar ${fullDateLabel(inIstanbul(first.startsAt))} ile ` +
    `${fullDateLabel(inIstanbul(last.endsAt.getTime() - 1))} arasındaki günler için okunabilir.`
  );
}

/** Whether the period lies in the readable range at `now`. */
export function isReadable(period: Period, now: Date): boolean {
  const { first, last } = readablePeriods(period.type, now);
  return period.start >= first.start && period.start <= last.start;
}

/**
 * The current period and the next: a bounded set (36 + 36 readings) generated ahead or asked
 * for by every visitor, so never subject to a per-client limit.
 */
export function isCurrentOrNext(period: Period, now: Date): boolean {
  const current = periodOf(period.type, now);
  return period.start === current.start || period.start === nextPeriod(current).start;
}

/** Whether the period ended before `now` (its reading can no longer change its neighbours). */
export function hasEnded(period: Period, now: Date): boolean {
  return period.endsAt.getTime() <= now.getTime();
}

/**
 * The period of `type` containing the day `yyyy-MM-dd`; throws a Turkish invalid-input error for
 * a malformed or impossible date and for a day outside the readable range.
 */
export function readablePeriodOn(type: HoroscopeType, day: string, now: Date): Period {
  if (!parseCalendarDate(day)) throw invalidInput(BAD_DATE_MESSAGE);
  const period = periodContaining(type, day)!;
  if (!isReadable(period, now)) throw invalidInput(outOfRangeMessage(type, now));
  return period;
}

/** The neighbours of a period, or null where they fall outside the readable range. */
export function neighbours(period: Period, now: Date): { previous: Period | null; next: Period | null } {
  const previous = previousPeriod(period);
  const next = nextPeriod(period);
  return { previous: isReadable(previous, now) ? previous : null, next: isReadable(next, now) ? next : null };
}

/**
 * The period's label with its year, for pages that may show any period of the archive:
 * '20 Kasım 2026 Cuma', '16 Kasım - 22 Kasım 2026', 'Kasım 2026'.
 */
export function periodLabelWithYear(period: Period): string {
  if (period.type === 'daily') return fullDayLabel(inIstanbul(period.startsAt));
  if (period.type === 'monthly') return period.label;
  const last = inIstanbul(period.endsAt.getTime() - 1);
  const first = inIstanbul(period.startsAt);
  const sameYear = period.start.slice(0, 4) === period.end.slice(0, 4);
  return `${sameYear ? shortDayLabel(first) : fullDateLabel(first)} - ${fullDateLabel(last)}`;
}

/** The path segment that names a period on its dated page: yyyy-MM-dd, or yyyy-MM for a month. */
export function periodSlug(period: Period): string {
  return period.type === 'monthly' ? period.start.slice(0, 7) : period.start;
}

/**
 * The period a dated page's segment names, or null when the segment is malformed. Weekly pages
 * accept any day of the week (the page then redirects to the Monday); monthly ones yyyy-MM.
 */
export function periodOfSlug(type: HoroscopeType, slug: string): Period | null {
  if (type === 'monthly') {
    if (!/^\d{4}-\d{2}$/.test(slug)) return null;
    return periodContaining('monthly', `${slug}-01`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slug) || !parseDay(slug)) return null;
  return periodContaining(type, slug);
}

/** Whether a reading address names a sign and, when dated, a readable period. */
export function isReadingAddress(
  type: HoroscopeType,
  sign: string,
  slug: string | undefined,
  now: Date,
): boolean {
  if (!isSignId(sign)) return false;
  if (slug === undefined) return true;
  const period = periodOfSlug(type, slug);
  return period !== null && isReadable(period, now);
}

/**
 * The dated reading pages of the current and the next period of every type, for the sitemap:
 * the archive itself is not listed (it is reachable through each reading's neighbours).
 */
export function datedReadingPaths(signs: readonly string[], now: Date): string[] {
  const paths: string[] = [];
  for (const type of HOROSCOPE_TYPES) {
    const current = periodOf(type, now);
    for (const period of [current, nextPeriod(current)]) {
      for (const sign of signs) paths.push(`/${type}/${sign}/${periodSlug(period)}`);
    }
  }
  return paths;
}
