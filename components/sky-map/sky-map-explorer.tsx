'use client';

import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { ISTANBUL } from '@/lib/sky/terms';
import { afterNextPaint } from '@/components/ui/after-paint';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import type { SkyMapSubmission } from './sky-map-answer';
import { SkyMapPlaceholder } from './sky-map-frame';

export { SKY_MAP_STALE_MS } from './fetch-sky-map';

const loadAnswer = () => import('./sky-map-answer');
// TanStack Query, the contract and the chart view load on the first submit (docs/performance.md).
const SkyMapAnswer = lazy(loadAnswer);

/**
 * The /sky-map form: a date (today at the latest), Istanbul as the place, and the chart on demand.
 * Nothing is requested until the visitor submits; a result belongs to the date it was asked for and
 * disappears as soon as the date changes. The button says 'Yükleniyor...' and is disabled from the
 * submit until the answer is in, including the moment the answer's code itself loads.
 */
export function SkyMapExplorer({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const [submission, setSubmission] = useState<SkyMapSubmission | null>(null);
  // The submission still waiting for its answer, if any.
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  // Whether the chart's empty frame may show: from the frame after the submit's own paint on.
  const [framed, setFramed] = useState(false);
  const dateId = useId();
  const hintId = useId();
  const preload = () => void loadAnswer();
  const onSettled = useCallback((id: number) => setWaitingFor((w) => (w === id ? null : w)), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!date || date > today) return;
    const id = (submission?.id ?? 0) + 1;
    setSubmittedFor(date);
    setSubmission({ id, date });
    setWaitingFor(id);
    // The click's own frame only turns the button busy. The frame under the form comes one paint
    // later, still well within the 500 ms after an input in which the browser does not count a
    // layout shift: moving the page under the form in the click's frame cost 100-200 ms of INP.
    setFramed(false);
    afterNextPaint(() => setFramed(true));
  };

  const loading = waitingFor !== null;

  return (
    <div>
      <form
        onSubmit={onSubmit}
        onPointerEnter={preload}
        onFocus={preload}
        aria-busy={loading}
        className={cardClasses({ dense: true })}
      >
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
                // A result belongs to its date: the button no longer waits for the old one.
                setWaitingFor(null);
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
        {submission ? (
          // While the answer's code loads, the chart's frame already holds its place (no layout shift later).
          <Suspense fallback={framed && submittedFor === date ? <SkyMapPlaceholder date={date} /> : null}>
            <SkyMapAnswer
              date={date}
              submission={submission}
              shown={submittedFor === date}
              framed={framed}
              onSettled={onSettled}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
