'use client';

import { useEffect, useState } from 'react';

export interface HourRow {
  index: number;
  start: string;
  end: string;
  /** '06:42 – 07:31', already on the place's clock. */
  label: string;
  glyph: string;
  ruler: string;
  meaning: string;
}

/**
 * Twelve hours as a list; once hydrated, the hour the visitor is in is highlighted and marked
 * `aria-current="time"` (and refreshed each half minute). Before that the list reads the same,
 * only without the mark.
 */
export function HoursList({ rows, label }: { rows: HourRow[]; label: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <ol
      aria-label={label}
      className="mt-3 divide-y divide-white/10 overflow-hidden rounded-2xl border border-white/10 bg-night-900/60"
    >
      {rows.map((r) => {
        const current = now !== null && Date.parse(r.start) <= now && now < Date.parse(r.end);
        return (
          <li
            key={r.index}
            aria-current={current ? 'time' : undefined}
            data-current={current ? 'true' : undefined}
            className={`flex items-center gap-3 px-3 py-2.5 sm:px-4 ${current ? 'bg-gold-300/15' : ''}`}
          >
            <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-400">{r.index}.</span>
            <span className="w-28 shrink-0 text-sm tabular-nums text-slate-200">{r.label}</span>
            <span aria-hidden="true" className="w-6 shrink-0 text-center font-symbol text-xl text-gold-300">
              {r.glyph}
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-white">{r.ruler}</span>
              {current ? (
                <span className="ml-2 rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950">
                  Şu an
                </span>
              ) : null}
              <span className="block text-xs text-slate-400 sm:inline sm:text-sm">
                <span className="hidden sm:inline"> · </span>
                {r.meaning}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
