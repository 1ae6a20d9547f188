import Link from '@/components/ui/link';
import { cardClasses } from '@/components/ui/card';
import { pairSlug } from '@/lib/compatibility/pairs/compose';
import { SIGNS, type SignCore } from '@/lib/zodiac/signs';

/** The block on a sign's page that links its twelve pair pages. */
export function PairLinks({ sign }: { sign: SignCore }) {
  return (
    <section aria-labelledby="burc-uyumlari" className={cardClasses({ padding: 'md', className: 'mt-10' })}>
      <h2 id="burc-uyumlari" className="font-display text-xl font-semibold text-white">
        {sign.name} burcunun uyumları
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {SIGNS.map((o) => (
          <li key={o.id}>
            <Link
              href={`/ask-uyumu/${pairSlug(sign.id, o.id)}`}
              className="text-slate-200 underline-offset-2 hover:text-white hover:underline"
            >
              <span aria-hidden="true" className="font-symbol text-gold-300">
                {o.icon}
              </span>{' '}
              {sign.name} ve {o.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link href="/ask-uyumu" className="text-gold-300 underline hover:text-white">
          Tüm burç uyumları
        </Link>
      </p>
    </section>
  );
}
