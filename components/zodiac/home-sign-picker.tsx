'use client';

import Link from 'next/link';
import { SIGNS, isSignId } from '@/lib/zodiac/signs';
import { useSelectedSign } from './selected-sign';

/** The home page's sign dropdown and its two buttons, which follow the chosen sign. */
export function HomeSignPicker() {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const dailyHref = selectedSign ? `/daily/${selectedSign}` : '/daily';
  const infoHref = selectedSign ? `/zodiac-info/${selectedSign}` : '/zodiac-info';

  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-white/10 bg-night-900/70 p-5 shadow-xl shadow-black/30 backdrop-blur sm:p-6">
      <label htmlFor="burc-secimi" className="block text-sm font-medium text-slate-200">
        Burcunuzu seçin, yorumunuz hazır olsun
      </label>
      <select
        id="burc-secimi"
        value={selectedSign ?? ''}
        onChange={(e) => setSelectedSign(isSignId(e.target.value) ? e.target.value : null)}
        className="mt-2 block h-12 w-full rounded-lg border border-white/15 bg-night-800 px-3 text-base text-white focus:border-gold-300"
      >
        <option value="">Burç Seçin</option>
        {SIGNS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.icon} {s.name}
          </option>
        ))}
      </select>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Link
          href={dailyHref}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-gold-300 px-4 font-semibold text-night-950 transition hover:bg-gold-400"
        >
          Günlük Yorumu Oku
        </Link>
        <Link
          href={infoHref}
          className="inline-flex h-12 items-center justify-center rounded-lg border border-white/20 px-4 font-semibold text-white transition hover:bg-white/10"
        >
          Burç Bilgilerine Bak
        </Link>
      </div>
    </div>
  );
}
