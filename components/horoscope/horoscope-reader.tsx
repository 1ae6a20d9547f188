'use client';

import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { SignGrid, type SignFaces } from '@/components/zodiac/sign-grid';
import { useSelectedSign } from '@/components/zodiac/selected-sign';
import type { HoroscopeType } from '@/lib/horoscope/types';
import { ReadingLoading } from './status-boxes';

const loadReading = () => import('./horoscope-reading');
// TanStack Query, the card and its parts are not in the page's first load (docs/performance.md).
// Memoised: the pick's urgent render passes it the same (deferred) props, and it skips that render.
const HoroscopeReading = memo(lazy(loadReading));

/**
 * Runs `load` once the page has loaded (its fonts and images in, so the download takes no bandwidth
 * from them) and the main thread is idle. Returns a cleanup for an effect.
 */
function preloadWhenIdle(load: () => unknown): () => void {
  let idle: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback: the load event is late enough there.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => void load());
    else void load();
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * /daily, /weekly and /monthly's interactive part: the sign grid and the selected sign's
 * reading (loading, the card, or the error and info boxes of docs/reading-screens.md). Nothing is
 * fetched until a sign is chosen. The reading's code is not in the first load: it is fetched when
 * the browser is idle after hydration (or on pointing at or focusing the grid, if sooner), so a
 * pick rarely waits for it; until it has arrived the reading's own loading state shows, in the
 * same place. The grid's items are links to the per-sign pages: before hydration (or without
 * JavaScript) a pick opens `/{period}/{sign}`; after it, the reading loads here and the address
 * changes to that page (Back returns to the grid).
 *
 * A pick's own render is small: the grid marks the sign and the loading text replaces what was
 * below. The reading itself (its query, the card) renders in a deferred pass after that paint
 * (`useDeferredValue`), so the tap answers at once on a slow phone.
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
  const onPick = useCallback(() => setPicks((n) => n + 1), []);
  const shownSign = useDeferredValue(selectedSign);
  const shownPicks = useDeferredValue(picks);
  const preload = () => void loadReading();

  useEffect(() => preloadWhenIdle(loadReading), []);

  let reading;
  if (selectedSign === null) {
    reading = (
      <p className="rounded-2xl border border-dashed border-white/15 p-5 text-center text-slate-300">
        Yorumunuzu okumak için yukarıdan burcunuzu seçin.
      </p>
    );
  } else if (shownSign !== selectedSign) {
    // The urgent render of a pick (or of the remembered sign after hydration).
    reading = <ReadingLoading />;
  } else {
    reading = (
      <Suspense fallback={<ReadingLoading />}>
        <HoroscopeReading type={type} sign={shownSign} picks={shownPicks} siteUrl={siteUrl} />
      </Suspense>
    );
  }

  return (
    <>
      <div className="mt-8" onPointerEnter={preload} onFocus={preload}>
        <SignGrid
          label="Burcunuzu seçin"
          faces={faces}
          basePath={`/${type}`}
          changeAddress
          onPick={onPick}
        />
      </div>
      <div className="mx-auto mt-10 max-w-3xl">{reading}</div>
    </>
  );
}
