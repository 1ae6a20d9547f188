/**
 * A year's sky calendar as an iCalendar file (RFC 5545): CRLF line endings, lines folded at 75
 * octets, stable UIDs, DTSTAMP, times in UTC, Turkish text with its commas, semicolons and
 * backslashes escaped. Lunations, eclipses and ingresses are instants; retrograde periods span
 * from the retrograde station to the direct one.
 */
import { BODY_NAMES } from '../astro/bodies';
import type { CalendarEvent, SkyCalendar } from '../astro/calendar-events';
import { eventTitle, placeLabel } from '../astro/calendar-text';
import { SITE_NAME } from '../site';
import { eventLabel, type InstantPrecision } from '../time/labels';
import { ISTANBUL_ZONE } from '../time/zone-name';
import { LruCache, processWide } from '../cache';
import { badRequest } from './errors';

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into pieces of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // Continuation lines start with a space, which counts towards their 75.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** 20260315T145400Z */
export function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The same event keeps its UID across downloads: kind, body and the minute it happens. */
export function eventUid(e: CalendarEvent): string {
  return `${e.kind}-${e.body}-${icsTime(e.at).slice(0, 13)}@yildiz-rehberi`;
}

const when = (iso: string, precision?: InstantPrecision) =>
  `${eventLabel(new Date(iso), precision)} (İstanbul)`;

function description(e: CalendarEvent): string {
  const lines = [`${when(e.at, e.precision)}.`];
  switch (e.kind) {
    case 'new-moon':
    case 'full-moon':
    case 'station-retrograde':
    case 'station-direct':
      lines.push(`Konum: ${placeLabel(e.sign, e.degree)}.`);
      break;
    case 'ingress':
      lines.push(`${BODY_NAMES[e.body]} ${placeLabel(e.sign, e.degree)} noktasında.`);
      break;
    case 'solar-eclipse':
      lines[0] = `En büyük tutulma: ${when(e.at)}.`;
      lines.push(`Konum: ${placeLabel(e.sign, e.degree)}.`);
      lines.push(
        e.istanbul
          ? `İstanbul’dan parçalı olarak görülür: ${when(e.istanbul.begin)} başlar, ${when(e.istanbul.peak)} en büyük evresinde Güneş’in yüzde ${Math.round(e.istanbul.obscuration * 100)} kadarı örtülür, ${when(e.istanbul.end)} biter.`
          : 'İstanbul’dan görülmez.',
      );
      break;
    case 'lunar-eclipse':
      lines[0] = `En büyük tutulma: ${when(e.at)}.`;
      lines.push(`Konum: ${placeLabel(e.sign, e.degree)}.`);
      if (e.partialStart && e.partialEnd) {
        lines.push(`Parçalı evre: ${when(e.partialStart)} – ${when(e.partialEnd)}.`);
      }
      if (e.totalStart && e.totalEnd) lines.push(`Tam evre: ${when(e.totalStart)} – ${when(e.totalEnd)}.`);
      lines.push(
        e.visibleFromIstanbul
          ? 'İstanbul’dan görülebilir.'
          : 'İstanbul’dan görülmez: Ay o saatlerde ufkun altında.',
      );
      break;
    case 'retrograde':
      lines[0] = `${BODY_NAMES[e.body]} ${when(e.start)} tarihinde ${placeLabel(e.sign, e.degree)} noktasında geri harekete başlar, ${when(e.end)} tarihinde ${placeLabel(e.endSign, e.endDegree)} noktasında düz harekete döner.`;
      if (e.shadowStart && e.shadowEnd) {
        lines.push(`Gölge dönemi: ${when(e.shadowStart)} – ${when(e.shadowEnd)}.`);
      }
      break;
  }
  return lines.join('\n');
}

/** Reminders the visitor may choose: none, a day before, an hour before (`alarm=none|1d|1h`). */
export const ICS_ALARMS = ['none', '1d', '1h'] as const;
export type IcsAlarm = (typeof ICS_ALARMS)[number];
const TRIGGER: Record<Exclude<IcsAlarm, 'none'>, string> = { '1d': '-P1D', '1h': '-PT1H' };

