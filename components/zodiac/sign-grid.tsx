'use client';

import type { ReactNode } from 'react';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/sign-ids';
import { useSelectedSign } from './selected-sign';

/** Each sign's face (icon, name, date range and element badge), from `signFaces()` on the server. */
export type SignFaces = Record<SignId, ReactNode>;

/**
 * The 12-sign grid: icon, name, date range and element badge. Picking a sign makes it the
 * shared selected sign (docs/home.md); `onPick` lets a page react as well. The faces come
 * rendered from the server; this component only marks the chosen one and handles the pick.
 */
export function SignGrid({
  label,
  faces,
  onPick,
}: {
  label: string;
  faces: SignFaces;
  onPick?: (id: SignId) => void;
}) {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {SIGN_IDS.map((id) => {
        const active = id === selectedSign;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => {
                setSelectedSign(id);
                onPick?.(id);
              }}
              className={`flex h-full w-full flex-col items-center rounded-2xl border px-3 py-4 text-center transition hover:-translate-y-0.5 ${
                active
                  ? 'border-gold-300 bg-night-700/80 shadow-lg shadow-gold-400/10'
                  : 'border-white/10 bg-night-900/60 hover:border-gold-300/50 hover:bg-night-800/70'
              }`}
            >
              {faces[id]}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
