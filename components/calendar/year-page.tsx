import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { calendarYearBounds, skyCalendar } from '@/lib/astro/calendar';
import type { CalendarFilter } from '@/lib/astro/calendar-filters';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { CalendarLinks } from './calendar-links';
import { currentInstant, skyEventsJsonLd } from './format';
import { YearCalendar } from './year-calendar';

const yearTitle = (year: number) => `${year} Gökyüzü Takvimi: Retrolar, Dolunaylar, Tutulmalar`;
const yearDescription = (year: number) =>
  `${year} yılının gökyüzü olayları İstanbul saatiyle: Merkür retrosu ve gölge dönemleri, yeni ay ve dolunaylar, Güneş ve Ay tutulmaları, gezegenlerin burç değişimleri.`;

/** A year's metadata; its filtered views (`?tur=`) share the unfiltered page's canonical address. */
export function yearPageMetadata(year: number, path: string) {
  return pageMetadata({ title: yearTitle(year), description: yearDescription(year), path });
}

/** The page of a year: heading, the year's calendar, JSON-LD. */
export function YearPage({ year, path, filter }: { year: number; path: string; filter: CalendarFilter }) {
  const calendar = skyCalendar(year);
  const siteUrl = env().SITE_URL;
  const now = currentInstant();
  // Search engines show events still to come: the current year's page marks up those; a past
  // year's page keeps all of its own as the record of that year.
  const yearOver = calendarYearBounds(year).end.getTime() <= now;
  const marked = yearOver ? calendar.events : calendar.events.filter((e) => Date.parse(e.at) > now);
  const crumbs = [{ name: 'Gökyüzü Takvimi', path: '/gokyuzu-takvimi' }];
  if (path !== '/gokyuzu-takvimi') crumbs.push({ name: String(year), path });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <JsonLd data={[breadcrumbJsonLd(siteUrl, crumbs), ...skyEventsJsonLd(siteUrl, path, marked)]} />
      <PageHeader
        title={`${year} gökyüzü takvimi`}
        lead="Yılın yeni ay ve dolunayları, tutulmaları, gezegenlerin burç değiştirdiği ve geri harekete başladığı anlar: hepsi gerçek gökyüzünden hesaplandı, saatler İstanbul saatiyle."
      />
      <CalendarLinks />
      <YearCalendar calendar={calendar} filter={filter} basePath={path} now={now} siteUrl={siteUrl} />
    </div>
  );
}
