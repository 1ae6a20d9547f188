import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { SkyMapExplorer } from '@/components/sky-map/sky-map-explorer';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay as istanbulToday } from '@/lib/time/zone';

const TITLE = 'Gökyüzü Haritası: İstanbul’un Yıldız Haritası';
const DESCRIPTION =
  'Seçtiğiniz günün akşamı İstanbul semasında hangi yıldızlar, takımyıldızlar ve gezegenler var? Gerçek yıldız kataloğundan çizilen haritayı görün ve indirin.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/sky-map' });

// "Today" is Istanbul's today: the page is rendered again at most once a minute, so the default
// date and its upper bound follow midnight within a minute.
export const revalidate = 60;

export default function SkyMapPage() {
  const today = istanbulToday();
  const siteUrl = env().SITE_URL;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Gökyüzü Haritası', path: '/sky-map' }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${SITE_NAME} Gökyüzü Haritası`,
            url: new URL('/sky-map', `${siteUrl}/`).toString(),
            description: DESCRIPTION,
            applicationCategory: 'EducationalApplication',
            operatingSystem: 'Tüm tarayıcılar',
            inLanguage: 'tr-TR',
            isAccessibleForFree: true,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'TRY' },
          },
        ]}
      />
      <PageHeader
        title="Gökyüzü Haritası"
        lead="Bir gün seçin; o akşam saat 21:00’de İstanbul’dan bakınca gökte ne olduğunu gösterelim. Yıldızlar gerçek bir katalogdan, gezegenlerin ve Ay’ın yerleri o ana göre hesaplanır; Ay’ı da o günkü evresiyle çizeriz."
      />

      <div className="mt-8">
        <SkyMapExplorer today={today} />
      </div>

      <section aria-labelledby="nasil-okunur" className="mt-12 max-w-3xl">
        <h2 id="nasil-okunur" className="font-display text-2xl font-semibold text-white">
          Harita nasıl okunur?
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-slate-300">
          <li>
            Haritayı başınızın üstüne kaldırıp tutar gibi düşünün: merkez tam tepenizdeki nokta (başucu), dış
            çember ufuk. Bu yüzden kuzey (K) yukarıda, doğu (D) ise solda durur.
          </li>
          <li>
            Kesikli halkalar ufuktan 30° ve 60° yüksekliği gösterir; altın renkli kesikli çizgi, Güneş’in ve
            gezegenlerin yolu olan ekliptiktir.
          </li>
          <li>
            Parlak yıldızlar daha büyük çizilir, renkleri de gerçek renklerine (maviden turuncuya) göredir.
            Gezegenler ince bir halkayla yıldızlardan ayrılır.
          </li>
          <li>
            Güneş battıktan hemen sonra gök henüz aydınlıktır: yaz akşamlarında saat 21:00’de sönük yıldızlar
            görünmeyebilir.
          </li>
        </ul>
        <p className="mt-4 text-sm text-slate-300">
          Yıldız verisi: Hipparcos kataloğu, d3-celestial (BSD-3 lisansı). Konum hesapları: astronomy-engine.
        </p>
      </section>
    </div>
  );
}
