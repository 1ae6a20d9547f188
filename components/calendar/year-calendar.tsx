import Link from '@/components/ui/link';
import { Fragment } from 'react';
import {
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  type RetrogradePeriod,
  type SkyCalendar,
} from '@/lib/astro/calendar-events';
import { buttonClasses } from '@/components/ui/button';
import { EventRow } from './event-row';
import { CALENDAR_FILTERS, matchesFilter, type CalendarFilter } from './filters';
import { istanbulMonth } from './format';
import { MONTH_NAMES } from '@/lib/time/calendar';
import { RetroTimeline } from './retro-timeline';

/**
 * A year of the sky, month by month, with the retrograde timeline, filters as links and, in the
 * current year, a 'şimdi' line between what has happened and what is to come.
 */
export function YearCalendar({
  calendar,
  filter,
  basePath,
  now,
}: {
  calendar: SkyCalendar;
  filter: CalendarFilter;
  /** The page's own path, for the filter links. */
  basePath: string;
  now: number;
}) {
  const { year } = calendar;
  const periods = calendar.events.filter((e): e is RetrogradePeriod => e.kind === 'retrograde');
  const listed = calendar.events.filter((e) => e.kind !== 'retrograde' && matchesFilter(e, filter));
  const nextIndex = listed.findIndex((e) => Date.parse(e.at) > now);
  const nowInYear = listed.length > 0 && Date.parse(listed[0].at) <= now && nextIndex !== -1;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={`/api/sky-calendar/${year}.ics`} className={buttonClasses({ size: 'sm', element: 'link' })}>
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          Takvime ekle
        </a>
        <nav aria-label="Yıllar" className="flex items-center gap-2 text-sm">
          {year > FIRST_CALENDAR_YEAR ? (
            <Link
              href={`/gokyuzu-takvimi/${year - 1}`}
              className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
            >
              ← {year - 1}
            </Link>
          ) : null}
          {year < LAST_CALENDAR_YEAR ? (
            <Link
              href={`/gokyuzu-takvimi/${year + 1}`}
              className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
            >
              {year + 1} →
            </Link>
          ) : null}
        </nav>
      </div>
      <p className="mt-2 text-sm text-slate-400">
        .ics dosyası Google Takvim, Apple Takvim ve Outlook’a aktarılabilir: yeni ay ve dolunaylar,
        tutulmalar, burç değişimleri ve retro dönemleri.
      </p>

      <section aria-labelledby="retro-donemleri" className="mt-10">
        <h2 id="retro-donemleri" className="font-display text-2xl font-semibold text-white">
          {year} retro dönemleri
        </h2>
        <div className="mt-4">
          <RetroTimeline year={year} periods={periods} now={now} />
        </div>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {periods.map((p) => (
            <EventRow key={`${p.body}-${p.start}`} event={p} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="ay-ay" className="mt-12">
        <h2 id="ay-ay" className="font-display text-2xl font-semibold text-white">
          Ay ay {year} gökyüzü olayları
        </h2>
        <nav aria-label="Olay türüne göre süz" className="mt-4 flex flex-wrap gap-2">
          {CALENDAR_FILTERS.map((f) => (
            <Link
              key={f.id}
              href={f.id === 'hepsi' ? `${basePath}#ay-ay` : `${basePath}?tur=${f.id}#ay-ay`}
              aria-current={f.id === filter ? 'page' : undefined}
              className={`rounded-full border px-3 py-1.5 text-sm transition ${
                f.id === filter
                  ? 'border-gold-300 bg-gold-300 font-semibold text-night-950'
                  : 'border-white/15 text-slate-200 hover:bg-white/10'
              }`}
            >
              {f.label}
            </Link>
          ))}
        </nav>
        {MONTH_NAMES.map((name, month) => {
          const items = listed.filter((e) => istanbulMonth(e.at) === month);
          if (items.length === 0) return null;
          return (
            <section key={name} aria-labelledby={`ay-${month}`} className="render-when-visible mt-8">
              <h3 id={`ay-${month}`} className="font-display text-xl font-semibold text-gold-300">
                {name} {year}
              </h3>
              <ul className="mt-3 grid gap-2 lg:grid-cols-2">
                {items.map((e) => (
                  <Fragment key={`${e.kind}-${e.body}-${e.at}`}>
                    {nowInYear && e === listed[nextIndex] ? (
                      <li
                        id="simdi"
                        className="flex items-center gap-3 py-1 text-sm font-semibold text-gold-300"
                        aria-label="Şimdi: buradan sonrası gelecek olaylar"
                      >
                        <span aria-hidden="true" className="h-px flex-1 bg-gold-300/60" />
                        şimdi
                        <span aria-hidden="true" className="h-px flex-1 bg-gold-300/60" />
                      </li>
                    ) : null}
                    <EventRow event={e} />
                  </Fragment>
                ))}
              </ul>
            </section>
          );
        })}
      </section>
    </>
  );
}
