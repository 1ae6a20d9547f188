'use client';

import { ElementBadge } from '@/components/ui/badge';
import { SIGNS, type SignId } from '@/lib/zodiac/signs';
import { useSelectedSign } from './selected-sign';

/**
 * The 12-sign grid: icon, name, date range and element badge. Picking a sign makes it the
 * shared selected sign (docs/home.md); `onPick` lets a page react as well.
 */
export function SignGrid({ label, onPick }: { label: string; onPick?: (id: SignId) => void }) {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {SIGNS.map((s) => {
        const active = s.id === selectedSign;
        return (
          <li key={s.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => {
                setSelectedSign(s.id);
                onPick?.(s.id);
              }}
              className={`flex h-full w-full flex-col items-center rounded-2xl border px-3 py-4 text-center transition hover:-translate-y-0.5 ${
                active
                  ? 'border-gold-300 bg-night-700/80 shadow-lg shadow-gold-400/10'
                  : 'border-white/10 bg-night-900/60 hover:border-gold-300/50 hover:bg-night-800/70'
              }`}
            >
              <span aria-hidden="true" className="font-symbol text-3xl text-gold-300">
                {s.icon}
              </span>
              <span className="mt-2 text-base font-semibold text-white">{s.name}</span>
              <span className="mt-0.5 text-xs text-slate-300">{s.dateRange}</span>
              <ElementBadge element={s.element} className="mt-2" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
