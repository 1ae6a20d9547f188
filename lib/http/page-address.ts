import { calendarMonthOf, calendarYearOf } from '../astro/calendar-events';
import { isCalendarFilter } from '../astro/calendar-filters';
import { parsePairSlug } from '../compatibility/pairs/compose';
import { parseShared } from '../compatibility/pairs/share';
import { isReadingAddress } from '../horoscope/archive';
import { isHoroscopeType } from '../horoscope/types';

/** Pages beside the sky calendar's `[year]` segment (their own folders under app/gokyuzu-takvimi). */
export const SKY_CALENDAR_PAGES = new Set(['dolunay', 'yeni-ay', 'merkur-retrosu']);
/** The folders that hold the current year's and month's views of a query (see queryViewAddress). */
export const THIS_YEAR = 'bu-yil';
export const THIS_MONTH = 'bu-ay';

/** Metadata images (`opengraph-image`, `icon`, …) answer for themselves. */
const METADATA_FILE = /^(opengraph-image|twitter-image|icon|apple-icon)(\.\w+)?$/;

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed escape: refused before Next by server.ts
  }
}

/**
 * False when `pathname` is the address of a page whose segments name nothing (an unknown sign, a
 * date outside the archive, a year outside 1900–2100, …); true otherwise, including for every
 * address this module does not judge. Next 16 renders a `notFound()` thrown while rendering a
 * dynamic page as an empty document that only JavaScript fills in (vercel/next.js#95613), so
 * proxy.ts asks here first and sends such an address to the static 404 page; the pages keep
 * their own `notFound()` with the same checks. Routes built ahead with `dynamicParams = false`
 * (`/zodiac-info/{sign}`, `/yillik/…`) need nothing here.
 */
export function pageAddressExists(pathname: string, now: Date): boolean {
  const segments = segmentsOf(pathname);
  if (!segments || segments.length < 2 || METADATA_FILE.test(segments.at(-1)!)) return true;
  const [section, first, second] = segments;

  if (isHoroscopeType(section)) {
    if (segments.length > 3) return true;
    return isReadingAddress(section, first, second, now);
  }
  switch (section) {
    case 'ask-uyumu':
      return segments.length > 2 || parsePairSlug(first) !== null;
    case 'love-compatibility':
      return segments.length !== 3 || first !== 'sonuc' || parseShared(second) !== null;
    case 'gokyuzu-takvimi':
      if (segments.length === 2) return SKY_CALENDAR_PAGES.has(first) || calendarYearOf(first) !== null;
      if (segments.length > 3) return true;
      return (first === THIS_YEAR || calendarYearOf(first) !== null) && isCalendarFilter(second);
    case 'ay-takvimi':
      if (segments.length === 3 && first === THIS_MONTH) return true;
      return segments.length < 3 || segments.length > 4 || calendarMonthOf(first, second) !== null;
    default:
      return true;
  }
}

/**
 * The page that renders an address whose query picks a view, or null when the address is its own
 * page. The sky calendar's filters (`?tur=`) and the Moon calendar's province (`?yer=`) are plain
 * links and GET forms, so they work without JavaScript; proxy.ts hands such an address to a page
 * of its own (`/gokyuzu-takvimi/{year or bu-yil}/{filter}`, `/ay-takvimi/{year}/{month or
 * bu-ay}/{province}`). The calendar pages never read the query, so Next keeps their HTML.
 */
export function queryViewAddress(pathname: string, query: URLSearchParams): string | null {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  const [section, first, second] = segments;
  if (section === 'gokyuzu-takvimi' && segments.length <= 2) {
    const filter = query.get('tur');
    if (!isCalendarFilter(filter) || filter === 'hepsi') return null;
    if (segments.length === 1) return `/gokyuzu-takvimi/${THIS_YEAR}/${filter}`;
    return calendarYearOf(first) === null ? null : `/gokyuzu-takvimi/${first}/${filter}`;
  }
  if (section === 'ay-takvimi' && (segments.length === 1 || segments.length === 3)) {
    const place = query.get('yer');
    if (!place) return null;
    if (segments.length === 1) return `/ay-takvimi/${THIS_MONTH}/${encodeURIComponent(place)}`;
    return calendarMonthOf(first, second) === null
      ? null
      : `/ay-takvimi/${first}/${second}/${encodeURIComponent(place)}`;
  }
  return null;
}
