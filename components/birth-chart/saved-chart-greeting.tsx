'use client';

import { ButtonLink } from '@/components/ui/button';
import { useEffect, useState } from 'react';
import { chartBody, postJson } from '@/components/personal/request';
import { getSign } from '@/lib/zodiac/signs';
import { useSavedChart } from './saved-chart-link';
import { SAVED_CHART_HASH } from './form-values';

/** The first sentences of a reading, cut at a sentence end near `max` characters. */
export function excerpt(text: string, max = 260): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * The home page's greeting for a visitor who saved their chart in this browser: the first lines
 * of their personal daily reading (today's sky read against their own chart, /kisisel-yorum), with
 * the way to their rising sign's and Sun sign's readings. Renders nothing for everyone else.
 */
export function SavedChartGreeting() {
  const saved = useSavedChart();
  const readingSign = saved ? (saved.rising ?? saved.sun) : null;
  const chart = saved?.search ?? null;
  // The reading with the chart it belongs to; text null when it could not be loaded.
  const [reading, setReading] = useState<{ chart: string; text: string | null } | null>(null);

  useEffect(() => {
    if (!saved || !chart) return;
    const controller = new AbortController();
    // The answer's schema (zod) is loaded with the answer: the home page's first load stays small.
    const schema = import('@/lib/api/personal-reading').then((m) => m.personalReadingAnswerSchema);
    postJson('/api/personal-reading', chartBody(saved), (v) => v, controller.signal)
      .then(async (v) => (await schema).parse(v))
      .then((a) => setReading({ chart, text: a.data.summary || excerpt(a.data.prediction) }))
      .catch(() => {
        if (!controller.signal.aborted) setReading({ chart, text: null });
      });
    return () => controller.abort();
    // The chart's address is its identity: a new object for the same chart asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart]);

  if (!saved || !readingSign) return null;
  const loaded = reading?.chart === chart ? reading : null;
  const rising = saved.rising ? getSign(saved.rising) : null;
  const sun = getSign(saved.sun);
  const shown = getSign(readingSign);

  return (
    <section
      aria-labelledby="kayitli-harita"
      className="mx-auto mt-10 max-w-3xl rounded-2xl border border-gold-300/40 bg-night-900/70 p-5 text-left sm:p-6"
      data-testid="saved-chart-greeting"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">Kayıtlı haritanız</p>
      <h2 id="kayitli-harita" className="mt-2 font-display text-2xl font-semibold text-white">
        {rising
          ? `Yükselen burcunuz ${rising.name}: bugün sizi neler bekliyor?`
          : `Güneş burcunuz ${sun.name}: bugün sizi neler bekliyor?`}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{saved.label}</p>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-400">Bugün haritanızda</p>
      <div aria-live="polite" className="mt-1 leading-relaxed text-slate-200">
        {loaded?.text ? (
          <p>{loaded.text}</p>
        ) : loaded ? (
          <p>Kişisel yorumunuza şu anda ulaşamadık; aşağıdaki bağlantılardan açabilirsiniz.</p>
        ) : (
          <p className="text-slate-400">Yorumunuz hazırlanıyor...</p>
        )}
      </div>
      {rising ? (
        <p className="mt-3 text-sm leading-relaxed text-slate-400">
          Astrologlar burç yorumlarını yükselen burca göre okumayı önerir: yorumlar burçları evlere burçtan
          sayarak yerleştirir ve bu tam burç evleri, yükselen burcunuzdan sayıldığında haritanızın evleriyle
          örtüşür. Güneş burcunuzun yorumu da özünüze konuşur.
        </p>
      ) : (
        <p className="mt-3 text-sm leading-relaxed text-slate-400">
          Doğum saatinizi öğrendiğinizde haritanızı yeniden hesaplayın: yorumları yükselen burcunuza göre de
          okuyabilirsiniz.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink size="sm" href="/kisisel-yorum">
          Kişisel yorumunuzun tamamı
        </ButtonLink>
        <ButtonLink size="sm" variant="secondary" href={`/daily/${shown.id}`}>
          {shown.name} günlük yorumunun tamamı
        </ButtonLink>
        {rising && rising.id !== sun.id ? (
          <ButtonLink size="sm" variant="secondary" href={`/daily/${sun.id}`}>
            Güneş burcunuz {sun.name}
          </ButtonLink>
        ) : null}
        <ButtonLink size="sm" variant="secondary" href={`/dogum-haritasi${SAVED_CHART_HASH}`}>
          Doğum haritanızı açın
        </ButtonLink>
      </div>
    </section>
  );
}
