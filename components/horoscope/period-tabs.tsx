import Link from '@/components/ui/link';
import { neighbours, periodSlug } from '@/lib/horoscope/archive';
import type { HoroscopeType } from '@/lib/horoscope/types';
import { nextPeriod, periodOf, previousPeriod, type Period } from '@/lib/time/periods';

const TAB_NAMES: Record<HoroscopeType, [string, string, string]> = {
  daily: ['Dün', 'Bugün', 'Yarın'],
  weekly: ['Geçen hafta', 'Bu hafta', 'Gelecek hafta'],
  monthly: ['Geçen ay', 'Bu ay', 'Gelecek ay'],
};

const STEP_NAMES: Record<HoroscopeType, [string, string]> = {
  daily: ['Önceki gün', 'Sonraki gün'],
  weekly: ['Önceki hafta', 'Sonraki hafta'],
  monthly: ['Önceki ay', 'Sonraki ay'],
};

/** The path of a period's reading: the current period's is the undated page. */
export function readingPath(period: Period, sign: string, now: Date): string {
  const current = periodOf(period.type, now);
  return period.start === current.start
    ? `/${period.type}/${sign}`
    : `/${period.type}/${sign}/${periodSlug(period)}`;
}

/**
 * The neighbours of a reading as links: Dün · Bugün · Yarın (or the week's and month's
 * equivalents), the one shown marked as the current page; on a dated page further back or
 * ahead, the previous and next period as well.
 */
export function PeriodTabs({ period, sign, now }: { period: Period; sign: string; now: Date }) {
  const type = period.type;
  const current = periodOf(type, now);
  const tabs = [previousPeriod(current), current, nextPeriod(current)];
  const names = TAB_NAMES[type];
  const near = neighbours(period, now);
  const inTabs = (p: Period | null) => !p || tabs.some((t) => t.start === p.start);
  const stepClass =
    'inline-flex min-h-11 items-center rounded-full px-3 py-2 text-sm text-gold-300 underline-offset-4 hover:underline';
  return (
    <nav aria-label="Yorumun dönemi" className="mt-6">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl border border-white/10 bg-night-900/60 p-1">
        {tabs.map((tab, i) => {
          const shown = tab.start === period.start;
          return (
            <li key={tab.start}>
              <Link
                href={readingPath(tab, sign, now)}
                aria-current={shown ? 'page' : undefined}
                className="period-tab"
              >
                <span className="text-sm sm:text-base">{names[i]}</span>
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {inTabs(near.previous) && inTabs(near.next) ? null : (
        <p className="mt-2 flex justify-between gap-2">
          {!inTabs(near.previous) && near.previous ? (
            <Link href={readingPath(near.previous, sign, now)} className={stepClass} rel="prev">
              <span aria-hidden="true">←&nbsp;</span>
              {STEP_NAMES[type][0]}: {near.previous.label}
            </Link>
          ) : (
            <span />
          )}
          {!inTabs(near.next) && near.next ? (
            <Link href={readingPath(near.next, sign, now)} className={stepClass} rel="next">
              {STEP_NAMES[type][1]}: {near.next.label}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : null}
        </p>
      )}
    </nav>
  );
}
