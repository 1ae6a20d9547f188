import Link from '@/components/ui/link';
import { SIGNS } from '@/lib/zodiac/signs';
import { ReturningVisitorSummary } from './returning-visitor-summary';

/**
 * The home page's first screen under the welcome headline (docs/home.md): the twelve signs as
 * links to their daily readings, server-rendered so they work before any script, and for a
 * returning visitor the remembered sign's summary beneath them.
 */
export function FirstScreenSigns() {
  return (
    <div className="mx-auto mt-6 max-w-3xl">
      <nav aria-label="Burcunuzun bugünkü yorumu" data-testid="first-screen-signs">
        <ul className="grid grid-cols-4 gap-1.5 sm:grid-cols-6 lg:grid-cols-12">
          {SIGNS.map((s) => (
            <li key={s.id}>
              <Link
                href={`/daily/${s.id}`}
                className="flex flex-col items-center rounded-lg border border-white/10 bg-night-900/60 px-1 py-1.5 text-center transition hover:border-gold-300/60 hover:bg-night-800/70"
              >
                <span aria-hidden="true" className="font-symbol text-xl leading-tight text-gold-300">
                  {s.icon}
                </span>
                <span className="text-xs font-semibold text-white">{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReturningVisitorSummary />
    </div>
  );
}
