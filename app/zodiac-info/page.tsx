import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ElementBadge } from '@/components/ui/badge';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { SignDetailCard } from '@/components/zodiac/sign-detail-card';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { signFaces } from '@/components/zodiac/sign-faces';
import { ZodiacExplorer } from '@/components/zodiac/zodiac-explorer';
import { env } from '@/lib/env';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ZODIAC } from '@/lib/zodiac/details';
import type { Element, SignId } from '@/lib/zodiac/signs';

const TITLE = 'Burç Bilgileri: 12 Burcun Özellikleri';
const DESCRIPTION =
  'On iki burcun elementi, yönetici gezegeni, niteliği, uğurlu sayıları, renkleri, taşları, güçlü ve zayıf yönleri, kariyer, aşk ve sağlık eğilimleri, ünlüleri ve uyumlu burçları.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/zodiac-info' });

const ELEMENT_NOTES: Record<Element, string> = {
  Ateş: 'Coşku, cesaret ve harekete geçme gücü.',
  Toprak: 'Sabır, gerçekçilik ve somut emek.',
  Hava: 'Merak, iletişim ve fikir alışverişi.',
  Su: 'Sezgi, duygu derinliği ve şefkat.',
};

export default function ZodiacInfoPage() {
  const siteUrl = env().SITE_URL;
  const cards = Object.fromEntries(
    ZODIAC.map((s) => [s.id, <SignDetailCard key={s.id} sign={s} level={2} showPageLink />]),
  ) as Record<SignId, ReactNode>;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          itemListJsonLd(
            siteUrl,
            'Burçlar',
            ZODIAC.map((s) => ({ name: `${s.name} Burcu`, path: `/zodiac-info/${s.id}` })),
          ),
          breadcrumbJsonLd(siteUrl, [{ name: 'Burç Bilgileri', path: '/zodiac-info' }]),
        ]}
      />
      <PageHeader
        title="Burç Bilgileri"
        lead="Burcunuzu seçin: elementi, yöneticisi ve niteliğinin yanında uğurlu sayıları, renkleri, taşı ve çiçeği, güçlü ve zayıf yönleri, işte, aşkta ve sağlıkta öne çıkan eğilimleri, aynı burçtan ünlüler ve en uyumlu burçlar bir arada."
      />

      <div className="mt-8">
        <SelectedSignProvider>
          <ZodiacExplorer cards={cards} faces={signFaces()} />
        </SelectedSignProvider>
      </div>

      <section aria-labelledby="elementler" className="mt-14">
        <h2 id="elementler" className="font-display text-2xl font-semibold text-white">
          Elementlere Göre Burçlar
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(ELEMENT_NOTES) as Element[]).map((element) => (
            <li key={element} className={cardClasses({ padding: 'md' })}>
              <ElementBadge element={element} size="md" />
              <p className="mt-3 text-sm text-slate-300">{ELEMENT_NOTES[element]}</p>
              <ul className="mt-3 space-y-1">
                {ZODIAC.filter((s) => s.element === element).map((s) => (
                  <li key={s.id}>
                    <Link
                      href={`/zodiac-info/${s.id}`}
                      className="inline-flex items-center gap-2 rounded py-1 text-slate-100 hover:text-gold-300 hover:underline"
                    >
                      <span aria-hidden="true" className="font-symbol text-gold-300">
                        {s.icon}
                      </span>
                      {s.name} <span className="text-sm text-slate-300">({s.dateRange})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
