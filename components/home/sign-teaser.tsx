'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useSelectedSign } from '@/components/zodiac/selected-sign';
import { getSign, type SignId } from '@/lib/zodiac/signs';

interface Teaser {
  sign: SignId;
  text: string;
  ratings: { label: string; value: number }[];
}

/** The opening of a reading: its summary when the API gives one, otherwise its first sentence. */
function teaserOf(sign: SignId, data: Record<string, unknown>): Teaser | null {
  const summary = typeof data.summary === 'string' && data.summary.trim() ? data.summary.trim() : null;
  // The composed reading opens with a section label ('Genel: …'): the teaser starts after it.
  const prediction =
    typeof data.prediction === 'string' ? data.prediction.trim().replace(/^[\p{L} ]{2,20}:\s+/u, '') : '';
  const first = prediction.match(/^.+?[.!?…](?=\s|$)/)?.[0] ?? prediction;
  const text = summary ?? first;
  if (!text) return null;
  const ratings: Teaser['ratings'] = [];
  if (data.ratings && typeof data.ratings === 'object') {
    for (const [label, value] of Object.entries(data.ratings as Record<string, unknown>)) {
      if (typeof value === 'number') ratings.push({ label, value });
    }
  }
  return { sign, text, ratings };
}

const RATING_NAMES: Record<string, string> = {
  love: 'Aşk',
  career: 'Kariyer',
  health: 'Sağlık',
  energy: 'Enerji',
};

/**
 * For a remembered sign, the opening of today's reading with a link to it. The box keeps its
 * height whether or not a sign is remembered, so nothing below it moves when it fills in.
 */
export function SignTeaser() {
  const { selectedSign } = useSelectedSign();
  const [teaser, setTeaser] = useState<Teaser | null>(null);
  const [failedFor, setFailedFor] = useState<SignId | null>(null);
  const failed = failedFor !== null && failedFor === selectedSign;

  useEffect(() => {
    if (!selectedSign) return;
    const controller = new AbortController();
    fetch(`/api/horoscopes/daily/${selectedSign}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { data?: Record<string, unknown> }) => {
        const t = body.data ? teaserOf(selectedSign, body.data) : null;
        setTeaser(t);
        setFailedFor(t ? null : selectedSign);
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setFailedFor(selectedSign);
      });
    return () => controller.abort();
  }, [selectedSign]);

  const current = teaser && teaser.sign === selectedSign ? teaser : null;
  const sign = selectedSign ? getSign(selectedSign) : null;
  return (
    <section
      aria-labelledby="burcunuz-bugun"
      aria-live="polite"
      className="mx-auto flex min-h-[216px] w-full max-w-xl flex-col rounded-2xl border border-gold-300/30 bg-night-900/70 p-5 text-left sm:min-h-[188px]"
    >
      <h2 id="burcunuz-bugun" className="text-xs font-semibold uppercase tracking-wide text-gold-300">
        {sign ? `${sign.icon} ${sign.name} burcu bugün` : 'Burcunuz bugün'}
      </h2>
      {!sign ? (
        <p className="mt-2 text-sm leading-relaxed text-slate-300">
          Burcunuzu yukarıdan seçin; her gelişinizde günlük yorumunuzun ilk satırları burada sizi beklesin.
        </p>
      ) : current ? (
        <>
          <p className="mt-2 line-clamp-3 leading-relaxed text-slate-100">{current.text}</p>
          {current.ratings.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-300">
              {current.ratings.map((r) => (
                <li key={r.label}>
                  {RATING_NAMES[r.label] ?? r.label}:{' '}
                  <span className="font-semibold text-gold-300">{r.value}/5</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : failed ? (
        <p className="mt-2 text-sm text-slate-300">
          Yorumun özeti şu anda getirilemedi; tam yoruma aşağıdaki bağlantıdan ulaşabilirsiniz.
        </p>
      ) : (
        <div className="mt-3 space-y-2" aria-hidden="true">
          <div className="h-3.5 w-full animate-pulse rounded bg-white/10" />
          <div className="h-3.5 w-4/5 animate-pulse rounded bg-white/10" />
        </div>
      )}
      {sign ? (
        <Link
          href={`/daily/${sign.id}`}
          className="mt-auto pt-3 text-sm font-semibold text-gold-300 hover:underline"
        >
          {sign.name} günlük yorumunun tamamı →
        </Link>
      ) : null}
    </section>
  );
}
