import { BODY_GLYPHS } from '@/lib/astro/bodies';
import type { ChartAspect, ChartBody, ChartBodyPosition, SignPosition } from '@/lib/birth-chart/types';
import { getSign, type Element } from '@/lib/zodiac/signs';
import {
  CENTER,
  polar,
  R_DEGREES,
  R_HOUSES,
  R_INNER,
  R_OUTER,
  R_PLANETS,
  R_SIGNS,
  sectorPath,
  WHEEL_SIZE,
  wheelModel,
} from './wheel-layout';

export const POINT_GLYPHS: Record<ChartBody, string> = { ...BODY_GLYPHS, 'north-node': '☊' };

const ELEMENT_FILL: Record<Element, string> = {
  Ateş: 'rgba(248,113,113,0.16)',
  Toprak: 'rgba(234,179,8,0.13)',
  Hava: 'rgba(56,189,248,0.13)',
  Su: 'rgba(129,140,248,0.18)',
};

// Room around the ring for the ASC and MC labels.
const PAD = 18;
const GOLD = '#f2c55c';
const GOLD_SOFT = '#f8dc8b';
const LINE = 'rgba(248,220,139,0.35)';
// The page's bundled fonts; the PNG export embeds them (see wheel-png.ts).
const SYMBOL_FONT = { fontFamily: 'var(--font-symbol)' };
const TEXT_FONT = { fontFamily: 'var(--font-sans)' };
const TONE_STROKE = { soft: '#38bdf8', hard: '#f87171', fusion: GOLD };

export interface WheelChart {
  bodies: readonly ChartBodyPosition[];
  ascendant: SignPosition | null;
  midheaven: SignPosition | null;
  houses: readonly number[] | null;
  aspects: readonly ChartAspect[];
}

/**
 * The natal wheel as SVG in the site's navy and gold: zodiac ring tinted by element, degree ticks,
 * house cusps with the angles in gold, the points with their degrees, and aspect lines in the
 * middle (blue for trines and sextiles, red for squares and oppositions). No hooks: it renders on
 * the server and in the browser alike. The same data is in the tables next to it.
 */
