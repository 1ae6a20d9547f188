import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { TarotTable } from '@/components/tarot/tarot-table';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { TAROT_DECK } from '@/lib/tarot/deck';

const TITLE = 'Tarot Falı: Üç Kartla Geçmiş, Şimdi ve Gelecek';
const DESCRIPTION =
  'Ücretsiz üç kartlık tarot falı: desteden çekilen kartlar geçmişinizi, şimdinizi ve geleceğinizi yorumlar. Her kartın anlamı ve ters anlamıyla birlikte.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/tarot' });

export default function TarotPage() {
  const siteUrl = env().SITE_URL;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd data={breadcrumbJsonLd(siteUrl, [{ name: 'Tarot Falı', path: '/tarot' }])} />
      <PageHeader
        title="Tarot Falı"
        lead="Büyük Arkana’nın ilk on kartından oluşan destemiz her falda baştan karıştırılır. Çekilen üç kart sırasıyla geçmişinizi, şimdinizi ve geleceğinizi anlatır; her kartın hem düz hem ters anlamını da okuyabilirsiniz."
      />

      <div className="mt-8">
        <TarotTable deck={TAROT_DECK} />
      </div>

      <section aria-labelledby="deste" className="mt-14">
        <h2 id="deste" className="font-display text-2xl font-semibold text-white">
          Destedeki On Kart
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {TAROT_DECK.map((c) => (
            <li
              key={c.id}
              className="flex items-start gap-3 rounded-xl border border-white/10 bg-night-900/60 p-4"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gold-300/50 font-symbol text-xl text-gold-300"
              >
                {c.glyph}
              </span>
              <span>
                <span className="block font-semibold text-white">
                  {c.id}. {c.name}
                </span>
                <span className="block text-sm text-slate-300">{c.keywords.join(' · ')}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
