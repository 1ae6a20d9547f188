import { JsonLd } from '@/components/seo/json-ld';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { skyCalendar, isCalendarYear } from '@/lib/astro/calendar';
import { ECLIPSE_TYPE_NAMES, type CalendarEvent, type RetrogradePeriod } from '@/lib/astro/calendar-events';
import { eventTitle, placeLabel } from '@/lib/astro/calendar-text';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { eventLabel } from '@/lib/time/labels';
import { istanbulDay } from '@/lib/time/zone';
import { CalendarLinks, TodayJump } from './calendar-links';
import { EventRow } from './event-row';
import { currentInstant, skyEventsJsonLd } from './format';

/** This year's events, and the next year's too for "the next one" late in December. */
function eventsAround(now: number): { year: number; ofYear: CalendarEvent[]; ahead: CalendarEvent[] } {
  const year = Number(istanbulDay(now).slice(0, 4));
  const ofYear = skyCalendar(year).events;
  const ahead = isCalendarYear(year + 1) ? [...ofYear, ...skyCalendar(year + 1).events] : ofYear;
  return { year, ofYear, ahead };
}

/** The eclipse a new or full moon is (within a day of it), as a badge text. */
function eclipseOf(e: CalendarEvent, events: readonly CalendarEvent[]): string | undefined {
  if (e.kind !== 'new-moon' && e.kind !== 'full-moon') return undefined;
  const kind = e.kind === 'new-moon' ? 'solar-eclipse' : 'lunar-eclipse';
  const hit = events.find(
    (x) => x.kind === kind && Math.abs(Date.parse(x.at) - Date.parse(e.at)) < 86_400_000,
  );
  if (!hit || (hit.kind !== 'solar-eclipse' && hit.kind !== 'lunar-eclipse')) return undefined;
  return `${ECLIPSE_TYPE_NAMES[hit.eclipseType]} ${hit.kind === 'solar-eclipse' ? 'Güneş' : 'Ay'} tutulması`;
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
    <dd className="mt-0.5 text-lg font-semibold text-white">{value}</dd>
  </div>
);

interface EvergreenProps {
  path: string;
  crumb: string;
  heading: string;
  intro: string;
  kind: 'new-moon' | 'full-moon' | 'mercury-retrograde';
  /** What the year's list is called: 'Merkür retroları', 'dolunayları'. */
  listName: string;
}

/** "Ne zaman?" pages: the next (or current) event first, then the year's list. */
export function EvergreenPage({ path, crumb, heading, intro, kind, listName }: EvergreenProps) {
  const now = currentInstant();
  const { year, ofYear, ahead } = eventsAround(now);
  const siteUrl = env().SITE_URL;
  const wanted = (e: CalendarEvent) =>
    kind === 'mercury-retrograde' ? e.kind === 'retrograde' && e.body === 'mercury' : e.kind === kind;
  const next = ahead.filter(wanted).find((e) => Date.parse(e.kind === 'retrograde' ? e.end : e.at) > now);
  const unique = ofYear.filter(wanted);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [
            { name: 'Gökyüzü Takvimi', path: '/gokyuzu-takvimi' },
            { name: crumb, path },
          ]),
          ...skyEventsJsonLd(siteUrl, path, unique),
        ]}
      />
      <PageHeader title={heading} lead={intro} />
      <CalendarLinks current={path} />
      <TodayJump />

      {next ? (
        <section
          aria-labelledby="siradaki"
          className={cardClasses({ raised: true, className: 'mt-8 border-gold-300/40' })}
        >
          <h2 id="siradaki" className="text-sm font-semibold uppercase tracking-wide text-gold-300">
            {next.kind === 'retrograde' && Date.parse(next.start) <= now ? 'Şu anda sürüyor' : 'Sıradaki'}
          </h2>
          <p className="mt-2 font-display text-2xl font-semibold text-white">{eventTitle(next)}</p>
          {next.kind === 'retrograde' ? (
            <Retro period={next} />
          ) : (
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Fact label="Tarih ve saat (İstanbul)" value={eventLabel(new Date(next.at))} />
              <Fact label="Konum" value={placeLabel(next.sign, next.degree)} />
            </dl>
          )}
        </section>
      ) : null}

      <section aria-labelledby="yilin-listesi" className="render-when-visible mt-10">
        <h2 id="yilin-listesi" className="font-display text-2xl font-semibold text-white">
          {year} yılının {listName}
        </h2>
        <ul className="mt-4 grid gap-2">
          {unique.map((e) => (
            <EventRow key={`${e.kind}-${e.at}`} event={e} now={now} eclipse={eclipseOf(e, ofYear)} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Retro({ period: p }: { period: RetrogradePeriod }) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      <Fact label="Retro başlıyor" value={eventLabel(new Date(p.start))} />
      <Fact label="Retro bitiyor" value={eventLabel(new Date(p.end))} />
      {p.shadowStart ? (
        <Fact label="Gölge dönemi başlıyor" value={eventLabel(new Date(p.shadowStart))} />
      ) : null}
      {p.shadowEnd ? <Fact label="Gölge dönemi bitiyor" value={eventLabel(new Date(p.shadowEnd))} /> : null}
      <Fact label="Retro başladığı derece" value={placeLabel(p.sign, p.degree)} />
      <Fact label="Düze döndüğü derece" value={placeLabel(p.endSign, p.endDegree)} />
    </dl>
  );
}
