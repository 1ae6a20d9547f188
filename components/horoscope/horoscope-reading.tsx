'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { QueryProvider } from '@/components/query-provider';
import {
  HOROSCOPE_QUERY_OPTIONS,
  LOAD_ERROR_FALLBACK,
  fetchHoroscope,
  horoscopeQueryKey,
} from '@/lib/api/horoscope-client';
import { getSign } from '@/lib/zodiac/signs';
import type { SignId } from '@/lib/zodiac/sign-ids';
import type { HoroscopeType } from '@/lib/horoscope/types';
import { ReadingCard, readingTitle } from './reading-card';
import { ErrorBox, InfoBox, ReadingLoading } from './status-boxes';

/** docs/reading-screens.md: the card scrolls into view about 100 ms after the reading arrives. */
export const SCROLL_DELAY_MS = 100;

export interface HoroscopeReadingProps {
  type: HoroscopeType;
  /** The selected sign; nothing is fetched without one. */
  sign: SignId | null;
  /** Picks made on this page view; 0 means the sign was remembered from an earlier visit. */
  picks: number;
  siteUrl: string;
}

/**
 * The selected sign's reading on /daily, /weekly and /monthly: TanStack Query, the card and the
 * outcome boxes. Loaded with `import()` by HoroscopeReader, outside the page's first load: when the
 * browser is idle after the page has loaded, or at the first pick if sooner (docs/performance.md).
 */
export default function HoroscopeReading(props: HoroscopeReadingProps) {
  return (
    <QueryProvider>
      <Reading {...props} />
    </QueryProvider>
  );
}

/**
 * After a pick the card scrolls into view about 100 ms after the reading arrives and focus
 * moves to its title, so keyboard and screen-reader users land on it (as on /zodiac-info). A
 * returning visitor, whose sign the browser remembered, is not moved: the page does not jump
 * on load; a button at the bottom of the screen leads to the reading until it is in view.
 */
function Reading({ type, sign, picks, siteUrl }: HoroscopeReadingProps) {
  const query = useQuery({
    queryKey: horoscopeQueryKey(type, sign),
    queryFn: ({ signal }) => fetchHoroscope(type, sign!, { signal }),
    enabled: sign !== null,
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

  if (sign === null) return null;
  if (query.isPending) return <ReadingLoading />;
  if (query.isError) return <ErrorBox message={query.error.message || LOAD_ERROR_FALLBACK} />;
  if (query.data.kind === 'info') return <InfoBox message={query.data.message} />;
  const data = query.data.data;
  return (
    <>
      <div ref={cardRef} data-testid="reading-card">
        <ReadingCard
          data={data}
          permalink={`/${type}/${data.sign}`}
          shareUrl={`${siteUrl}/${type}/${data.sign}`}
          headingRef={headingRef}
        />
      </div>
      {picks === 0 ? (
        <GoToReading
          label={`${getSign(data.sign).name} yorumunuza gidin`}
          title={readingTitle(data)}
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
