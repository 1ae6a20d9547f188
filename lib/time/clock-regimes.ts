/**
 * The offset a birth's clock used, told in words. For Türkiye a small table of the clock regimes in
 * the IANA time-zone database's history of Istanbul's zone (tzdata 2019c and later, as Node's Intl
 * carries it); for other zones the year's offsets say whether summer time was in force. A unit
 * test checks every regime's offset against Intl. Client-safe: Intl only.
 */
import { ISTANBUL_ZONE } from './zone';
import { yearOffsetRange, zoneOffsetSeconds } from './zoned';

/** 'UTC+3', 'UTC−5:30', 'UTC+1:56:56' from seconds east of Greenwich. */
export function offsetSecondsLabel(seconds: number): string {
  const sign = seconds >= 0 ? '+' : '−';
  const a = Math.abs(seconds);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s) return `UTC${sign}${h}:${pad(m)}:${pad(s)}`;
  return `UTC${sign}${h}${m ? `:${pad(m)}` : ''}`;
}

/** One regime of Türkiye's clocks: from `from` (inclusive) to `until` (exclusive), instants in UTC. */
export interface TurkeyClockRegime {
  from: string;
  until: string;
  /** The offsets (seconds) tzdata gives within the regime, with their words. */
  offsets: Record<number, string>;
}

const H = 3600;

/**
 * Türkiye's clock history as tzdata tells it. The boundaries are the UTC instants of the changes;
 * the unit test reads Intl at dates on both sides of each one.
 */
export const TURKEY_CLOCK_REGIMES: readonly TurkeyClockRegime[] = [
  {
    from: '1880-01-01T00:00:00Z',
    until: '1910-09-30T22:03:04Z',
    offsets: {
      [H + 56 * 60 + 56]:
        'İstanbul ortalama güneş saati (UTC+1:56:56): 1910’dan önce Türkiye’de ulusal saat yoktu ve saat dilimi veritabanı İstanbul’un yerel saatini kullanır. İstanbul dışında doğduysanız o yerin yerel saati farklıydı; biliyorsanız UTC farkını kendiniz girin.',
    },
  },
  {
    from: '1910-09-30T22:03:04Z',
    until: '1978-04-02T00:00:00Z',
    offsets: {
      [2 * H]: 'UTC+2, o yıllarda Türkiye’nin standart saati (Doğu Avrupa saati)',
      [3 * H]: 'UTC+3, o tarihte Türkiye’de yaz saati (ileri saat) uygulanıyordu; standart saat UTC+2 idi',
    },
  },
  {
    from: '1978-04-02T00:00:00Z',
    until: '1984-10-31T23:00:00Z',
    offsets: {
      [3 * H]: 'UTC+3, o yıllarda Türkiye’de kalıcı yaz saati (1978–1984 arası saatler yıl boyu UTC+3)',
      [4 * H]:
        'UTC+4, 1983 yazında Türkiye’de kalıcı yaz saatinin üstüne saatler bir saat daha ileri alınmıştı',
    },
  },
  {
    from: '1984-10-31T23:00:00Z',
    until: '2016-03-27T01:00:00Z',
    offsets: {
      [2 * H]: 'UTC+2, o tarihte Türkiye’de kış saati (standart saat) uygulanıyordu',
      [3 * H]: 'UTC+3, o tarihte Türkiye’de yaz saati uygulanıyordu',
    },
  },
  {
    from: '2016-03-27T01:00:00Z',
    until: '9999-12-31T00:00:00Z',
    offsets: {
      [3 * H]:
        'UTC+3, Türkiye’nin 2016’dan beri yıl boyu kullandığı saat (7 Eylül 2016’dan beri kalıcı yaz saati, Türkiye saati)',
    },
  },
];

/**
 * The dates where Türkiye departed from the European rule for exams and elections; a birth in
 * one of these windows gets a sentence more.
 */
const TURKEY_EXCEPTIONS: readonly { from: string; until: string; note: string }[] = [
  {
    from: '2011-03-27T01:00:00Z',
    until: '2011-03-28T01:00:00Z',
    note: 'Yaz saatine geçiş o yıl üniversite sınavı (LYS) nedeniyle bir gün ertelenmişti.',
  },
  {
    from: '2014-03-30T01:00:00Z',
    until: '2014-03-31T01:00:00Z',
    note: 'Yaz saatine geçiş o yıl yerel seçimler nedeniyle bir gün ertelenmişti.',
  },
  {
    from: '2015-10-25T01:00:00Z',
    until: '2015-11-08T01:00:00Z',
    note: 'Kış saatine geçiş o yıl genel seçim nedeniyle iki hafta ertelenmişti.',
  },
];

const TURKISH_ZONES = new Set([ISTANBUL_ZONE, 'Asia/Istanbul', 'Turkey']);

/** The Turkish regime in force at an instant. */
export function turkeyClockRegimeAt(instantMs: number): TurkeyClockRegime | undefined {
  return TURKEY_CLOCK_REGIMES.find((r) => instantMs >= Date.parse(r.from) && instantMs < Date.parse(r.until));
}

/**
 * The offset used at an instant, in words: 'UTC+3, o yıllarda Türkiye’de kalıcı yaz saati…'. With an
 * `override` the visitor's own offset is named as such.
 */
export function describeClock(
  zone: string | null,
  instantMs: number,
  offsetSeconds: number,
  { override = false }: { override?: boolean } = {},
): string {
  const label = offsetSecondsLabel(offsetSeconds);
  if (override || !zone) {
    const zoneSays = zone ? zoneOffsetSeconds(zone, instantMs) : null;
    const differs =
      zoneSays !== null && zoneSays !== offsetSeconds
        ? ` Saat dilimi veritabanı bu tarih için ${offsetSecondsLabel(zoneSays)} derdi.`
        : '';
    return `${label}, sizin girdiğiniz UTC farkı.${differs}`;
  }
  if (TURKISH_ZONES.has(zone)) {
    const regime = turkeyClockRegimeAt(instantMs);
    const words = regime?.offsets[offsetSeconds];
    if (words) {
      const exception = TURKEY_EXCEPTIONS.find(
        (e) => instantMs >= Date.parse(e.from) && instantMs < Date.parse(e.until),
      );
      return exception ? `${words}. ${exception.note}` : words;
    }
  }
  const year = new Date(instantMs + offsetSeconds * 1000).getUTCFullYear();
  const { min, max } = yearOffsetRange(zone, year);
  if (min === max) return `${label}, ${zone} saat diliminde o yıl saatler yıl boyu aynıydı`;
  if (offsetSeconds === max) return `${label}, ${zone} saat diliminde o tarihte yaz saati uygulanıyordu`;
  if (offsetSeconds === min)
    return `${label}, ${zone} saat diliminde o tarihte standart saat (kış saati) geçerliydi`;
  return `${label}, ${zone} saat diliminin o tarihteki resmî saati`;
}