export function ChartWheel({ chart, label, id }: { chart: WheelChart; label: string; id?: string }) {
  const m = wheelModel(chart);
  const s = m.start;
  const ticks: { l: number; len: number }[] = [];
  for (let l = 0; l < 360; l++) ticks.push({ l, len: l % 10 === 0 ? 9 : l % 5 === 0 ? 6 : 3 });

  return (
    <svg
      id={id}
      viewBox={`${-PAD} ${-PAD} ${WHEEL_SIZE + 2 * PAD} ${WHEEL_SIZE + 2 * PAD}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
      className="h-auto w-full"
      data-testid="chart-wheel"
    >
      {/* Larger type on narrow screens, where the wheel is drawn at about 60 % of its size. */}
      <style>{`@media (max-width: 640px) { .bc-point { font-size: 30px } .bc-deg { font-size: 18px } .bc-house { font-size: 19px } .bc-sign { font-size: 30px } }`}</style>
      <defs>
        <radialGradient id="wheel-bg" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#151b45" />
          <stop offset="100%" stopColor="#0c1130" />
        </radialGradient>
      </defs>
      <circle cx={CENTER} cy={CENTER} r={R_OUTER + 6} fill="url(#wheel-bg)" />

      {/* Zodiac ring */}
      {m.signs.map((sg) => (
        <path
          key={sg.sign}
          d={sectorPath(sg.from, sg.from + 30, R_SIGNS, R_OUTER, s)}
          fill={ELEMENT_FILL[getSign(sg.sign).element]}
          stroke={LINE}
          strokeWidth={1}
        />
      ))}
      {m.signs.map((sg) => (
        <text
          key={`g-${sg.sign}`}
          x={sg.glyphAt.x}
          y={sg.glyphAt.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={26}
          fill={GOLD_SOFT}
          style={SYMBOL_FONT}
          className="bc-sign"
        >
          {getSign(sg.sign).icon}
        </text>
      ))}
      {ticks.map(({ l, len }) => {
        const a = polar(l, R_SIGNS, s);
        const b = polar(l, R_SIGNS - len, s);
        return <line key={`t-${l}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINE} strokeWidth={1} />;
      })}
      <circle cx={CENTER} cy={CENTER} r={R_OUTER} fill="none" stroke={GOLD} strokeWidth={1.5} />
      <circle cx={CENTER} cy={CENTER} r={R_SIGNS} fill="none" stroke={GOLD} strokeWidth={1.2} />

      {/* Houses */}
      <circle cx={CENTER} cy={CENTER} r={R_HOUSES} fill="none" stroke={LINE} strokeWidth={1} />
      <circle cx={CENTER} cy={CENTER} r={R_INNER} fill="rgba(7,10,28,0.55)" stroke={LINE} strokeWidth={1} />
      {m.cusps?.map((c) => {
        const a = polar(c.longitude, c.angle ? R_OUTER + 4 : R_SIGNS - 10, s);
        const b = polar(c.longitude, R_INNER, s);
        return (
          <line
            key={`c-${c.house}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={c.angle ? GOLD : 'rgba(248,220,139,0.45)'}
            strokeWidth={c.angle ? 2 : 1}
          />
        );
      })}
      {m.cusps?.map((c) => (
        <text
          key={`n-${c.house}`}
          x={c.numberAt.x}
          y={c.numberAt.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={14}
          fill="#cbd5e1"
          style={TEXT_FONT}
          className="bc-house"
        >
          {c.house}
        </text>
      ))}
      {m.ascendant ? <AngleLabel text="ASC" longitude={m.ascendant.longitude} start={s} /> : null}
      {m.midheaven ? <AngleLabel text="MC" longitude={m.midheaven.longitude} start={s} /> : null}

      {/* Aspects */}
      {m.aspects.map(({ aspect, from, to, tone }) => (
        <line
          key={`${aspect.a}-${aspect.b}`}
          x1={from.x}
          y1={from.y}
          x2={to.x}
          y2={to.y}
          stroke={TONE_STROKE[tone]}
          strokeOpacity={Math.max(0.35, 0.9 - aspect.orb / 10)}
          strokeWidth={aspect.orb < 2 ? 1.8 : 1.1}
        />
      ))}

      {/* Points */}
      {m.points.map((p) => {
        const tick1 = polar(p.longitude, R_SIGNS, s);
        const tick2 = polar(p.longitude, R_SIGNS - 12, s);
        const lead = polar(p.shown, R_PLANETS + 14, s);
        const glyph = polar(p.shown, R_PLANETS, s);
        const degree = polar(p.shown, R_DEGREES, s);
        const inner = polar(p.longitude, R_HOUSES, s);
        const innerTick = polar(p.longitude, R_HOUSES - 6, s);
        return (
          <g key={p.body} data-body={p.body}>
            <line x1={tick1.x} y1={tick1.y} x2={tick2.x} y2={tick2.y} stroke={GOLD_SOFT} strokeWidth={2} />
            <line
              x1={tick2.x}
              y1={tick2.y}
              x2={lead.x}
              y2={lead.y}
              stroke="rgba(248,220,139,0.3)"
              strokeWidth={1}
            />
            <line
              x1={inner.x}
              y1={inner.y}
              x2={innerTick.x}
              y2={innerTick.y}
              stroke={GOLD_SOFT}
              strokeWidth={1.5}
            />
            <text
              x={glyph.x}
              y={glyph.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={24}
              fill="#ffffff"
              style={SYMBOL_FONT}
              className="bc-point"
            >
              {POINT_GLYPHS[p.body]}
            </text>
            <text
              x={degree.x}
              y={degree.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={13}
              fill={GOLD_SOFT}
              style={TEXT_FONT}
              className="bc-deg"
            >
              {`${p.position.degree}°${p.position.retrograde && p.body !== 'north-node' ? 'R' : ''}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function AngleLabel({ text, longitude, start }: { text: string; longitude: number; start: number }) {
  const at = polar(longitude, R_OUTER - 4, start);
  // Outside the ring, pushed away from the centre.
  const dx = at.x - CENTER;
  const dy = at.y - CENTER;
  const len = Math.hypot(dx, dy) || 1;
  const x = CENTER + (dx / len) * (R_OUTER + 4);
  const y = CENTER + (dy / len) * (R_OUTER + 4);
  return (
    <g>
      <rect
        x={x - 18}
        y={y - 10}
        width={36}
        height={20}
        rx={6}
        fill="#0c1130"
        stroke={GOLD}
        strokeWidth={1.2}
      />
      <text
        x={x}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fontWeight={700}
        fill={GOLD}
        style={TEXT_FONT}
      >
        {text}
      </text>
    </g>
  );
}
