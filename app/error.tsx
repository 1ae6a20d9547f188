'use client';

import { lazy, Suspense } from 'react';

// The root error boundary is part of every page's first load; its view is fetched only when an
// error happens, so pages do not carry its code (and the button and heading it uses) up front.
const ErrorView = lazy(() => import('@/components/layout/error-view'));

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <Suspense fallback={<p className="px-4 py-24 text-center text-slate-300">Bir şeyler ters gitti.</p>}>
      <ErrorView reset={reset} />
    </Suspense>
  );
}
