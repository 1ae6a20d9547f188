/** Shared helpers of the calendar pages: Istanbul times, months, JSON-LD for the events. */
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import type { CalendarEvent } from '@/lib/astro/calendar-events';
import { eventTitle, placeLabel } from '@/lib/astro/calendar-text';
import type { JsonLdObject } from '@/lib/seo/jsonld';
import { inIstanbul } from '@/lib/time/zone';

/** '2026-03-15T17:54:00+03:00': the instant as Istanbul's clock shows it. */
export const istanbulIso = (iso: string) => format(inIstanbul(new Date(iso)), "yyyy-MM-dd'T'HH:mm:ssXXX");

/** 0–11: the Istanbul month of an instant. */
export const istanbulMonth = (iso: string) => inIstanbul(new Date(iso)).getMonth();

/** The Istanbul year of an instant. */
export const istanbulYear = (iso: string) => inIstanbul(new Date(iso)).getFullYear();

/** '15 Mart' */
export const dayMonth = (iso: string) => format(inIstanbul(new Date(iso)), 'd MMMM', { locale: tr });

/** '17:54' */
export const clock = (iso: string) => format(inIstanbul(new Date(iso)), 'HH:mm');

/** Schema.org Event objects for the lunations and eclipses among the events. */
export function skyEventsJsonLd(
  siteUrl: string,
  path: string,
  events: readonly CalendarEvent[],
): JsonLdObject[] {
  const url = new URL(path, `${siteUrl}/`).toString();
  return events
    .filter((e) => ['new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'].includes(e.kind))
    .map((e) => ({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: eventTitle(e),
      description: `${eventTitle(e)}: ${placeLabel(e.sign, e.degree)}.`,
      startDate: istanbulIso(e.at),
      endDate: istanbulIso(e.at),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Gökyüzü',
        address: { '@type': 'PostalAddress', addressLocality: 'İstanbul', addressCountry: 'TR' },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Yıldız Rehberi',
        url: new URL('/', `${siteUrl}/`).toString(),
      },
      url,
      inLanguage: 'tr-TR',
    }));
}

/** The instant a page is rendered at (pages are regenerated, so this is their "now"). */
export const currentInstant = () => Date.now();

/** The year the calendar opens on: Istanbul's, now. */
export const currentCalendarYear = () => istanbulYear(new Date(currentInstant()).toISOString());
