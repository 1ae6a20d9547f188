'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QueryProvider } from '@/components/query-provider';
import {
  fetchSkyMap,
  SKY_MAP_FAILED,
  SKY_MAP_NO_IMAGE,
  SKY_MAP_STALE_MS,
  skyMapQueryKey,
  SkyMapRequestError,
} from './fetch-sky-map';
import { ChartSquare, SkyMapPlaceholder } from './sky-map-frame';
import { SkyMapResultView } from './sky-map-result';

/** A press of 'Gökyüzü Haritasını Göster': its number on this page view and the date it asked for. */
export interface SkyMapSubmission {
  id: number;
  date: string;
}

export interface SkyMapAnswerProps {
  /** The date in the form now. */
  date: string;
  /** The latest submission; the request runs for it and for nothing else. */
  submission: SkyMapSubmission;
  /** Whether the form's date is the one last submitted: results show only then. */
  shown: boolean;
  /** Whether the chart's empty frame may show yet (from the frame after the submit's paint on). */
  framed: boolean;
  /** Called when a submission has its answer (fetched, failed, or still fresh in the cache). */
  onSettled: (id: number) => void;
}

/**
 * The sky map's query and its outcomes: TanStack Query, the chart, the no-image and error boxes.
 * SkyMapExplorer loads it with `import()` on the first submit (or when the form is pointed at or
 * focused), so the page's first load carries only the form (docs/performance.md).
 */
export default function SkyMapAnswer(props: SkyMapAnswerProps) {
  return (
    <QueryProvider>
      <Answer {...props} />
    </QueryProvider>
  );
}

function Answer({ date, submission, shown, framed, onSettled }: SkyMapAnswerProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: skyMapQueryKey(date),
    queryFn: ({ signal }) => fetchSkyMap(date, signal),
    // The request fires only on submit (docs/sky-map.md), never on mount, focus or reconnect.
    enabled: false,
    retry: false,
    staleTime: SKY_MAP_STALE_MS,
  });

  // Each submission is answered once: React may run the effect again for the same one.
  const answered = useRef(0);
  const { refetch } = query;
  useEffect(() => {
    if (answered.current === submission.id) return;
    answered.current = submission.id;
    const state = queryClient.getQueryState(skyMapQueryKey(submission.date));
    const fresh = state?.status === 'success' && Date.now() - state.dataUpdatedAt < SKY_MAP_STALE_MS;
    if (fresh) onSettled(submission.id);
    else void refetch().finally(() => onSettled(submission.id));
  }, [submission, queryClient, refetch, onSettled]);

  if (!shown) return null;
  // A chart already shown stays while the same date is fetched again; the boxes wait for the answer.
  if (query.status === 'success' && query.data.kind === 'image') {
    return <SkyMapResultView key={query.data.answer.data} answer={query.data.answer} />;
  }
  // Until the answer is in (including the moment before the effect has started the request) the
  // chart's empty frame holds its place; the outcomes below take the same square.
  if (query.isFetching || query.status === 'pending')
    return framed ? <SkyMapPlaceholder date={date} /> : null;
  if (query.status === 'error') {
    return (
      <ChartSquare>
        <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
          <p className="font-semibold">{SKY_MAP_FAILED}</p>
          {query.error instanceof SkyMapRequestError && query.error.detail ? (
            <p className="mt-1 text-sm text-red-200">{query.error.detail}</p>
          ) : null}
        </div>
      </ChartSquare>
    );
  }
  if (query.status === 'success' && query.data.kind === 'no-image') {
    return (
      <ChartSquare>
        <div className="rounded-2xl border border-red-400/40 bg-red-950/50 p-5">
          <p role="alert" className="font-semibold text-red-300">
            {SKY_MAP_NO_IMAGE}
          </p>
          <details className="mt-3 text-sm text-slate-200">
            <summary className="cursor-pointer rounded font-medium text-slate-100 underline-offset-4 hover:underline">
              API yanıtını göster
            </summary>
            <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-night-950/80 p-3 text-xs leading-relaxed text-slate-200">
              {typeof query.data.raw === 'string' ? query.data.raw : JSON.stringify(query.data.raw, null, 2)}
            </pre>
          </details>
        </div>
      </ChartSquare>
    );
  }
  return null;
}
