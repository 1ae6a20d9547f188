import Link from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import type { MoonDay, MoonMonth } from '@/lib/moon/month';
import { MOON_PHASE_NAMES } from '@/lib/moon/phase';
import { MONTH_NAMES, WEEKDAY_NAMES, weekdayOf } from '@/lib/time/calendar';
import { getSign } from '@/lib/zodiac/signs';
import { clockIn, clockOnDay } from './format';
import { MoonGlyph, PHASE_ANGLE } from './moon-glyph';
import { turkishProvinces } from './provinces';

const pad = (n: number) => String(n).padStart(2, '0');
const decimal = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 1 });

/** '/ay-takvimi/2026/11?yer=tr-06' (the place only when it is not İstanbul). */
export function moonMonthPath(year: number, month: number, placeId: string): string {
  const q = placeId === 'tr-34' ? '' : `?yer=${placeId}`;
  return `/ay-takvimi/${year}/${pad(month)}${q}`;
}

function shift(year: number, month: number, by: number) {
  const d = new Date(Date.UTC(year, month - 1 + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

function DayRow({ day, zone, today }: { day: MoonDay; zone: string; today: boolean }) {
  const [, m, d] = day.date.split('-').map(Number);
  const sign = getSign(day.sign);
  return (
    <li
      id={`gun-${day.date}`}
      className={`row-card${today ? ' border-gold-300/70 ring-1 ring-gold-300/40' : ''}`}
      aria-current={today ? 'date' : undefined}
    >
      <div className="row-glyph w-14 gap-1">
        <MoonGlyph angle={day.phase.angle} size={34} />
        <span className="text-xs text-slate-400">%{Math.round(day.phase.illumination)}</span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-white">
          <time dateTime={day.date}>
            {d} {MONTH_NAMES[m - 1]} {WEEKDAY_NAMES[weekdayOf(day.date) - 1]}
          </time>
          {today ? (
            <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950">
              Bugün
            </span>
          ) : null}
        </h3>
        <p className="mt-0.5 text-sm text-gold-200">
          {day.phase.exact
            ? `${MOON_PHASE_NAMES[day.phase.exact.id]} ${clockIn(day.phase.exact.at, zone)}`
            : day.phase.name}
          <span className="text-slate-400">
            {' '}
            · yüzde {decimal(day.phase.illumination)} aydınlık · {decimal(day.phase.age)} günlük
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-200">
          <span aria-hidden="true" className="mr-1 font-symbol text-sky-300">
            {sign.icon}
          </span>
          Ay {sign.name} burcunda
          {day.ingress && day.ingressSign ? (
            <>
              ; {getSign(day.ingressSign).name} burcuna geçişi{' '}
              <strong className="font-semibold text-white">{clockIn(day.ingress, zone)}</strong>
            </>
          ) : null}
          .
        </p>
        {day.voidOfCourse.map((v) => (
          <p key={v.start} className="mt-1 text-sm text-violet-200">
            <span className="font-semibold">Ay boşlukta:</span> {clockOnDay(v.start, zone, day.date)} –{' '}
            {clockOnDay(v.end, zone, day.date)}
          </p>
        ))}
        <p className="mt-1 text-sm text-slate-300">
          Ay doğuşu {day.moonrise ? clockIn(day.moonrise, zone) : 'yok'} · Ay batışı{' '}
          {day.moonset ? clockIn(day.moonset, zone) : 'yok'}
        </p>
        <p className="row-note mt-1.5">{day.advice}</p>
      </div>
    </li>
  );
}

/** A month of the Moon: the place form, month links and one card per day. */
export function MoonMonthView({
  data,
  today,
  formAction,
  notice,
}: {
  data: MoonMonth;
  /** yyyy-MM-dd of today at the place, to mark it. */
  today: string;
  formAction: string;
  notice?: string;
}) {
  const { year, month, place } = data;
  const prev = shift(year, month, -1);
  const next = shift(year, month, 1);
  const [ty, tm] = today.split('-').map(Number);
  const isCurrent = ty === year && tm === month;
  const zone = place.timeZone;
  const principal = data.days.filter((d) => d.phase.exact);
  return (
    <>
      <form
        method="get"
        action={formAction}
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label="Ay takvimi için il seçin"
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          İl (Ay doğuşu ve batışı için)
          <select
            name="yer"
            defaultValue={place.id}
            className="min-h-11 rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-base text-white"
          >
            {turkishProvinces().map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Göster
        </button>
      </form>
      {notice ? (
        <p role="status" className="mt-3 text-sm text-amber-200">
          {notice}
        </p>
      ) : null}

      <nav aria-label="Aylar" className="mt-6 flex flex-wrap items-center gap-2 text-sm">
        <Link
          href={moonMonthPath(prev.year, prev.month, place.id)}
          className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
        >
          ← {MONTH_NAMES[prev.month - 1]} {prev.year}
        </Link>
        {isCurrent ? (
          <a
            href={`#gun-${today}`}
            className="rounded-lg border border-gold-300/60 px-3 py-2 font-semibold text-gold-300 hover:bg-white/10"
          >
            Bugün
          </a>
        ) : (
          <Link
            href={place.id === 'tr-34' ? '/ay-takvimi' : `/ay-takvimi?yer=${place.id}`}
            className="rounded-lg border border-gold-300/60 px-3 py-2 font-semibold text-gold-300 hover:bg-white/10"
          >
            Bugün
          </Link>
        )}
        <Link
          href={moonMonthPath(next.year, next.month, place.id)}
          className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
        >
          {MONTH_NAMES[next.month - 1]} {next.year} →
        </Link>
      </nav>

      {principal.length ? (
        <ul
          aria-label="Ayın ana evreleri"
          className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200"
        >
          {principal.map((d) => (
            <li key={d.date} className="flex items-center gap-2">
              <MoonGlyph
                angle={PHASE_ANGLE[d.phase.exact!.id as keyof typeof PHASE_ANGLE] ?? d.phase.angle}
                size={20}
              />
              <span>
                <span className="font-semibold text-white">{MOON_PHASE_NAMES[d.phase.exact!.id]}</span>{' '}
                {Number(d.date.slice(8))} {MONTH_NAMES[month - 1]} {clockIn(d.phase.exact!.at, zone)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="gunler" className="mt-8">
        <h2 id="gunler" className="font-display text-2xl font-semibold text-white">
          {MONTH_NAMES[month - 1]} {year}: gün gün Ay
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Saatler {place.name} saatiyle. Evre ve aydınlık oranı günün ortasına göre; Ay doğuşu ve batışı{' '}
          {place.name} için.
        </p>
        <ol className="mt-4 grid gap-3 lg:grid-cols-2">
          {data.days.map((d) => (
            <DayRow key={d.date} day={d} zone={zone} today={d.date === today} />
          ))}
        </ol>
      </section>
    </>
  );
}

export const monthTitle = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year} Ay Takvimi`;
