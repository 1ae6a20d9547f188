/**
 * GET /api/share/{type}/{sign}.png?date=yyyy-MM-dd&format=story|square: what a share image
 * shows and how long it may be kept. The route parses with these, renders with
 * components/share/share-image.tsx, and answers 304 before rendering when the client holds it.
 */
import { createHash } from 'node:crypto';
import { badRequest, notFound } from './errors';
import { BAD_DATE_MESSAGE, periodLabelWithYear, readablePeriodOn } from '../horoscope/archive';
import { cacheControl } from '../http/cache-policy';
import { readingService } from '../horoscope/shared';
import { isHoroscopeType, PERIOD_NAMES } from '../horoscope/types';
import { isYearlyYear, yearlyReading, YEARLY_FIRST_YEAR, YEARLY_LAST_YEAR } from '../horoscope/yearly';
import { parseCalendarDate } from '../time/calendar';
import { istanbulDay } from '../time/zone';
import { getSign, isSignId, type SignId } from '../zodiac/signs';
import { YEARLY_CACHE_CONTROL } from './yearly';

export const SHARE_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

export const BAD_SHARE_TYPE_MESSAGE =
  'Geçersiz yorum türü. Görsel günlük (daily), haftalık (weekly), aylık (monthly) ya da yıllık (yearly) yorum için hazırlanabilir.';
export const BAD_SHARE_FILE_MESSAGE = 'Görsel adresi burç adıyla bitmeli, örneğin /api/share/daily/koc.png.';
export const BAD_SHARE_FORMAT_MESSAGE = 'Geçersiz görsel biçimi. format=story (1080×1920) ya da format=square (1080×1080) seçilebilir.';
export const UNKNOWN_SIGN_MESSAGE = 'Burç bulunamadı. Lütfen listedeki on iki burçtan birini seçin.';

export interface ShareRequest {
  type: ShareType;
  sign: SignId;
  /** yyyy-MM-dd; today in Istanbul when the address has none. */
  date: string;
  format: 'story' | 'square';
  /** Whether the address named the date. */
  dated: boolean;
}

/** Parses the route's parts; a Turkish 400 for bad input, 404 for an unknown sign. */
export function parseShareRequest(type: string, file: string, search: URLSearchParams, now: Date): ShareRequest {
  if (!(SHARE_TYPES as readonly string[]).includes(type)) throw badRequest(BAD_SHARE_TYPE_MESSAGE);
  const match = /^([a-z]+)\.png$/.exec(file);
  if (!match) throw badRequest(BAD_SHARE_FILE_MESSAGE);
  if (!isSignId(match[1])) throw notFound(UNKNOWN_SIGN_MESSAGE);
  const formats = search.getAll('format');
  if (formats.length > 1 || (formats.length === 1 && formats[0] !== 'story' && formats[0] !== 'square')) {
    throw badRequest(BAD_SHARE_FORMAT_MESSAGE);
  }
  const dates = search.getAll('date');
  if (dates.length > 1 || (dates.length === 1 && !parseCalendarDate(dates[0]))) throw badRequest(BAD_DATE_MESSAGE);
  return {
    type: type as ShareType,
    sign: match[1],
    date: dates[0] ?? istanbulDay(now),
    format: (formats[0] as 'story' | 'square' | undefined) ?? 'story',
    dated: dates.length === 1,
  };
}

export interface ShareContent {
  icon: string;
  title: string;
  kind: string;
  period: string;
  headline: string;
  excerpt: string;
  cacheControl: string;
}

// A sentence ends at . ! ? … before a space: a clock time ('23.51’de') is not an end.
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A few sentences of the reading after its headline, never the headline again. */
function excerptOf(sections: readonly { text: string }[], headline: string): string {
  const all = sections.flatMap((s) => sentences(s.text));
  return all
    .filter((s) => s !== headline.trim())
    .slice(0, 3)
    .join(' ');
}

/** The card's content and its Cache-Control; throws a Turkish 400 for a date outside the range. */
export async function shareContent(req: ShareRequest, now: Date): Promise<ShareContent> {
  const sign = getSign(req.sign);
  const base = { icon: sign.icon, title: `${sign.name} Burcu` };
  if (req.type === 'yearly') {
    const year = Number(req.date.slice(0, 4));
    if (!isYearlyYear(year)) {
      throw badRequest(
        `Yıllık yorum görselleri ${YEARLY_FIRST_YEAR} ile ${YEARLY_LAST_YEAR} arasındaki yıllar için hazırlanıyor.`,
      );
    }
    const r = yearlyReading(req.sign, year);
    return {
      ...base,
      kind: 'Yıllık Burç Yorumu',
      period: `${year} yılı`,
      headline: r.summary,
      excerpt: excerptOf(r.sections.filter((s) => s.key === 'general' || s.key === 'tip'), r.summary),
      cacheControl: YEARLY_CACHE_CONTROL,
    };
  }
  if (!isHoroscopeType(req.type)) throw badRequest(BAD_SHARE_TYPE_MESSAGE);
  const period = readablePeriodOn(req.type, req.date, now);
  // A share image never spends the AI budget: it shows the stored text, or the composed one.
  const { data } = await readingService().reading(period, req.sign, { now, beforePolish: () => false });
  return {
    ...base,
    kind: `${PERIOD_NAMES[req.type]} Burç Yorumu`,
    period: periodLabelWithYear(period),
    headline: data.summary,
    excerpt: excerptOf(data.sections, data.summary),
    cacheControl: cacheControl({ until: period.endsAt, now }),
  };
}

/** A weak tag of what the image shows (and its size): equal tags, equal pictures. */
export function shareEtag(content: ShareContent, format: string): string {
  const shown = { ...content, cacheControl: undefined };
  return `W/"${createHash('sha1').update(JSON.stringify({ ...shown, format, v: 1 })).digest('base64url')}"`;
}

/** The image's address, as the share row links it. */
export function shareImagePath(type: ShareType, sign: SignId, date: string, format: 'story' | 'square'): string {
  return `/api/share/${type}/${sign}.png?date=${date}&format=${format}`;
}
