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
import { eventLabel } from '../time/labels';
import { ISTANBUL_ZONE } from '../time/zone-name';

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

const when = (iso: string) => `${eventLabel(new Date(iso))} (İstanbul)`;

function description(e: CalendarEvent): string {
  const lines = [`${when(e.at)}.`];
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

/** The .ics text of a year; `stamp` is DTSTAMP (the moment the file is made). */
export function skyCalendarIcs(calendar: SkyCalendar, siteUrl: string, stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE_NAME}//Gökyüzü Takvimi ${calendar.year}//TR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Gökyüzü Takvimi ${calendar.year} – ${SITE_NAME}`)}`,
    `X-WR-TIMEZONE:${ISTANBUL_ZONE}`,
  ];
  const dtstamp = icsTime(stamp.toISOString());
  const url = `${siteUrl}/gokyuzu-takvimi/${calendar.year}`;
  for (const e of calendar.events) {
    // Stations are the two ends of a retrograde period, which the file carries as one event.
    if (e.kind === 'station-retrograde' || e.kind === 'station-direct') continue;
    lines.push(
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
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
