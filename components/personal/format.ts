/** Labels of the personal sky: Istanbul dates and times, and a transit's name. Client-safe. */
import { ASPECT_NAMES } from '@/lib/astro/aspects';
import { BODY_NAMES } from '@/lib/astro/bodies';
import type { TransitWire } from '@/lib/api/transits';
import { POINT_NAMES } from '@/lib/personal-reading/phrases';

const ZONE = 'Europe/Istanbul';
const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('tr-TR', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '3 Aralık 2026 14:32' in Istanbul. */
export const when = (iso: string) => dateTime.format(new Date(iso));
/** '3 Aralık 2026' in Istanbul. */
export const day = (iso: string) => dateOnly.format(new Date(iso));

export function transitName(t: Pick<TransitWire, 'body' | 'aspect' | 'point'>): string {
  return `${BODY_NAMES[t.body]} ${ASPECT_NAMES[t.aspect]} natal ${POINT_NAMES[t.point]}`;
}

const dayMonth = new Intl.DateTimeFormat('tr-TR', { timeZone: ZONE, day: 'numeric', month: 'long' });
const dayMonthShort = new Intl.DateTimeFormat('tr-TR', { timeZone: ZONE, day: 'numeric', month: 'short' });
const clock = new Intl.DateTimeFormat('tr-TR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });

/** '3 Aralık' in Istanbul (the year is the reader's own). */
export const dayOfMonth = (iso: string) => dayMonth.format(new Date(iso));
/** '3 Ara' in Istanbul, for axis labels. */
export const dayShort = (iso: string) => dayMonthShort.format(new Date(iso));
/** '3 Aralık, 14:32' in Istanbul. */
export const dayAndClock = (iso: string) => `${dayOfMonth(iso)}, ${clock.format(new Date(iso))}`;
