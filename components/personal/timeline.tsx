import type { TransitsData } from '@/lib/api/transits';
import { day, transitName, when } from './format';

const DAY_MS = 86_400_000;

/**
 * The next 30 days' transits: an SVG with one bar per transit (its time within orb, a dot at each
 * exact pass) and, below it, the same content as a list for every reader.
 */
export function TransitTimeline({ data }: { data: TransitsData }) {
  const start = Date.parse(`${data.from}T00:00:00+03:00`);
  const end = Date.parse(`${data.to}T00:00:00+03:00`) + DAY_MS;
  const rows = data.transits.slice(0, 40);
  const width = 720;
  const label = 230;
  const row = 18;
  const height = rows.length * row + 24;
  const x = (iso: string) => label + ((Date.parse(iso) - start) / (end - start)) * (width - label - 8);
  return (
    <>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-4 w-full"
        role="img"
        aria-labelledby="zaman-cizelgesi"
        data-testid="timeline-svg"
      >
        <title id="zaman-cizelgesi">
          Önümüzdeki 30 günün geçişleri: her çubuk açının etkili olduğu süre, nokta tam olduğu an
        </title>
        {[0, 7, 14, 21, 28].map((d) => {
          const at = new Date(start + d * DAY_MS).toISOString();
          return (
            <g key={d}>
              <line x1={x(at)} x2={x(at)} y1={0} y2={height - 18} stroke="rgba(255,255,255,0.12)" />
              <text x={x(at)} y={height - 4} fontSize="10" fill="#cbd5e1" textAnchor="middle">
                {day(at).replace(/ \d{4}$/, '')}
              </text>
            </g>
          );
        })}
        {rows.map((t, i) => (
          <g key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}`}>
            <text x={0} y={i * row + 13} fontSize="11" fill="#e2e8f0">
              {transitName(t)}
            </text>
            <rect
              x={x(t.start ?? new Date(start).toISOString())}
              y={i * row + 5}
              width={Math.max(
                2,
                x(t.end ?? new Date(end).toISOString()) - x(t.start ?? new Date(start).toISOString()),
              )}
              height={8}
              rx={4}
              fill="rgba(250,204,21,0.35)"
            />
            {t.exact.map((e) => (
              <circle key={e} cx={x(e)} cy={i * row + 9} r={4} fill="#facc15" />
            ))}
          </g>
        ))}
      </svg>
      <ul className="mt-4 space-y-1 text-sm text-slate-200" data-testid="timeline-list">
        {rows.map((t) => (
          <li key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}-l`}>
            <span className="font-semibold text-white">{transitName(t)}</span>: etkili{' '}
            {t.start ? day(t.start) : ''}–{t.end ? day(t.end) : ''}, tam {t.exact.map(when).join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}
