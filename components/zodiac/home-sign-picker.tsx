'use client';

import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { useSelectedSign } from './selected-sign';
import { SignSelect } from './sign-select';

/**
 * The home page's sign dropdown and its two buttons, which follow the chosen sign. The dropdown
 * sits in a GET form to `/burc` (app/burc/route.ts), so that without JavaScript a visitor can
 * still pick a sign and open its reading with the submit button only they see; with JavaScript
 * the choice is saved at once and the buttons follow it.
 */
export function HomeSignPicker() {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const dailyHref = selectedSign ? `/daily/${selectedSign}` : '/daily';
  const infoHref = selectedSign ? `/zodiac-info/${selectedSign}` : '/zodiac-info';

  return (
    <div className={cardClasses({ dense: true, raised: true, className: 'mx-auto w-full max-w-xl' })}>
      <form method="get" action="/burc">
        <SignSelect
          id="burc-secimi"
          name="burc"
          label="Burcunuzu seçin, yorumunuz hazır olsun"
          value={selectedSign}
          onChange={setSelectedSign}
        />
        <noscript>
          <button type="submit" className={buttonClasses({ className: 'mt-4 w-full' })}>
            Seçtiğim Burcun Yorumunu Aç
          </button>
        </noscript>
      </form>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ButtonLink href={dailyHref}>Günlük Yorumu Oku</ButtonLink>
        <ButtonLink href={infoHref} variant="secondary">
          Burç Bilgilerine Bak
        </ButtonLink>
      </div>
    </div>
  );
}
