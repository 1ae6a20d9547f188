/**
 * An RFC 5545 calendar of the personal sky's dates, built in the browser: each exact pass of the
 * next 12 months' big transits and the solar return, as a timed event (UTC).
 */
import type { TransitWire } from '@/lib/api/transits';
import { ASPECT_NAMES } from '@/lib/astro/aspects';
import { BODY_NAMES } from '@/lib/astro/bodies';
import { POINT_NAMES } from '@/lib/personal-reading/phrases';

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 3.1), counting UTF-8 bytes. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

export function icsOf(
  transits: readonly TransitWire[],
  solarReturn: string | null,
  now = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Yildiz Rehberi//Kisisel Gokyuzu//TR',
    'CALSCALE:GREGORIAN',
  ];
  const event = (uid: string, at: string, summary: string, description: string) => {
    const end = new Date(Date.parse(at) + 60 * 60_000).toISOString();
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}@yildizrehberi`,
      `DTSTAMP:${stamp(now.toISOString())}`,
      `DTSTART:${stamp(at)}`,
      `DTEND:${stamp(end)}`,
      fold(`SUMMARY:${escape(summary)}`),
      fold(`DESCRIPTION:${escape(description)}`),
      'END:VEVENT',
    );
  };
  for (const t of transits) {
    for (const at of t.exact) {
      const name = `${BODY_NAMES[t.body]} ${ASPECT_NAMES[t.aspect]} natal ${POINT_NAMES[t.point]}`;
      event(`${t.body}-${t.aspect}-${t.point}-${stamp(at)}`, at, name, `${name}: açının tam olduğu an.`);
    }
  }
  if (solarReturn) {
    event(
      `gunes-donusu-${stamp(solarReturn)}`,
      solarReturn,
      'Güneş dönüşüm',
      'Güneş doğduğunuz andaki yerine dönüyor.',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
