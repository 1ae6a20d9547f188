'use client';

import dynamic from 'next/dynamic';
import { startTransition, useActionState, useEffect, type ReactNode } from 'react';
import type { ChartInterpretation } from '@/lib/birth-chart/interpret';
import type { BirthChart } from '@/lib/birth-chart/types';
import { BirthChartForm } from './birth-chart-form';
import { ChartFormAction } from './chart-form-action';
import { BIRTH_HANDOFF_KEY, EMPTY_BIRTH_FORM, SAVED_CHART_HASH, type BirthFormInitial } from './form-values';
import { readSavedChart } from './saved-chart';
import { SavedChartLink } from './saved-chart-link';

/** What the chart page shows: the form's values, and the chart drawn from them or why it could not be. */
export interface BirthChartState {
  /** Counts the charts drawn: the form starts afresh from each one's values. */
  key: number;
  values: BirthFormInitial;
  error: string | null;
  /** The chart drawn and its readings (computed by the action, on the server). */
  chart: BirthChart | null;
  interpretation: ChartInterpretation | null;
}

export const EMPTY_CHART_STATE: BirthChartState = {
  key: 0,
  values: EMPTY_BIRTH_FORM,
  error: null,
  chart: null,
  interpretation: null,
};

// The result's code loads once a chart is drawn, not with the calculator (rendered on the server
// all the same when the page answers a form posted before hydration).
const ChartResult = dynamic(() => import('./chart-result').then((m) => m.ChartResult));

const BIRTH_KEYS = ['date', 'time', 'place', 'latitude', 'longitude', 'timeZone', 'utcOffset', 'houseSystem'];

function formOf(search: string): FormData | null {
  const params = new URLSearchParams(search);
  if (!params.has('date')) return null;
  const form = new FormData();
  for (const [name, value] of params) if (BIRTH_KEYS.includes(name)) form.append(name, value);
  return form;
}

/**
 * A chart to draw as the page opens, and where it came from: the chart saved in this browser
 * (SAVED_CHART_HASH), the birth form of another page (sessionStorage), or an address of the old
 * kind (`?date=…`, from a bookmark), which is taken off the address bar at once.
 */
function chartToOpen(): FormData | null {
  if (window.location.hash === SAVED_CHART_HASH) {
    const saved = readSavedChart();
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return saved ? formOf(saved.search) : null;
  }
  try {
    const handed = window.sessionStorage.getItem(BIRTH_HANDOFF_KEY);
    if (handed !== null) {
      window.sessionStorage.removeItem(BIRTH_HANDOFF_KEY);
      return formOf(handed);
    }
  } catch {
    // storage blocked: nothing was handed over
  }
  if (window.location.search) {
    const form = formOf(window.location.search);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.hash}`,
    );
    return form;
  }
  return null;
}

/**
 * The calculator of /dogum-haritasi: the birth form posts to a server action (useActionState),
 * which answers with the chart computed on the server. Before hydration the same form posts the
 * page itself (the permalink) and Next answers with the chart drawn; the page stays static, and
 * the birth never appears in its address. `children` (the explanations and questions) show while
 * no chart is drawn.
 */
export function BirthChartTool({
  action,
  today,
  children,
}: {
  action: (state: BirthChartState, form: FormData) => Promise<BirthChartState>;
  today: string;
  children?: ReactNode;
}) {
  const [state, dispatch, pending] = useActionState(action, EMPTY_CHART_STATE, '/dogum-haritasi#harita');
  const drawn = state.chart !== null && state.interpretation !== null;

  useEffect(() => {
    const form = chartToOpen();
    if (form) startTransition(() => dispatch(form));
  }, [dispatch]);

  useEffect(() => {
    if (state.key > 0) document.getElementById('harita')?.scrollIntoView({ block: 'start' });
  }, [state.key]);

  const form = (
    <BirthChartForm
      key={state.key}
      today={today}
      initial={state.values}
      action={dispatch}
      pending={pending}
    />
  );
  return (
    <ChartFormAction.Provider value={dispatch}>
      {drawn ? (
        <details className="group mt-8 rounded-2xl border border-white/10 bg-night-900/40">
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-5 font-semibold text-gold-300">
            Doğum bilgilerini değiştirin
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="p-2 pt-0 sm:p-3 sm:pt-0">{form}</div>
        </details>
      ) : (
        <div className="mt-8">{form}</div>
      )}
      {drawn ? null : <SavedChartLink />}

      <div id="harita" aria-live="polite" className="mt-10 scroll-mt-4">
        {state.error ? (
          <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
            <p className="font-semibold">Harita hesaplanamadı</p>
            <p className="mt-1 text-sm text-red-200">{state.error}</p>
          </div>
        ) : null}
        {drawn ? <ChartResult chart={state.chart!} interpretation={state.interpretation!} /> : null}
      </div>

      {drawn ? null : children}
    </ChartFormAction.Provider>
  );
}
