import { BODY_GLYPHS, BODY_NAMES, RETROGRADE_BODIES } from '@/lib/astro/bodies';
import type { RetrogradePeriod } from '@/lib/astro/calendar-events';
import { calendarYearBounds } from '@/lib/astro/calendar';
import { dayMonth } from './format';

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
const LEFT = 84;
const WIDTH = 720;
const ROW = 26;
/** A tenth of a unit is far below a pixel; longer numbers only weigh the page down (twice: in the
 * HTML and in its RSC payload). */
const tenth = (v: number) => Math.round(v * 10) / 10;

/**
 * The year's retrograde periods as bars, one row per planet, with Mercury's, Venus's and Mars's
 * shadows drawn lighter. The SVG is one labelled image; the same facts are in the list beside it.
 */
export function RetroTimeline({
  year,
  periods,
  now,
}: {
  year: number;
  periods: readonly RetrogradePeriod[];
  now?: number;
}) {
  const bounds = calendarYearBounds(year);
  const [start, end] = [bounds.start.getTime(), bounds.end.getTime()];
  const span = end - start;
  const x = (iso: string | number) => {
    const t = typeof iso === 'number' ? iso : Date.parse(iso);
    return tenth(LEFT + (Math.min(Math.max(t - start, 0), span) / span) * (WIDTH - LEFT));
  };
  const bodies = RETROGRADE_BODIES.filter((b) => periods.some((p) => p.body === b));
  const height = 28 + bodies.length * ROW;
  const summary = periods
    .map((p) => `${BODY_NAMES[p.body]} ${dayMonth(p.start)}–${dayMonth(p.end)}`)
    .join('; ');
  return (
    <figure className="rounded-2xl border border-white/10 bg-night-900/60 p-3 sm:p-4">
      {/* On a phone the picture scrolls sideways at full size (labels stay 12 px or larger); the
          cue says so, and the scroller takes focus so a keyboard can scroll it too. */}
      <p className="mb-2 flex items-center gap-2 text-sm font-medium text-gold-300 md:hidden">
        <span aria-hidden="true">↔</span> Bütün yılı görmek için çizelgeyi yana kaydırın
      </p>
      <div
        tabIndex={0}
        role="group"
        aria-label="Retro zaman çizelgesi"
        className="overflow-x-auto rounded-lg"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={`retro-title-${year}`}
          className="h-auto w-full min-w-[720px]"
        >
          <title id={`retro-title-${year}`}>{`${year} retro dönemleri: ${summary}`}</title>
          {MONTHS.map((m, i) => {
            const mx = LEFT + (i / 12) * (WIDTH - LEFT);
            return (
              <g key={m}>
                <line x1={mx} x2={mx} y1={16} y2={height} stroke="rgba(255,255,255,0.08)" />
                <text x={mx + 3} y={12} fontSize="12" fill="#cbd5e1">
                  {m}
                </text>
              </g>
            );
          })}
          {bodies.map((b, row) => {
            const y = 22 + row * ROW;
            return (
              <g key={b}>
                <text x={4} y={y + 13} fontSize="12" fill="#e2e8f0">
                  {BODY_GLYPHS[b]} {BODY_NAMES[b]}
                </text>
                {periods
                  .filter((p) => p.body === b)
                  .map((p) => (
                    <g key={p.start}>
                      {p.shadowStart && p.shadowEnd ? (
                        <rect
                          x={x(p.shadowStart)}
                          y={y + 4}
                          width={tenth(Math.max(x(p.shadowEnd) - x(p.shadowStart), 1))}
                          height={10}
                          rx={3}
                          fill="rgba(167,139,250,0.28)"
                        />
                      ) : null}
                      <rect
                        x={x(p.start)}
                        y={y + 1}
                        width={tenth(Math.max(x(p.end) - x(p.start), 2))}
                        height={16}
                        rx={4}
                        fill="#a78bfa"
                      />
                    </g>
                  ))}
              </g>
            );
          })}
          {now !== undefined && now >= start && now < end ? (
            <g>
              <line x1={x(now)} x2={x(now)} y1={14} y2={height} stroke="#facc15" strokeWidth={2} />
              <text x={x(now) + 3} y={height - 2} fontSize="12" fill="#facc15">
                şimdi
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption className="mt-2 text-xs text-slate-400">
        Koyu çubuk retro (geri hareket) dönemi, açık çubuk Merkür, Venüs ve Mars için gölge dönemi. Tarihler
        İstanbul saatine göredir; aynı bilgiler aşağıdaki listede de var.
      </figcaption>
    </figure>
  );
}
