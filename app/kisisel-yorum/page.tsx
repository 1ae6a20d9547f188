import Link from '@/components/ui/link';
import { BirthChartForm } from '@/components/birth-chart/birth-chart-form';
import { PersonalSky } from '@/components/personal/personal-sky';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';

const TITLE = 'Kişisel Yorum: Bugünün Gökyüzü Sizin Doğum Haritanızda';
const DESCRIPTION =
  'Gezegenlerin bugün doğum haritanızla yaptığı açılar, Ay’ın evleriniz arasındaki yolu, önümüzdeki 30 gün ve 12 ayın büyük geçişleri ve Güneş dönüşünüz. Haritanız yalnızca tarayıcınızda saklanır.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/kisisel-yorum' });

// Today's date is read per request: the page is rendered on demand.
export const dynamic = 'force-dynamic';

export default function PersonalReadingPage() {
  const today = istanbulDay();
  const siteUrl = env().SITE_URL;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Kişisel Yorum', path: '/kisisel-yorum' }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${SITE_NAME} Kişisel Yorum`,
            url: new URL('/kisisel-yorum', `${siteUrl}/`).toString(),
            description: DESCRIPTION,
            applicationCategory: 'LifestyleApplication',
            operatingSystem: 'Tüm tarayıcılar',
            inLanguage: 'tr-TR',
            isAccessibleForFree: true,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'TRY' },
          },
        ]}
      />
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
        <Link href="/" className="hover:text-white">
          Ana Sayfa
        </Link>{' '}
        / <span className="text-slate-200">Kişisel Yorum</span>
      </nav>
      <PageHeader
        className="mt-3"
        title="Kişisel Yorum"
        lead="Bugünün gökyüzünü herkesin Güneş burcuna göre değil, sizin doğum haritanıza göre okuyoruz: gezegenlerin haritanızdaki noktalarla yaptığı açılar, Ay’ın evleriniz arasındaki yolu ve önünüzdeki büyük geçişler."
      />
      <PersonalSky today={today}>
        <section aria-labelledby="harita-yok" className="mt-8">
          <h2 id="harita-yok" className="font-display text-2xl font-semibold text-white">
            Önce doğum haritanızı hesaplayın
          </h2>
          <p className="mt-3 leading-relaxed text-slate-300" data-testid="privacy-note">
            Doğum bilgileriniz yalnızca bu tarayıcıda saklanır; sunucumuza yalnızca yorumu hesaplamak için
            gönderilir, orada kaydedilmez, günlüğe yazılmaz ve adres çubuğunda görünmez.
          </p>
          <p className="mt-3 leading-relaxed text-slate-300">
            Bilgilerinizi girin; haritanız açılınca “Haritamı kaydet” düğmesine basın ve bu sayfaya dönün.
          </p>
          <div className="mt-6">
            <BirthChartForm today={today} />
          </div>
        </section>
      </PersonalSky>
    </div>
  );
}