/** The kinds of event a feed may carry, by the page filters' ids. */
export const FEED_TYPES = ['ay', 'tutulma', 'retro', 'burc'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const ICS_MESSAGES = {
  alarm: 'alarm parametresi none, 1d ya da 1h olmalı (hatırlatma yok, bir gün önce, bir saat önce).',
  types: `types parametresi virgülle ayrılmış şu türlerden oluşmalı: ${FEED_TYPES.join(', ')}.`,
  repeated: (key: string) => `${key} parametresi yalnızca bir kez gönderilmeli.`,
} as const;

function single(params: URLSearchParams, key: string): string | undefined {
  const values = params.getAll(key);
  if (values.length > 1) throw badRequest(ICS_MESSAGES.repeated(key));
  return values[0];
}

/** `alarm` from a query: none by default, or a Turkish 400. */
export function parseAlarm(params: URLSearchParams): IcsAlarm {
  const raw = single(params, 'alarm')?.trim() || 'none';
  if (!(ICS_ALARMS as readonly string[]).includes(raw)) throw badRequest(ICS_MESSAGES.alarm);
  return raw as IcsAlarm;
}

/** `types` from a query: every kind when absent, or a Turkish 400. */
export function parseFeedTypes(params: URLSearchParams): FeedType[] {
  const raw = single(params, 'types')?.trim();
  if (!raw) return [...FEED_TYPES];
  const types = raw.split(',').map((t) => t.trim());
  if (!types.every((t) => (FEED_TYPES as readonly string[]).includes(t)))
    throw badRequest(ICS_MESSAGES.types);
  return FEED_TYPES.filter((t) => types.includes(t));
}

export function feedMatches(e: CalendarEvent, types: readonly FeedType[]): boolean {
  switch (e.kind) {
    case 'new-moon':
    case 'full-moon':
      return types.includes('ay');
    case 'solar-eclipse':
    case 'lunar-eclipse':
      return types.includes('tutulma');
    case 'retrograde':
    case 'station-retrograde':
    case 'station-direct':
      return types.includes('retro');
    case 'ingress':
      return types.includes('burc');
  }
}

const FEED_TYPE_NAMES: Record<FeedType, string> = {
  ay: 'yeni ay ve dolunay',
  tutulma: 'tutulmalar',
  retro: 'retrolar',
  burc: 'burç değişimleri',
};

interface IcsOptions {
  alarm?: IcsAlarm;
}

function eventLines(e: CalendarEvent, dtstamp: string, url: string, alarm: IcsAlarm): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(e)}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART:${icsTime(e.kind === 'retrograde' ? e.start : e.at)}`,
    ...(e.kind === 'retrograde' ? [`DTEND:${icsTime(e.end)}`] : []),
    `SUMMARY:${escapeText(eventTitle(e))}`,
    `DESCRIPTION:${escapeText(description(e))}`,
    `CATEGORIES:${escapeText(e.kind)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
  ];
  if (alarm !== 'none') {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(eventTitle(e))}`,
      `TRIGGER:${TRIGGER[alarm]}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

function icsText(
  header: string[],
  events: readonly CalendarEvent[],
  siteUrl: string,
  stamp: Date,
  alarm: IcsAlarm,
) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...header];
  const dtstamp = icsTime(stamp.toISOString());
  for (const e of events) {
    // Stations are the two ends of a retrograde period, which the file carries as one event.
    if (e.kind === 'station-retrograde' || e.kind === 'station-direct') continue;
    const year = new Date(e.kind === 'retrograde' ? e.start : e.at).getUTCFullYear();
    lines.push(...eventLines(e, dtstamp, `${siteUrl}/gokyuzu-takvimi/${year}`, alarm));
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The .ics text of a year; `stamp` is DTSTAMP (the moment the file is made). */
export function skyCalendarIcs(
  calendar: SkyCalendar,
  siteUrl: string,
  stamp: Date,
  { alarm = 'none' }: IcsOptions = {},
): string {
  return icsText(
    [
      `PRODID:-//${SITE_NAME}//Gökyüzü Takvimi ${calendar.year}//TR`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(`Gökyüzü Takvimi ${calendar.year} – ${SITE_NAME}`)}`,
      `X-WR-TIMEZONE:${ISTANBUL_ZONE}`,
    ],
    calendar.events,
    siteUrl,
    stamp,
    alarm,
  );
}

/**
 * A subscribable feed: the events of the given kinds over several years (the caller passes the
 * previous, current and next year), refreshed daily by clients that honour REFRESH-INTERVAL
 * (RFC 7986) or X-PUBLISHED-TTL (Outlook, Google).
 */
export function skyCalendarFeed(
  events: readonly CalendarEvent[],
  types: readonly FeedType[],
  siteUrl: string,
  stamp: Date,
  { alarm = 'none' }: IcsOptions = {},
): string {
  const all = types.length === FEED_TYPES.length;
  const name = `Gökyüzü Takvimi${all ? '' : ` (${types.map((t) => FEED_TYPE_NAMES[t]).join(', ')})`} – ${SITE_NAME}`;
  return icsText(
    [
      `PRODID:-//${SITE_NAME}//Gökyüzü Takvimi//TR`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `NAME:${escapeText(name)}`,
      `X-WR-CALNAME:${escapeText(name)}`,
      `X-WR-TIMEZONE:${ISTANBUL_ZONE}`,
      'REFRESH-INTERVAL;VALUE=DURATION:P1D',
      'X-PUBLISHED-TTL:P1D',
      `SOURCE;VALUE=URI:${siteUrl}/api/sky-calendar/feed.ics${all ? '' : `?types=${types.join(',')}`}`,
    ],
    events.filter((e) => feedMatches(e, types)),
    siteUrl,
    stamp,
    alarm,
  );
}

// Made once per file and day: the sky does not change, and DTSTAMP (when the file was made) may
// stay the same all day. Keys: 'year:2026:1d', 'feed:2026:ay,tutulma:none'.
const icsCache = () =>
  processWide('sky-calendar-ics', () => new LruCache<{ day: string; text: string }>(128));

/** The text for `key`, made by `make` at most once a (UTC) day per process. */
export function cachedIcs(key: string, make: () => string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const hit = icsCache().get(key);
  if (hit && hit.day === day) return hit.text;
  const text = make();
  icsCache().set(key, { day, text });
  return text;
}
