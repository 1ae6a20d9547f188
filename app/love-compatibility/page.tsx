import { CompatibilityCalculator } from '@/components/compatibility/compatibility-calculator';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';

const TITLE = 'Aşk Uyumu: Burç Uyumluluğu Hesaplama';
const DESCRIPTION =
  'İki burç seçin, aşk uyumunuzu hesaplayın: elementlerinizin uyumu, geleneksel olarak uyumlu burç çiftleri ve yıldızların payıyla yüzde olarak burç uyumluluğu ve yorumu.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/love-compatibility' });

export default function LoveCompatibilityPage() {
  const siteUrl = env().SITE_URL;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${SITE_NAME} Aşk Uyumu Hesaplama`,
            url: `${siteUrl}/love-compatibility`,
            applicationCategory: 'LifestyleApplication',
            operatingSystem: 'Tüm tarayıcılar',
            inLanguage: 'tr-TR',
            description: DESCRIPTION,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'TRY' },
          },
          breadcrumbJsonLd(siteUrl, [{ name: 'Aşk Uyumu', path: '/love-compatibility' }]),
        ]}
      />
      <PageHeader
        title="Aşk Uyumu"
        lead="Kendi burcunuzu ve merak ettiğiniz kişinin burcunu seçin; elementlerinizin birbirine bakışından geleneksel uyumlu burç çiftlerine kadar, yıldızların ilişkiniz hakkında söylediklerini yüzde olarak görün."
      />

      <div className="mt-8">
        <CompatibilityCalculator />
      </div>

      <section aria-labelledby="nasil" className={cardClasses({ padding: 'md', className: 'mt-12' })}>
        <h2 id="nasil" className="font-display text-xl font-semibold text-white">
          Uyum nasıl hesaplanır?
        </h2>
        <ul className="mt-4 space-y-3 text-slate-200">
          <li>
            <strong className="text-white">Elementler:</strong> aynı elementten iki burç 30 puan alır. Ateş
            ile hava ya da toprak ile su gibi birbirini tamamlayan elementler 20, diğer eşleşmeler 10 puan
            alır.
          </li>
          <li>
            <strong className="text-white">Burç çifti:</strong> ikinci burç, ilk burcun geleneksel olarak en
            uyumlu olduğu iki burçtan biriyse 40, değilse 20 puan eklenir.
          </li>
          <li>
            <strong className="text-white">Yıldızların payı:</strong> her hesaplamaya 0 ile 29 arasında
            rastgele bir puan eklenir; toplam en fazla 100 olabilir. Aynı ikiliyi yeniden hesapladığınızda
            sonuç biraz değişebilir: aşk da biraz sürprizdir.
          </li>
        </ul>
      </section>
    </div>
  );
}
