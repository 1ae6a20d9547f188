import Link from '@/components/ui/link';
import { pairSlug } from '@/lib/compatibility/pairs/compose';
import type { SharedResult } from '@/lib/compatibility/pairs/share';
import { ELEMENT_RELATION_LABEL } from '@/lib/compatibility/score';
import { ResultSign } from './result-sign';

/** A shared calculator result, as the calculator showed it (without the random part's breakdown). */
export function PairSharedResult({ result }: { result: SharedResult }) {
  return (
    <section
      aria-labelledby="uyum-sonucu"
      className="rounded-2xl border border-white/10 bg-gradient-to-br from-night-800/80 to-night-900/70 p-5 shadow-xl shadow-black/20 sm:p-8"
    >
      <h2 id="uyum-sonucu" className="font-display text-2xl font-semibold text-white sm:text-3xl">
        Aşk Uyumu Sonucu
      </h2>
      <div className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-4">
        <p data-testid="uyum-yuzdesi" className="font-display text-5xl font-semibold text-white">
          %{result.total}
        </p>
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
      <div data-testid="uyum-aciklamasi" className="mt-6 max-w-3xl space-y-4 leading-relaxed text-slate-200">
        {result.description.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
      <p className="mt-6">
        <Link
          href={`/ask-uyumu/${pairSlug(result.first.id, result.second.id)}`}
          className="text-gold-300 underline hover:text-white"
        >
          {result.first.name} ve {result.second.name} uyumu hakkında daha fazlası
        </Link>
      </p>
    </section>
  );
}
