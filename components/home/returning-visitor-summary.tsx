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

  const sign = selectedSign ? getSign(selectedSign) : null;
  const current = loaded && loaded.sign === selectedSign ? loaded : null;
  // The box keeps one height in every state (no sign, loading, loaded, failed): the server
  // cannot know the visitor's sign, and nothing below may move when the browser fills it in.
  return (
    <section
      aria-labelledby="hatirlanan-burc"
      aria-live="polite"
      data-testid="returning-visitor"
      className="mx-auto mt-4 flex h-[9.75rem] w-full max-w-xl flex-col overflow-hidden rounded-2xl border border-gold-300/40 bg-night-900/80 p-4 text-left"
    >
      <h2 id="hatirlanan-burc" className="text-xs font-semibold uppercase tracking-wide text-gold-300">
        {sign ? (
          <>
            <span aria-hidden="true" className="font-symbol">
              {sign.icon}
            </span>{' '}
            {sign.name} burcu bugün
          </>
        ) : (
          'Burcunuz bugün'
        )}
      </h2>
      {!sign ? (
        <p className="mt-1.5 text-sm leading-snug text-slate-300">
          Aşağıdan burcunuzu seçin; her gelişinizde günlük yorumunuzun özeti burada sizi beklesin. Ya da
          yukarıdaki burçlardan birine dokunun.
        </p>
      ) : current && 'summary' in current ? (
        <p className="mt-1.5 line-clamp-3 leading-snug text-slate-100">{current.summary}</p>
      ) : current ? (
        <p className="mt-1.5 text-sm text-slate-300">Özet şu anda getirilemedi; yorumun tamamı bir dokunuş uzağınızda.</p>
      ) : (
        <div className="mt-2 space-y-2" aria-hidden="true">
          <div className="h-3.5 w-full animate-pulse rounded bg-white/10" />
          <div className="h-3.5 w-3/4 animate-pulse rounded bg-white/10" />
        </div>
      )}
      {sign ? (
        <Link href={`/daily/${sign.id}`} className="mt-auto pt-1 text-sm font-semibold text-gold-300 hover:underline">
          {sign.name} günlük yorumunun tamamı →
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The first screen's island for a returning visitor: the remembered sign's reading of the day,
 * its summary and a link; for a new visitor, a line on what the box is for.
 */
export function ReturningVisitorSummary() {
  return (
    <SelectedSignProvider>
      <Summary />
    </SelectedSignProvider>
  );
}
