import Link from '@/components/ui/link';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { allPairs, pairSlug } from '@/lib/compatibility/pairs/compose';
import { env } from '@/lib/env';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SIGNS, SIGN_IDS, getSign } from '@/lib/zodiac/signs';

const TITLE = 'Burç Uyumları: 78 Burç İkilisi';
const DESCRIPTION =
  'Koç ve Terazi, Boğa ve Akrep, İkizler ve Kova… Her burç ikilisinin aşk, iletişim, güven, evlilik ve arkadaşlık uyumu, elementleri ve aralarındaki açıyla.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/ask-uyumu' });

function pairName(a: string, b: string) {
  return `${a} ve ${b}`;
}

export default function PairsIndexPage() {
  const siteUrl = env().SITE_URL;
  const items = allPairs().map(({ a, b }) => ({
    name: `${pairName(getSign(a).name, getSign(b).name)} Uyumu`,
    path: `/ask-uyumu/${pairSlug(a, b)}`,
  }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Burç Uyumları', path: '/ask-uyumu' }]),
          itemListJsonLd(siteUrl, TITLE, items),
        ]}
      />
      <PageHeader
        title="Burç Uyumları"
        lead="Her burcun on iki olası eşi var. Bir ikili seçin: elementleri, nitelikleri ve zodyaktaki açıları üzerinden aşkta, iletişimde, güvende, evlilikte ve arkadaşlıkta neye dikkat etmeniz gerektiğini okuyun."
      />
      <p className="mt-4 text-slate-300">
        Anlık bir yüzde mi arıyorsunuz?{' '}
        <Link href="/love-compatibility" className="text-gold-300 underline hover:text-white">
          Aşk uyumu hesaplayıcısını
        </Link>{' '}
        deneyin.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SIGNS.map((s) => (
          <section key={s.id} aria-labelledby={`cift-${s.id}`} className={cardClasses({ padding: 'md' })}>
            <h2 id={`cift-${s.id}`} className="font-display text-lg font-semibold text-white">
              <span aria-hidden="true" className="font-symbol text-gold-300">
                {s.icon}
              </span>{' '}
              {s.name} uyumları
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {SIGN_IDS.map((other) => {
                const o = getSign(other);
                return (
                  <li key={other}>
                    <Link
                      href={`/ask-uyumu/${pairSlug(s.id, other)}`}
                      className="text-slate-200 underline-offset-2 hover:text-white hover:underline"
                    >
                      {s.name} – {o.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
