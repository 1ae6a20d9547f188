import type { TarotCard } from '@/lib/tarot/schema';

/**
 * Drawn card faces: an ivory face with the card's number in the deck (1 to 10, as docs/tarot.md numbers them), a gold medallion around the
 * card's glyph and its name; and a night-blue back with a compass star. Pure SVG and CSS,
 * sized by their container (5:8).
 */

export function CardFace({ card }: { card: Pick<TarotCard, 'id' | 'name' | 'glyph'> }) {
  return (
    <div className="relative flex h-full w-full flex-col items-center overflow-hidden rounded-xl border-2 border-[#b8913a] bg-gradient-to-b from-[#fbf5e6] to-[#efe2c2] text-[#1c1533] shadow-lg shadow-black/40">
      <svg
        aria-hidden="true"
        viewBox="0 0 100 160"
        preserveAspectRatio="none"
        className="absolute inset-0 h-full w-full"
      >
        <rect x="5" y="5" width="90" height="150" rx="5" fill="none" stroke="#b8913a" strokeWidth="0.8" />
        <rect x="8" y="8" width="84" height="144" rx="3" fill="none" stroke="#b8913a" strokeWidth="0.4" />
        {[
          [8, 8],
          [92, 8],
          [8, 152],
          [92, 152],
        ].map(([x, y]) => (
          <path
            key={`${x}-${y}`}
            d={`M${x} ${y - 3} L${x + 3} ${y} L${x} ${y + 3} L${x - 3} ${y} Z`}
            fill="#b8913a"
          />
        ))}
      </svg>
      <span className="relative mt-[9%] font-display text-[clamp(0.75rem,8cqw,1.5rem)] font-semibold tracking-widest">
        {card.id}
      </span>
      <div className="relative my-auto flex aspect-square w-[62%] items-center justify-center">
        <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 h-full w-full">
          <g stroke="#b8913a" strokeWidth="1.2" strokeLinecap="round">
            {Array.from({ length: 16 }, (_, i) => {
              const a = (i * Math.PI) / 8;
              const inner = 40;
              const outer = i % 2 === 0 ? 49 : 45;
              return (
                <line
                  key={i}
                  x1={50 + inner * Math.cos(a)}
                  y1={50 + inner * Math.sin(a)}
                  x2={50 + outer * Math.cos(a)}
                  y2={50 + outer * Math.sin(a)}
                />
              );
            })}
          </g>
          <circle cx="50" cy="50" r="37" fill="#1c1533" />
          <circle cx="50" cy="50" r="37" fill="none" stroke="#e6c36a" strokeWidth="2" />
          <circle
            cx="50"
            cy="50"
            r="32"
            fill="none"
            stroke="#e6c36a"
            strokeWidth="0.6"
            strokeDasharray="2 3"
          />
        </svg>
        <span
          aria-hidden="true"
          className="relative font-symbol text-[clamp(1.4rem,22cqw,3.5rem)] leading-none text-[#f8dc8b]"
        >
          {card.glyph}
        </span>
      </div>
      <span className="relative mb-[10%] w-[84%] border-t border-[#b8913a] pt-[6%] text-center font-display text-[clamp(0.7rem,7.5cqw,1.25rem)] font-semibold leading-tight">
        {card.name}
      </span>
    </div>
  );
}

// A diamond lattice, in CSS so that three backs on a page need no SVG pattern ids.
const LATTICE =
  'repeating-linear-gradient(45deg, transparent 0 9px, rgb(242 197 92 / 0.12) 9px 10px), repeating-linear-gradient(-45deg, transparent 0 9px, rgb(242 197 92 / 0.12) 9px 10px)';

export function CardBack({ label }: { label?: string }) {
  return (
    <div
      className="relative flex h-full w-full flex-col items-center justify-end overflow-hidden rounded-xl border-2 border-gold-300/70 bg-night-800 shadow-lg shadow-black/40"
      style={{ backgroundImage: LATTICE }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 100 160"
        preserveAspectRatio="none"
        className="absolute inset-0 h-full w-full"
      >
        <rect
          x="6"
          y="6"
          width="88"
          height="148"
          rx="4"
          fill="none"
          stroke="#f2c55c"
          strokeOpacity="0.7"
          strokeWidth="0.8"
        />
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        className="absolute left-1/2 top-[47%] w-[66%] -translate-x-1/2 -translate-y-1/2"
      >
        <circle
          cx="50"
          cy="50"
          r="44"
          fill="#0c1130"
          stroke="#f2c55c"
          strokeOpacity="0.85"
          strokeWidth="1.5"
        />
        <circle
          cx="50"
          cy="50"
          r="37"
          fill="none"
          stroke="#f2c55c"
          strokeOpacity="0.5"
          strokeWidth="0.6"
          strokeDasharray="2 3"
        />
        <path
          d="M50 24l4 22 22 4-22 4-4 22-4-22-22-4 22-4z"
          fill="#f2c55c"
          opacity="0.55"
          transform="rotate(45 50 50)"
        />
        <path d="M50 13l6 31 31 6-31 6-6 31-6-31-31-6 31-6z" fill="#f8dc8b" />
        <circle cx="50" cy="50" r="3.5" fill="#0c1130" />
      </svg>
      {label ? (
        <span className="relative mb-[12%] rounded-full bg-night-950/80 px-[8%] py-[3%] text-center text-[clamp(0.7rem,6.5cqw,1.05rem)] font-semibold text-gold-300">
          {label}
        </span>
      ) : null}
    </div>
  );
}
