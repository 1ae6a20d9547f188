import type { PairPage } from '@/lib/compatibility/pairs/compose';

/** The fixed breakdown of a pair page: one bar per area, and the note that it holds no chance. */
export function PairBreakdown({ breakdown, note }: { breakdown: PairPage['breakdown']; note: string }) {
  return (
    <section
      aria-labelledby="dagilim"
      className="mt-10 rounded-2xl border border-white/10 bg-night-900/60 p-5 sm:p-6"
    >
      <h2 id="dagilim" className="font-display text-xl font-semibold text-white">
        Alan alan uyum
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Genel ortalama: <strong className="text-white">%{breakdown.overall}</strong>
      </p>
      <ul className="mt-4 space-y-3">
        {breakdown.areas.map((r) => (
          <li key={r.area}>
            <div className="flex justify-between text-sm">
              <span className="text-slate-200">{r.label}</span>
              <span className="font-semibold text-white">%{r.total}</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-white/10">
              <div
                className="h-2 rounded-full bg-gradient-to-r from-rose-400 to-gold-300"
                style={{ width: `${r.total}%` }}
              />
            </div>
            <p className="mt-0.5 text-xs text-slate-300">
              55 taban puan · element {signed(r.element)} · nitelik {signed(r.quality)} · açı{' '}
              {signed(r.relation)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm leading-relaxed text-slate-200">{note}</p>
    </section>
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
