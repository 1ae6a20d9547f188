'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ISTANBUL } from '@/lib/sky/terms';
import {
  fetchSkyMap,
  SKY_MAP_FAILED,
  SKY_MAP_NO_IMAGE,
  skyMapQueryKey,
  SkyMapRequestError,
} from './fetch-sky-map';
import { SkyMapResultView } from './sky-map-result';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';

/** Results stay fresh for five minutes (docs/sky-map.md): submitting again within that time reuses them. */
export const SKY_MAP_STALE_MS = 5 * 60 * 1000;

/**
 * The /sky-map form: a date (today at the latest), Istanbul as the place, and the chart on demand.
 * Nothing is requested until the visitor submits; a result belongs to the date it was asked for and
 * disappears as soon as the date changes.
 */
export function SkyMapExplorer({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const queryKey = skyMapQueryKey(date);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSkyMap(date, signal),
    enabled: false,
    retry: false,
    staleTime: SKY_MAP_STALE_MS,
  });
  const dateId = useId();
  const hintId = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!date || date > today) return;
    setSubmittedFor(date);
    const state = queryClient.getQueryState(queryKey);
    const fresh = state?.status === 'success' && Date.now() - state.dataUpdatedAt < SKY_MAP_STALE_MS;
    if (!fresh) void query.refetch();
  };

  const loading = query.isFetching;
  const shown = submittedFor === date;

  return (
    <div>
      <form onSubmit={onSubmit} className={cardClasses({ dense: true })}>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-2">
            <label htmlFor={dateId} className="text-sm font-semibold text-slate-200">
              Tarih
            </label>
            <input
              id={dateId}
              type="date"
              required
              min="1900-01-01"
              max={today}
              value={date}
              aria-describedby={hintId}
              onChange={(e) => {
                setDate(e.target.value);
                setSubmittedFor(null);
              }}
              className="h-12 rounded-lg border border-white/15 bg-night-950/80 px-3 text-base text-white [color-scheme:dark] focus-visible:border-gold-300"
            />
          </div>
          <Button type="submit" busy={loading}>
            {loading ? 'Yükleniyor...' : 'Gökyüzü Haritasını Göster'}
          </Button>
        </div>
        <p id={hintId} className="mt-4 text-sm leading-relaxed text-slate-300">
          Konum: <strong className="font-semibold text-white">İstanbul</strong> (enlem {ISTANBUL.latitude},
          boylam {ISTANBUL.longitude}). Harita, seçtiğiniz günün akşamı saat 21:00’de İstanbul’dan görülen
          gökyüzünü gösterir.
        </p>
      </form>

      <div aria-live="polite" className="mt-8">
        {shown && !loading && query.status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
            <p className="font-semibold">{SKY_MAP_FAILED}</p>
            {query.error instanceof SkyMapRequestError && query.error.detail ? (
              <p className="mt-1 text-sm text-red-200">{query.error.detail}</p>
            ) : null}
          </div>
        ) : null}

        {shown && !loading && query.status === 'success' && query.data.kind === 'no-image' ? (
          <div className="rounded-2xl border border-red-400/40 bg-red-950/50 p-5">
            <p role="alert" className="font-semibold text-red-300">
              {SKY_MAP_NO_IMAGE}
            </p>
            <details className="mt-3 text-sm text-slate-200">
              <summary className="cursor-pointer rounded font-medium text-slate-100 underline-offset-4 hover:underline">
                API yanıtını göster
              </summary>
              <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-night-950/80 p-3 text-xs leading-relaxed text-slate-200">
                {typeof query.data.raw === 'string'
                  ? query.data.raw
                  : JSON.stringify(query.data.raw, null, 2)}
              </pre>
            </details>
          </div>
        ) : null}

        {shown && query.status === 'success' && query.data.kind === 'image' ? (
          <SkyMapResultView key={query.data.answer.data} answer={query.data.answer} />
        ) : null}
      </div>
    </div>
  );
}
