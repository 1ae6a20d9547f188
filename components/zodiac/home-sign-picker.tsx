'use client';

import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { useSelectedSign } from './selected-sign';
import { SignSelect } from './sign-select';

/** The home page's sign dropdown and its two buttons, which follow the chosen sign. */
export function HomeSignPicker() {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const dailyHref = selectedSign ? `/daily/${selectedSign}` : '/daily';
  const infoHref = selectedSign ? `/zodiac-info/${selectedSign}` : '/zodiac-info';

  return (
    <div className={cardClasses({ dense: true, raised: true, className: 'mx-auto w-full max-w-xl' })}>
      <SignSelect
        id="burc-secimi"
        label="Burcunuzu seçin, yorumunuz hazır olsun"
        value={selectedSign}
        onChange={setSelectedSign}
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ButtonLink href={dailyHref}>Günlük Yorumu Oku</ButtonLink>
        <ButtonLink href={infoHref} variant="secondary">
          Burç Bilgilerine Bak
        </ButtonLink>
      </div>
    </div>
  );
}
