'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { readSavedChart, SAVED_CHART_EVENT, type SavedChart } from './saved-chart';

/** The chart saved in this browser, following saves and removals in this tab and in others. */
export function useSavedChart(): SavedChart | null {
  const [saved, setSaved] = useState<SavedChart | null>(null);
  useEffect(() => {
    const sync = () => setSaved(readSavedChart());
    sync();
    window.addEventListener(SAVED_CHART_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(SAVED_CHART_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  return saved;
}

/**
 * On the calculator: a way back to the chart saved in this browser. A module of its own, apart
 * from the home page's greeting, so the calculator does not load the reading fetcher and the
 * signs' table with it.
 */
export function SavedChartLink() {
  const saved = useSavedChart();
  if (!saved) return null;
  return (
    <p className="mt-4 text-sm text-slate-300" data-testid="saved-chart-link">
      Bu tarayıcıda kayıtlı bir haritanız var: {saved.label}.{' '}
      <Link
        href={`/dogum-haritasi?${saved.search}`}
        className="font-semibold text-gold-300 underline underline-offset-4"
      >
        Haritamı aç
      </Link>
    </p>
  );
}
