import { calendarMonthOf, calendarYearOf } from '../astro/calendar-events';
import { parsePairSlug } from '../compatibility/pairs/compose';
import { parseShared } from '../compatibility/pairs/share';
import { isReadingAddress } from '../horoscope/archive';
import { isHoroscopeType } from '../horoscope/types';

/** Pages beside the sky calendar's `[year]` segment (their own folders under app/gokyuzu-takvimi). */
export const SKY_CALENDAR_PAGES = new Set(['dolunay', 'yeni-ay', 'merkur-retrosu']);

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
      return segments.length > 2 || SKY_CALENDAR_PAGES.has(first) || calendarYearOf(first) !== null;
    case 'ay-takvimi':
      return segments.length !== 3 || calendarMonthOf(first, second) !== null;
    default:
      return true;
  }
}
