import Link from '@/components/ui/link';
import { listedYears } from '@/lib/horoscope/yearly/years';
import { SIGNS } from '@/lib/zodiac/signs';

/**
 * The yearly readings the home page offers on an Istanbul day: next year's from December, the
 * current year's all year (lib/horoscope/yearly/years.ts).
 */
export function YearlyListing({ day }: { day: string }) {
  const years = listedYears(day);
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="yillik-yorumlar" className="mx-auto mb-10 max-w-6xl px-4 sm:px-6">
      {years.map((year, i) => (
        <div key={year} className={i ? 'mt-6' : ''}>
          <h2
            id={i ? `yillik-yorumlar-${year}` : 'yillik-yorumlar'}
            className="font-display text-2xl font-semibold text-white sm:text-3xl"
          >
            {year} yıllık burç yorumları
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {SIGNS.map((s) => (
              <li key={s.id}>
                <Link
                  href={`/yillik/${s.id}/${year}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-gold-300/40 px-3 py-1.5 text-sm text-gold-300 hover:bg-white/5"
                >
                  <span aria-hidden="true" className="font-symbol">
                    {s.icon}
                  </span>
                  {s.name} {year}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
