'use client';

import { useEffect } from 'react';

/**
 * Mounted once in the root layout: after hydration it loads the `web-vitals` library and the
 * beacon (a chunk of its own, so no page's first-load JavaScript grows by more than this stub).
 * The library's observers are buffered, so the paints and shifts that came before still count.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    void import('./web-vitals-beacon').then((m) => {
      m.startVitalsBeacon();
      // Like data-hydrated: says the beacon now listens (the e2e tests wait for it).
      document.documentElement.dataset.vitals = 'listening';
    });
  }, []);
  return null;
}
