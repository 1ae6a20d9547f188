'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { SignGrid } from '@/components/zodiac/sign-grid';
import { useSelectedSign } from '@/components/zodiac/selected-sign';
import {
  HOROSCOPE_QUERY_OPTIONS,
  LOAD_ERROR_FALLBACK,
  fetchHoroscope,
  horoscopeQueryKey,
} from '@/lib/api/horoscope-client';
import { Spinner } from '@/components/ui/icons';
import { getSign } from '@/lib/zodiac/signs';
import { ReadingCard, readingTitle } from './reading-card';
import { ErrorBox, InfoBox } from './status-boxes';
import type { HoroscopeType } from '@/lib/horoscope/types';

/** docs/reading-screens.md: the card scrolls into view about 100 ms after the reading arrives. */
export const SCROLL_DELAY_MS = 100;

/**
 * /daily, /weekly and /monthly's interactive part: the sign grid and the selected sign's
 * reading (loading, the card, or the error and info boxes of docs/reading-screens.md). Nothing is
 * fetched until a sign is chosen.
 *
 * After a pick the card scrolls into view about 100 ms after the reading arrives and focus
 * moves to its title, so keyboard and screen-reader users land on it (as on /zodiac-info). A
 * returning visitor, whose sign the browser remembered, is not moved: the page does not jump
 * on load; a button at the bottom of the screen leads to the reading until it is in view.
 */
export function HoroscopeReader({ type, siteUrl }: { type: HoroscopeType; siteUrl: string }) {
  const { selectedSign } = useSelectedSign();
  // Counts picks made on this page view; 0 means the sign (if any) was remembered.
  const [picks, setPicks] = useState(0);
  const query = useQuery({
    queryKey: horoscopeQueryKey(type, selectedSign),
    queryFn: ({ signal }) => fetchHoroscope(type, selectedSign!, { signal }),
    enabled: selectedSign !== null,
    ...HOROSCOPE_QUERY_OPTIONS,
  });

  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reading = query.data?.kind === 'reading' ? query.data.data : null;

  // The pick already answered: a refetch of the same reading later (on reconnect) moves nothing.
  const answeredPick = useRef(0);
  useEffect(() => {
    if (!reading || picks === answeredPick.current) return;
    const timer = window.setTimeout(() => {
      answeredPick.current = picks;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      cardRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reading, picks]);

  let body;
  if (!selectedSign) {
    body = (
      <p className="rounded-2xl border border-dashed border-white/15 p-5 text-center text-slate-300">
        Yorumunuzu okumak için yukarıdan burcunuzu seçin.
      </p>
    );
  } else if (query.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 p-5 text-slate-200">
        <Spinner />
        Yorumunuz hazırlanıyor...
      </p>
    );
  } else if (query.isError) {
    body = <ErrorBox message={query.error.message || LOAD_ERROR_FALLBACK} />;
  } else if (query.data.kind === 'info') {
    body = <InfoBox message={query.data.message} />;
  } else {
    const data = query.data.data;
    body = (
      <div ref={cardRef} className="scroll-mt-24" data-testid="reading-card">
        <ReadingCard
          data={data}
          permalink={`/${type}/${data.sign}`}
          shareUrl={`${siteUrl}/${type}/${data.sign}`}
          headingRef={headingRef}
        />
      </div>
    );
  }

  return (
    <>
      <div className="mt-8">
        <SignGrid label="Burcunuzu seçin" onPick={() => setPicks((n) => n + 1)} />
      </div>
      <div className="mx-auto mt-10 max-w-3xl">{body}</div>
      {reading && picks === 0 ? (
        <GoToReading
          label={`${getSign(reading.sign).name} yorumunuza gidin`}
          title={readingTitle(reading)}
          target={cardRef}
          heading={headingRef}
        />
      ) : null}
    </>
  );
}

/**
 * For a returning visitor: a button fixed at the bottom of the screen that takes them to their
 * reading, shown only while the reading is out of view. Fixed, so it shifts nothing.
 */
function GoToReading({
  label,
  title,
  target,
  heading,
}: {
  label: string;
  title: string;
  target: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const card = target.current;
    if (!card) return;
    const observer = new IntersectionObserver(([entry]) => {
      setVisible(!entry.isIntersecting);
      // Once the reader has reached the card, the button has done its work.
      if (entry.isIntersecting) observer.disconnect();
    });
    observer.observe(card);
    return () => observer.disconnect();
  }, [target]);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={`${label}: ${title}`}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        heading.current?.focus({ preventScroll: true });
      }}
      className="fixed inset-x-0 bottom-4 z-30 mx-auto w-max max-w-[calc(100%-2rem)] rounded-full border border-gold-300/60 bg-night-800/95 px-5 py-3 text-sm font-semibold text-gold-300 shadow-lg shadow-black/40 backdrop-blur"
    >
      {label} <span aria-hidden="true">↓</span>
    </button>
  );
}
