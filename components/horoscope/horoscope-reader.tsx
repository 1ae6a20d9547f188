'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSelectedSign } from '@/components/zodiac/selected-sign';
import {
  HOROSCOPE_QUERY_OPTIONS,
  LOAD_ERROR_FALLBACK,
  fetchHoroscope,
  horoscopeQueryKey,
} from '@/lib/api/horoscope-client';
import { Spinner } from '@/components/ui/icons';
import { ReadingCard } from './reading-card';
import { ErrorBox, InfoBox } from './status-boxes';
import type { HoroscopeType } from '@/lib/horoscope/types';

/** Section 9: the card scrolls into view about 100 ms after the reading arrives. */
export const SCROLL_DELAY_MS = 100;

/**
 * The reading of the selected sign for one period: nothing is fetched until a sign is
 * chosen; then loading, the card, or the error and info boxes of sections 4 and 8.
 */
export function HoroscopeReader({ type }: { type: HoroscopeType }) {
  const { selectedSign } = useSelectedSign();
  const query = useQuery({
    queryKey: horoscopeQueryKey(type, selectedSign),
    queryFn: ({ signal }) => fetchHoroscope(type, selectedSign!, { signal }),
    enabled: selectedSign !== null,
    ...HOROSCOPE_QUERY_OPTIONS,
  });

  const cardRef = useRef<HTMLDivElement>(null);
  const reading = query.data?.kind === 'reading' ? query.data.data : null;
  useEffect(() => {
    if (!reading) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      cardRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reading]);

  if (!selectedSign) {
    return (
      <p className="rounded-2xl border border-dashed border-white/15 p-5 text-center text-slate-300">
        Yorumunuzu okumak için yukarıdan burcunuzu seçin.
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 p-5 text-slate-200">
        <Spinner />
        Yorumunuz hazırlanıyor...
      </p>
    );
  }
  if (query.isError) {
    return <ErrorBox message={query.error.message || LOAD_ERROR_FALLBACK} />;
  }
  if (query.data.kind === 'info') {
    return <InfoBox message={query.data.message} />;
  }
  return (
    <div ref={cardRef} className="scroll-mt-24" data-testid="reading-card">
      <ReadingCard data={query.data.data} permalink={`/${type}/${query.data.data.sign}`} />
    </div>
  );
}
