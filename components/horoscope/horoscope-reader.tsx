'use client';

import { lazy, Suspense, useState } from 'react';
import { SignGrid, type SignFaces } from '@/components/zodiac/sign-grid';
import { useSelectedSign } from '@/components/zodiac/selected-sign';
import type { HoroscopeType } from '@/lib/horoscope/types';
import { ReadingLoading } from './status-boxes';

const loadReading = () => import('./horoscope-reading');
// TanStack Query, the card and its parts load once a sign is selected (docs/performance.md).
const HoroscopeReading = lazy(loadReading);

/**
 * /daily, /weekly and /monthly's interactive part: the sign grid and the selected sign's
 * reading (loading, the card, or the error and info boxes of docs/reading-screens.md). Nothing is
 * fetched, and the reading's code is not loaded, until a sign is chosen; pointing at or focusing
 * the grid starts loading the code, so a pick rarely waits for it. Until it has arrived the
 * reading's own loading state shows, in the same place. The grid's items are links to the
 * per-sign pages: before hydration (or without JavaScript) a pick opens `/{period}/{sign}`; after
 * it, the reading loads here and the address changes to that page (Back returns to the grid).
 */
export function HoroscopeReader({
  type,
  siteUrl,
  faces,
}: {
  type: HoroscopeType;
  siteUrl: string;
  faces: SignFaces;
}) {
  const { selectedSign } = useSelectedSign();
  // Counts picks made on this page view; 0 means the sign (if any) was remembered.
  const [picks, setPicks] = useState(0);
  const preload = () => void loadReading();

  return (
    <>
      <div className="mt-8" onPointerEnter={preload} onFocus={preload}>
        <SignGrid
          label="Burcunuzu seçin"
          faces={faces}
          basePath={`/${type}`}
          changeAddress
          onPick={() => setPicks((n) => n + 1)}
        />
      </div>
      <div className="mx-auto mt-10 max-w-3xl">
        {selectedSign ? (
          <Suspense fallback={<ReadingLoading />}>
            <HoroscopeReading type={type} sign={selectedSign} picks={picks} siteUrl={siteUrl} />
          </Suspense>
        ) : (
          <p className="rounded-2xl border border-dashed border-white/15 p-5 text-center text-slate-300">
            Yorumunuzu okumak için yukarıdan burcunuzu seçin.
          </p>
        )}
      </div>
    </>
  );
}
