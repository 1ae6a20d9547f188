import type { CSSProperties } from 'react';
import type { TransitsData, TransitWire } from '@/lib/api/transits';
import { ASPECT_TONE, type Tone } from '@/lib/personal-reading/phrases';
import { dayAndClock, dayOfMonth, dayShort, transitName } from './format';

const DAY_MS = 86_400_000;

/** Bar and dot colours by the aspect's tone: light tints that keep their contrast on the night background. */
const TONE_COLOUR: Record<Tone, string> = { easy: '#5eead4', hard: '#fda4af', blend: '#facc15' };
const TONE_LABEL: Record<Tone, string> = {
  easy: 'Uyumlu (üçgen, sekstil)',
  hard: 'Zorlayıcı (kare, karşıt)',
  blend: 'Kavuşum',
};

/** Row geometry, px. Narrow: the name above its bar, full width. Wide (md and up): name left, bar right. */
const NARROW = { axis: 24, row: 50 };
const WIDE = { axis: 24, row: 28 };
/** Share of the wide figure's width given to the names. */
const LABEL_SHARE = 38;

/**
 * The next 30 days' transits. One SVG drawn in two layouts: below the md breakpoint each transit
 * is a row with its name and exact day in 13 px text above a full-width bar, so nothing shrinks
 * on a phone; from md up the names stand left of the bars. The figure has no viewBox: its text
 * keeps its pixel size and the bars are placed in percentages of the width. Below it, the same
 * content as a list, for every reader.
 */
