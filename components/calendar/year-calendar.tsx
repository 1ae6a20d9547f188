import Link from '@/components/ui/link';
import { Fragment } from 'react';
import {
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  type RetrogradePeriod,
  type SkyCalendar,
} from '@/lib/astro/calendar-events';
import { buttonClasses } from '@/components/ui/button';
import { TodayJump } from './calendar-links';
import { EventRow } from './event-row';
import {
  CALENDAR_FILTERS,
  FEED_TYPES_OF,
  matchesFilter,
  type CalendarFilter,
} from '@/lib/astro/calendar-filters';
import { istanbulMonth } from './format';
import { MONTH_NAMES } from '@/lib/time/calendar';
import { RetroTimeline } from './retro-timeline';
import { calendarYearBounds } from '@/lib/astro/calendar';

/**
 * A year of the sky, month by month, with the retrograde timeline, filters as links and, in the
 * current year, a 'şimdi' line between what has happened and what is to come.
 */
export function YearCalendar({
  calendar,
  filter,
  basePath,
  now,
  siteUrl,
}: {
  calendar: SkyCalendar;
  filter: CalendarFilter;
  /** The page's own path, for the filter links. */
  basePath: string;
  now: number;
  siteUrl: string;
}) {
  const { year } = calendar;
  const periods = calendar.events.filter((e): e is RetrogradePeriod => e.kind === 'retrograde');
  const listed = calendar.events.filter((e) => e.kind !== 'retrograde' && matchesFilter(e, filter));
  const nextIndex = listed.findIndex((e) => Date.parse(e.at) > now);
  const nowInYear = listed.length > 0 && Date.parse(listed[0].at) <= now && nextIndex !== -1;
  const { start: yearStart, end: yearEnd } = calendarYearBounds(year);
  const currentYear = now >= yearStart.getTime() && now < yearEnd.getTime();
  const thisMonth = currentYear ? istanbulMonth(new Date(now).toISOString()) : -1;
  const feedTypes = FEED_TYPES_OF[filter];
  const feedPath = `/api/sky-calendar/feed.ics${feedTypes ? `?types=${feedTypes}` : ''}`;
  const webcal = `${siteUrl.replace(/^https?:\/\//, 'webcal://')}${feedPath}`;
  const monthSection = (name: string, month: number) => {
    const items = listed.filter((e) => istanbulMonth(e.at) === month);
    if (items.length === 0 && month !== thisMonth) return null;
    return (
      <section
        key={name}
        id={month === thisMonth ? 'bugun' : undefined}
        aria-labelledby={`ay-${month}`}
        className={`mt-8 ${month === thisMonth ? '' : 'render-when-visible'}`}
      >
        <h3 id={`ay-${month}`} className="font-display text-xl font-semibold text-gold-300">
          {name} {year}
          {month === thisMonth ? (
            <span className="ml-2 text-sm font-normal text-slate-300">(bu ay)</span>
          ) : null}
        </h3>
        {items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">Bu ay bu türde olay yok.</p>
        ) : (
          <ul className="mt-3 grid gap-2 lg:grid-cols-2">
            {items.map((e) => (
              <Fragment key={`${e.kind}-${e.body}-${e.at}`}>
                {nowInYear && e === listed[nextIndex] ? (
                  <li
                    id="simdi"
                    className="flex items-center gap-3 py-1 text-sm font-semibold text-gold-300 lg:col-span-2"
                    aria-label="Şimdi: buradan sonrası gelecek olaylar"
                  >
                    <span aria-hidden="true" className="h-px flex-1 bg-gold-300/60" />
                    şimdi
                    <span aria-hidden="true" className="h-px flex-1 bg-gold-300/60" />
                  </li>
                ) : null}
                <EventRow event={e} now={now} />
              </Fragment>
            ))}
          </ul>
        )}
      </section>
    );
  };
  const pastMonths = MONTH_NAMES.map((name, month) => ({ name, month })).filter((m) => m.month < thisMonth);
  return (
    <>
      <TodayJump inPage={currentYear} />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form
          method="get"
          action={`/api/sky-calendar/${year}.ics`}
          className="flex flex-wrap items-end gap-3"
          aria-label="Takvim dosyasını indir"
        >
          <label className="flex flex-col gap-1 text-sm text-slate-300">
            Hatırlatma
            <select
              name="alarm"
              defaultValue="none"
              className="min-h-10 rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-sm text-white"
            >
              <option value="none">Hatırlatma yok</option>
              <option value="1d">Bir gün önce</option>
              <option value="1h">Bir saat önce</option>
            </select>
          </label>
          <button type="submit" className={buttonClasses({ size: 'sm' })}>
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
            Takvime ekle (.ics)
          </button>
          <a
            href={webcal}
            className="rounded-lg border border-white/15 px-3 py-2 text-sm text-slate-200 hover:bg-white/10"
          >
            Takvime abone ol{feedTypes ? ' (bu süzgeçle)' : ''}
          </a>
        </form>
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
        tutulmalar, burç değişimleri ve retro dönemleri. Abonelik bağlantısı takviminizi her gün kendiliğinden
        günceller ve önceki, bu ve sonraki yılın olaylarını içerir; adresi kopyalamak isterseniz:{' '}
        <code className="break-all text-slate-300">{`${siteUrl}${feedPath}`}</code>
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
            <EventRow key={`${p.body}-${p.start}`} event={p} now={now} />
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
        {pastMonths.length > 0 ? (
          <details className="mt-6 rounded-2xl border border-white/10 bg-night-900/40 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-slate-200">
              Geçen aylar ({pastMonths[0].name} – {pastMonths[pastMonths.length - 1].name}): olaylar geçti
            </summary>
            {pastMonths.map((m) => monthSection(m.name, m.month))}
          </details>
        ) : null}
        {MONTH_NAMES.map((name, month) => (month < thisMonth ? null : monthSection(name, month)))}
      </section>
    </>
  );
}
