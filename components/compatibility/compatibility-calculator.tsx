'use client';

import { startTransition, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { calculateCompatibility, type CompatibilityResult } from '@/lib/compatibility/calculate';
import { ELEMENT_RELATION_LABEL } from '@/lib/compatibility/score';
import { pairSlug } from '@/lib/compatibility/pairs/compose';
import { sharePath } from '@/lib/compatibility/pairs/share';
import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { afterNextPaint } from '@/components/ui/after-paint';
import { SignSelect } from '@/components/zodiac/sign-select';
import type { SignId } from '@/lib/zodiac/signs';
import { ResultSign } from './result-sign';

/**
 * The two sign pickers, the 'Uyumluluğu Hesapla' button and the result (docs/compatibility.md).
 * Nothing is calculated until both signs are chosen; changing a sign clears the old result.
 */
export function CompatibilityCalculator() {
  const [first, setFirst] = useState<SignId | null>(null);
  const [second, setSecond] = useState<SignId | null>(null);
  const [result, setResult] = useState<CompatibilityResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Counts sign changes, so that a result still waiting for its paint is dropped when a sign
  // changed in between.
  const choice = useRef(0);
  const ready = first !== null && second !== null;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  function calculate(event: FormEvent) {
    event.preventDefault();
    if (first === null || second === null) return;
    // The result card renders after the press's own frame is painted, in a transition, so a slow
    // phone answers the press at once (bench/vitals.ts); its focus effect, which scrolls it into
    // view, runs after that render.
    const next = calculateCompatibility(first, second);
    const asked = choice.current;
    afterNextPaint(() => {
      if (choice.current === asked) startTransition(() => setResult(next));
    });
  }

  return (
    <div className="space-y-8">
      <form onSubmit={calculate} className={cardClasses({ padding: 'lg', raised: true })}>
        <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
          <SignSelect
            id="ilk-burc"
            label="İlk Burç"
            showElement
            value={first}
            onChange={(v) => {
              setFirst(v);
              choice.current++;
              setResult(null);
            }}
          />
          <span aria-hidden="true" className="hidden pb-2.5 text-center text-3xl text-rose-300 sm:block">
            ♥
          </span>
          <SignSelect
            id="ikinci-burc"
            label="İkinci Burç"
            showElement
            value={second}
            onChange={(v) => {
              setSecond(v);
              choice.current++;
              setResult(null);
            }}
          />
        </div>
        <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <Button
            type="submit"
            disabled={!ready}
            aria-describedby={ready ? undefined : 'uyum-ipucu'}
            className="w-full sm:w-auto"
          >
            Uyumluluğu Hesapla
          </Button>
          {ready ? null : (
            <p id="uyum-ipucu" className="text-sm text-slate-300">
              Hesaplamak için iki burcu da seçin.
            </p>
          )}
        </div>
      </form>

      {result ? <CompatibilityResultCard result={result} headingRef={resultHeading} /> : null}
    </div>
  );
}

/** The result ring: a circle filled to the percentage. */
function ScoreRing({ score }: { score: number }) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 120 120" className="h-36 w-36 -rotate-90" aria-hidden="true">
      <circle cx="60" cy="60" r={r} fill="none" stroke="rgb(255 255 255 / 0.12)" strokeWidth="10" />
      <circle
        cx="60"
        cy="60"
        r={r}
        fill="none"
        stroke="url(#uyum-renk)"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - score / 100)}
        className="transition-[stroke-dashoffset] duration-700 ease-out"
      />
      <defs>
        <linearGradient id="uyum-renk" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fb7185" />
          <stop offset="100%" stopColor="#f8dc8b" />
        </linearGradient>
      </defs>
    </svg>
  );
}

function CompatibilityResultCard({
  result,
  headingRef,
}: {
  result: CompatibilityResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      aria-labelledby="uyum-sonucu"
      className="rounded-2xl border border-white/10 bg-gradient-to-br from-night-800/80 to-night-900/70 p-5 shadow-xl shadow-black/20 sm:p-8"
    >
      <h2
        id="uyum-sonucu"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-white sm:text-3xl"
      >
        Aşk Uyumu Sonucu
      </h2>

      <div className="mt-6 grid items-center gap-6 md:grid-cols-[auto_1fr]">
        <div className="relative mx-auto flex h-36 w-36 items-center justify-center">
          <ScoreRing score={result.total} />
          <p className="absolute inset-0 flex flex-col items-center justify-center">
            <span data-testid="uyum-yuzdesi" className="font-display text-4xl font-semibold text-white">
              %{result.total}
            </span>
            <span className="sr-only"> uyum</span>
          </p>
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <ResultSign sign={result.first} />
            <span aria-hidden="true" className="text-2xl text-rose-300">
              ♥
            </span>
            <ResultSign sign={result.second} />
          </div>
          <p className="mt-4 text-lg font-semibold text-gold-300">{result.bandLabel}</p>
          <p className="mt-1 text-sm text-slate-300">
            {ELEMENT_RELATION_LABEL[result.relation]} ·{' '}
            {result.harmonious ? 'Geleneksel olarak uyumlu ikili' : 'Geleneksel uyum listesinde değil'}
          </p>
        </div>
      </div>

      <div className="mt-6 max-w-3xl space-y-4 leading-relaxed text-slate-200">
        {result.description.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>

      <details className="mt-6 rounded-xl border border-white/10 bg-night-950/40 p-4 text-sm text-slate-200">
        <summary className="cursor-pointer font-semibold text-white">Puan nasıl hesaplandı?</summary>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Element puanı ({ELEMENT_RELATION_LABEL[result.relation].toLocaleLowerCase('tr-TR')})</dt>
          <dd className="text-right font-semibold">{result.elementPoints}</dd>
          <dt>Burç çifti puanı</dt>
          <dd className="text-right font-semibold">{result.pairPoints}</dd>
          <dt>Yıldızların payı (0–29 arası rastgele)</dt>
          <dd className="text-right font-semibold">{result.randomPart}</dd>
          <dt className="border-t border-white/10 pt-1 font-semibold text-white">Toplam (en fazla 100)</dt>
          <dd className="border-t border-white/10 pt-1 text-right font-semibold text-white">
            %{result.total}
          </dd>
        </dl>
      </details>

      <div className="mt-6 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
        <Link
          href={sharePath(result.first.id, result.second.id, result.total)}
          className="inline-flex w-fit items-center rounded-full border border-gold-300/60 px-4 py-2 font-semibold text-gold-300 hover:bg-gold-300/10"
        >
          Sonucu paylaş
        </Link>
        <Link
          href={`/ask-uyumu/${pairSlug(result.first.id, result.second.id)}`}
          className="text-gold-300 underline hover:text-white"
        >
          {result.first.name} ve {result.second.name} uyumu hakkında daha fazlası
        </Link>
        <Link href="/iliski-haritasi" className="text-gold-300 underline hover:text-white">
          Doğum haritalarınızı karşılaştırın
        </Link>
      </div>
    </section>
  );
}