export function TransitTimeline({ data, today }: { data: TransitsData; today?: string }) {
  const start = Date.parse(`${data.from}T00:00:00+03:00`);
  const end = Date.parse(`${data.to}T00:00:00+03:00`) + DAY_MS;
  const rows = data.transits.slice(0, 40);
  const pct = (ms: number) => `${(Math.min(1, Math.max(0, (ms - start) / (end - start))) * 100).toFixed(2)}%`;
  const span = (t: TransitWire) => {
    const a = t.start ? Date.parse(t.start) : start;
    const b = t.end ? Date.parse(t.end) : end;
    return { x: pct(a), width: `${Math.max(0.6, ((b - a) / (end - start)) * 100).toFixed(2)}%` };
  };
  const ticks = [0, 7, 14, 21, 28].map((d) => {
    const at = start + d * DAY_MS;
    const label = d === 0 && today === data.from ? 'Bugün' : dayShort(new Date(at).toISOString());
    const anchor: 'start' | 'middle' | 'end' = d === 0 ? 'start' : d === 28 ? 'end' : 'middle';
    return { d, x: pct(at), label, anchor };
  });
  const narrowHeight = NARROW.axis * 2 + rows.length * NARROW.row;
  const wideHeight = WIDE.axis * 2 + rows.length * WIDE.row;
  const style = { '--tl-narrow': `${narrowHeight}px`, '--tl-wide': `${wideHeight}px` } as CSSProperties;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const tones = (['blend', 'easy', 'hard'] as Tone[]).filter((tone) =>
    rows.some((t) => ASPECT_TONE[t.aspect] === tone),
  );

  /** The week lines and their dates, at the top and the bottom of a track `height` px tall. */
  const axis = (height: number, axisHeight: number) => (
    <>
      {ticks.map((t) => (
        <g key={t.d}>
          <line
            x1={t.x}
            x2={t.x}
            y1={axisHeight - 4}
            y2={height - axisHeight + 4}
            stroke="rgba(255,255,255,0.14)"
          />
          <text x={t.x} y={15} fontSize="12" fill="#cbd5e1" textAnchor={t.anchor}>
            {t.label}
          </text>
          <text x={t.x} y={height - 6} fontSize="12" fill="#cbd5e1" textAnchor={t.anchor}>
            {t.label}
          </text>
        </g>
      ))}
    </>
  );

  if (rows.length === 0) {
    return <p className="mt-3 text-slate-300">Önümüzdeki 30 günde haritanızda tam olan bir açı yok.</p>;
  }

  return (
    <>
      <figure className="mt-4">
        <svg
          width="100%"
          style={style}
          className="block h-(--tl-narrow) overflow-visible md:h-(--tl-wide)"
          role="img"
          aria-labelledby="zaman-cizelgesi zaman-cizelgesi-aciklama"
          data-testid="timeline-svg"
        >
          <title id="zaman-cizelgesi">Önümüzdeki 30 günün geçişleri</title>
          <desc id="zaman-cizelgesi-aciklama">
            {`${rows.length} geçiş; her çubuk açının etkili olduğu süreyi, nokta tam olduğu anı gösteriyor. İlki ${transitName(first)}, ${dayAndClock(first.exact[0])} tam; sonuncusu ${transitName(last)}, ${dayAndClock(last.exact[0])} tam. Aynı bilgiler aşağıdaki listede.`}
          </desc>

          {/* Phones and narrow windows: name and exact day above a full-width bar. */}
          <g className="md:hidden" data-testid="timeline-narrow">
            {axis(narrowHeight, NARROW.axis)}
            {rows.map((t, i) => {
              const top = NARROW.axis + i * NARROW.row;
              const colour = TONE_COLOUR[ASPECT_TONE[t.aspect]];
              return (
                <g key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}`}>
                  <title>{`${transitName(t)}: tam ${t.exact.map(dayAndClock).join(', ')}`}</title>
                  <text x={0} y={top + 17} fontSize="13" fill="#f1f5f9" data-timeline-label="">
                    {transitName(t)}
                  </text>
                  <text
                    x="100%"
                    y={top + 17}
                    fontSize="12"
                    fill={colour}
                    textAnchor="end"
                    data-timeline-label=""
                  >
                    tam {dayShort(t.exact[0])}
                  </text>
                  <rect {...span(t)} y={top + 26} height={10} rx={5} fill={colour} fillOpacity={0.3} />
                  {t.exact.map((e) => (
                    <circle
                      key={e}
                      cx={pct(Date.parse(e))}
                      cy={top + 31}
                      r={6}
                      fill={colour}
                      stroke="#0b1020"
                      strokeWidth={2}
                    />
                  ))}
                </g>
              );
            })}
          </g>

          {/* Wide: names on the left, the 30 days on the right. */}
          <g className="hidden md:inline" data-testid="timeline-wide">
            {rows.map((t, i) => (
              <text
                key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}-w`}
                x={0}
                y={WIDE.axis + i * WIDE.row + 18}
                fontSize="13"
                fill="#f1f5f9"
                data-timeline-label=""
              >
                {transitName(t)}
              </text>
            ))}
            <svg x={`${LABEL_SHARE}%`} width={`${100 - LABEL_SHARE}%`} height={wideHeight} overflow="visible">
              {axis(wideHeight, WIDE.axis)}
              {rows.map((t, i) => {
                const top = WIDE.axis + i * WIDE.row;
                const colour = TONE_COLOUR[ASPECT_TONE[t.aspect]];
                return (
                  <g key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}-b`}>
                    <title>{`${transitName(t)}: tam ${t.exact.map(dayAndClock).join(', ')}`}</title>
                    <rect {...span(t)} y={top + 9} height={10} rx={5} fill={colour} fillOpacity={0.3} />
                    {t.exact.map((e) => (
                      <circle
                        key={e}
                        cx={pct(Date.parse(e))}
                        cy={top + 14}
                        r={5.5}
                        fill={colour}
                        stroke="#0b1020"
                        strokeWidth={2}
                      />
                    ))}
                  </g>
                );
              })}
            </svg>
          </g>
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-300">
          {tones.map((tone) => (
            <span key={tone} className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-6 rounded-full"
                style={{ background: TONE_COLOUR[tone] }}
              />
              {TONE_LABEL[tone]}
            </span>
          ))}
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-slate-100" />
            Tam olduğu an
          </span>
        </figcaption>
      </figure>

      <h3 className="mt-6 text-lg font-semibold text-white">Liste olarak</h3>
      <ul className="mt-2 text-slate-200 md:grid md:grid-cols-2 md:gap-x-8" data-testid="timeline-list">
        {rows.map((t) => (
          <li
            key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}-l`}
            className="border-b border-white/10 py-2.5"
          >
            <span className="font-semibold text-white">{transitName(t)}</span>
            <span className="block text-sm text-slate-300">
              Tam: {t.exact.map(dayAndClock).join(' · ')}
              {t.start && t.end ? (
                <>
                  {' '}
                  — etkili {dayOfMonth(t.start)}–{dayOfMonth(t.end)}
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
