'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { SelectedSignProvider, useSelectedSign } from '@/components/zodiac/selected-sign';
import { getSign, type SignId } from '@/lib/zodiac/signs';

type Loaded = { sign: SignId; summary: string } | { sign: SignId; failed: true };

function Summary() {
  const { selectedSign } = useSelectedSign();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!selectedSign) return;
    const controller = new AbortController();
    fetch(`/api/horoscopes/daily/${selectedSign}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { data?: { summary?: unknown } }) => {
        const summary = typeof body.data?.summary === 'string' ? body.data.summary.trim() : '';
        setLoaded(summary ? { sign: selectedSign, summary } : { sign: selectedSign, failed: true });
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setLoaded({ sign: selectedSign, failed: true });
      });
    return () => controller.abort();
  }, [selectedSign]);

  // A new visitor (no remembered sign) sees nothing here: the twelve links above are theirs.
  if (!selectedSign) return null;
  const sign = getSign(selectedSign);
  const current = loaded && loaded.sign === selectedSign ? loaded : null;
  return (
    <section
      aria-labelledby="hatirlanan-burc"
      aria-live="polite"
      data-testid="returning-visitor"
      className="mx-auto mt-4 w-full max-w-xl rounded-2xl border border-gold-300/40 bg-night-900/80 p-4 text-left"
    >
      <h2 id="hatirlanan-burc" className="text-xs font-semibold uppercase tracking-wide text-gold-300">
        <span aria-hidden="true" className="font-symbol">
          {sign.icon}
        </span>{' '}
        {sign.name} burcu bugün
      </h2>
      {current && 'summary' in current ? (
        <p className="mt-1.5 line-clamp-3 leading-snug text-slate-100">{current.summary}</p>
      ) : current ? (
        <p className="mt-1.5 text-sm text-slate-300">Özet şu anda getirilemedi; yorumun tamamı bir dokunuş uzağınızda.</p>
      ) : (
        <div className="mt-2 space-y-2" aria-hidden="true">
          <div className="h-3.5 w-full animate-pulse rounded bg-white/10" />
          <div className="h-3.5 w-3/4 animate-pulse rounded bg-white/10" />
        </div>
      )}
      <Link href={`/daily/${sign.id}`} className="mt-2 inline-block text-sm font-semibold text-gold-300 hover:underline">
        {sign.name} günlük yorumunu okuyun →
      </Link>
    </section>
  );
}

/**
 * The first screen's island for a returning visitor: the remembered sign's reading of the day,
 * its summary and a link. Renders nothing on the server and for a new visitor.
 */
export function ReturningVisitorSummary() {
  return (
    <SelectedSignProvider>
      <Summary />
    </SelectedSignProvider>
  );
}
