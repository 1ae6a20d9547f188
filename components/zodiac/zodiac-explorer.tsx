'use client';

import { useRef, type ReactNode } from 'react';
import { SparkleIcon } from '@/components/ui/icons';
import type { SignId } from '@/lib/zodiac/sign-ids';
import { useSelectedSign } from './selected-sign';
import { SignGrid, type SignFaces } from './sign-grid';

/**
 * /zodiac-info's interactive part: the sign grid and the chosen sign's detail card. The
 * cards and the grid's faces are rendered on the server and handed in; this component only
 * decides which card shows, so the reference texts ship as HTML rather than as JavaScript. The
 * grid's items link to `/zodiac-info/{sign}`, which is where a pick leads before hydration.
 */
export function ZodiacExplorer({ cards, faces }: { cards: Record<SignId, ReactNode>; faces: SignFaces }) {
  const { selectedSign } = useSelectedSign();
  const detail = useRef<HTMLDivElement>(null);

  // After a pick, bring the card into view and move focus to its heading, so keyboard and
  // screen-reader users land on what they asked for (the grid is long on phones).
  function showPicked() {
    requestAnimationFrame(() => {
      const box = detail.current;
      if (!box) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      box.querySelector<HTMLElement>('[data-card-heading]')?.focus({ preventScroll: true });
    });
  }

  return (
    <>
      <section aria-labelledby="burc-sec">
        <h2 id="burc-sec" className="sr-only">
          Burç seçin
        </h2>
        <SignGrid label="Burçlar" faces={faces} basePath="/zodiac-info" onPick={showPicked} />
      </section>
      <div ref={detail} className="mt-10">
        {selectedSign ? (
          cards[selectedSign]
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/20 bg-night-900/40 px-6 py-12 text-center">
            <SparkleIcon className="h-9 w-9 text-gold-300" />
            <p className="mt-3 max-w-lg text-slate-200">
              Yukarıdan bir burç seçin; elementinden uğurlu taşına, kariyerinden ünlülerine kadar bütün
              bilgileri burada açılsın. Seçiminiz bir sonraki ziyaretinizde de hatırlanır.
            </p>
          </div>
        )}
      </div>
    </>
  );
}
