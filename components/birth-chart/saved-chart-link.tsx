'use client';

import Link from '@/components/ui/link';
import { useContext, useEffect, useState } from 'react';
import { ChartFormAction, ChartRedrawForm } from './chart-form-action';
import { SAVED_CHART_HASH } from './form-values';
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
 * signs' table with it. On the chart page it posts the saved birth to the page's action; elsewhere
 * it leads to the chart page's SAVED_CHART_HASH, which opens it. Never the birth in an address.
 */
export function SavedChartLink() {
  const saved = useSavedChart();
  const action = useContext(ChartFormAction);
  if (!saved) return null;
  const className = 'font-semibold text-gold-300 underline underline-offset-4';
  return (
    <div className="mt-4 text-sm text-slate-300" data-testid="saved-chart-link">
      {action ? (
        <ChartRedrawForm fields={Object.fromEntries(new URLSearchParams(saved.search))}>
          Bu tarayıcıda kayıtlı bir haritanız var: {saved.label}.{' '}
          <button type="submit" className={className}>
            Haritamı aç
          </button>
        </ChartRedrawForm>
      ) : (
        <p>
          Bu tarayıcıda kayıtlı bir haritanız var: {saved.label}.{' '}
          <Link href={`/dogum-haritasi${SAVED_CHART_HASH}`} className={className}>
            Haritamı aç
          </Link>
        </p>
      )}
    </div>
  );
}
