import Link from '@/components/ui/link';
import { SIGNS } from '@/lib/zodiac/signs';

/** Twelve compact tiles, each straight to the sign's reading of the day. */
export function SignTiles() {
  return (
    <section aria-labelledby="gunluk-burclar" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="gunluk-burclar" className="font-display text-2xl font-semibold text-white sm:text-3xl">
        Bugünün burç yorumları
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {SIGNS.map((s) => (
          <li key={s.id}>
            <Link
              href={`/daily/${s.id}`}
              className="flex h-full flex-col items-center rounded-xl border border-white/10 bg-night-900/60 px-2 py-3 text-center transition hover:border-gold-300/60 hover:bg-night-800/70"
            >
              <span aria-hidden="true" className="font-symbol text-2xl text-gold-300">
                {s.icon}
              </span>
              <span className="mt-1 text-sm font-semibold text-white">{s.name}</span>
              <span className="text-[11px] leading-tight text-slate-400">{s.dateRange}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
