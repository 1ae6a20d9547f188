'use client';

import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { SIGNS, isSignId } from '@/lib/zodiac/signs';
import { useSelectedSign } from './selected-sign';

/** The home page's sign dropdown and its two buttons, which follow the chosen sign. */
export function HomeSignPicker() {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const dailyHref = selectedSign ? `/daily/${selectedSign}` : '/daily';
  const infoHref = selectedSign ? `/zodiac-info/${selectedSign}` : '/zodiac-info';

  return (
    <div className={cardClasses({ dense: true, raised: true, className: 'mx-auto w-full max-w-xl' })}>
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
        <ButtonLink href={dailyHref}>Günlük Yorumu Oku</ButtonLink>
        <ButtonLink href={infoHref} variant="secondary">
          Burç Bilgilerine Bak
        </ButtonLink>
      </div>
    </div>
  );
}
