'use client';

import type { SignId } from '@/lib/zodiac/signs';
import { useSelectedSign } from './selected-sign';

/**
 * On a sign's own page: makes it the visitor's selected sign (shared with the home and
 * horoscope pages). A toggle button whose pressed state shows whether it already is.
 */
export function SaveSignButton({ id }: { id: SignId }) {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const saved = selectedSign === id;
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => setSelectedSign(saved ? null : id)}
      className={`inline-flex h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition ${
        saved
          ? 'border-gold-300 bg-gold-300/15 text-gold-300'
          : 'border-white/20 text-white hover:bg-white/10'
      }`}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      Burcum olarak seç
    </button>
  );
}
