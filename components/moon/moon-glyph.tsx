/**
 * The Moon's disc as it looks at an elongation (0 new, 180 full), for a dark background: the
 * unlit part a dark disc with a light outline, the lit part filled light (right-hand side while
 * waxing, as seen from the northern hemisphere). Decorative: the text beside it names the phase.
 */
export function MoonGlyph({
  angle,
  size = 28,
  className = '',
}: {
  angle: number;
  size?: number;
  className?: string;
}) {
  const a = ((angle % 360) + 360) % 360;
  const r = 10;
  const k = Math.cos((a * Math.PI) / 180);
  const waxing = a < 180;
  const crescent = Math.abs(a - 180) > 90;
  const rx = Math.abs(k) * r;
  const limb = waxing ? 1 : 0;
  const term = waxing ? (crescent ? 0 : 1) : crescent ? 1 : 0;
  const lit =
    a < 1 || a > 359
      ? null
      : `M0,${-r} A${r},${r} 0 0 ${limb} 0,${r} A${rx.toFixed(3)},${r} 0 0 ${term} 0,${-r} Z`;
  return (
    <svg
      viewBox="-12 -12 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle r={r} fill="#0b1020" stroke="#e2e8f0" strokeWidth="1.2" />
      {lit ? <path d={lit} fill="#f8fafc" /> : null}
    </svg>
  );
}

/** The elongation of a named phase, for drawing it without an ephemeris (the calendar's symbols). */
export const PHASE_ANGLE = { new: 0, 'first-quarter': 90, full: 180, 'last-quarter': 270 } as const;
