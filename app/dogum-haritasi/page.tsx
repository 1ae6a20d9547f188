import { FaqList } from '@/components/ui/faq-list';
import Link from '@/components/ui/link';
import { BirthChartTool } from '@/components/birth-chart/birth-chart-tool';
import { BIRTH_CHART_FAQ, faqJsonLd } from '@/components/birth-chart/content';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';
import { drawBirthChart } from './actions';

const TITLE = 'Doğum Haritası Hesaplama: Yükselen, Ay Burcu ve Gezegenler';
const DESCRIPTION =
  'Doğum tarihinizi, saatinizi ve yerinizi girin: Güneş, Ay ve yükselen burcunuz, gezegenlerin burç ve ev konumları, açılar ve Türkçe yorumlarıyla doğum haritanız. Türkiye’nin saat değişiklikleri hesaba katılır.';

// Static: the birth form posts to a server action and no birth is ever in the address, so the page
// reads nothing of the request. Rebuilt hourly for the form's "today" (the action checks the date
// against the real one).
export const revalidate = 3600;

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/dogum-haritasi' });

export default function BirthChartPage() {
  const today = istanbulDay();
  const siteUrl = env().SITE_URL;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Doğum Haritası', path: '/dogum-haritasi' }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${SITE_NAME} Doğum Haritası Hesaplama`,
            url: new URL('/dogum-haritasi', `${siteUrl}/`).toString(),
            description: DESCRIPTION,
            applicationCategory: 'LifestyleApplication',
            operatingSystem: 'Tüm tarayıcılar',
            inLanguage: 'tr-TR',
            isAccessibleForFree: true,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'TRY' },
          },
          faqJsonLd(BIRTH_CHART_FAQ),
        ]}
      />
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
        <Link href="/" className="hover:text-white">
          Ana Sayfa
        </Link>{' '}
        / <span className="text-slate-200">Doğum Haritası</span>
      </nav>
      <PageHeader
        className="mt-3"
        title="Doğum Haritası"
        lead="Doğduğunuz anın gökyüzü: Güneş, Ay ve yükselen burcunuz, gezegenlerin burçları ve evleri, aralarındaki açılar. Saat farkını doğum yerinizin ve tarihinizin saat kurallarından buluruz; Türkiye’nin yıllar içindeki bütün saat değişiklikleri hesaba katılır."
      />

      <BirthChartTool action={drawBirthChart} today={today}>
        <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <section aria-labelledby="nedir" className="max-w-3xl">
            <h2 id="nedir" className="font-display text-2xl font-semibold text-white">
              Doğum haritası nedir?
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
              <p>
                Doğum haritası, doğduğunuz dakikada doğduğunuz yerden bakıldığında gökyüzünün bir
                fotoğrafıdır. Güneş burcunuz yılın hangi gününde doğduğunuzu söyler; Ay yaklaşık iki buçuk
                günde bir, yükselen burç ise yaklaşık iki saatte bir değişir. Bu yüzden haritanızı sizin
                haritanız yapan, doğum saatiniz ve yerinizdir.
              </p>
              <p>
                Haritada on iki ev, hayatın on iki alanını anlatır: kişilik, para, iletişim, aile, aşk, iş,
                evlilik ve diğerleri. Bir gezegenin hangi burçta olduğu nasıl davrandığını, hangi evde olduğu
                bu davranışı hayatın hangi alanında yaşadığınızı gösterir. Gezegenler arasındaki açılar da bu
                güçlerin birbiriyle uyum içinde mi, gerilim içinde mi çalıştığını anlatır.
              </p>
              <p>
                Hesaplarımız gezegen konumlarında derecenin yüzde biri, yükselen ve tepe noktasında derecenin
                elli de biri hassasiyetle İsviçre Efemeris’i ile karşılaştırılarak sınanır. Yükselen burcun ne
                olduğunu ve nasıl yorumlandığını{' '}
                <Link
                  href="/yukselen-burc"
                  className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
                >
                  yükselen burç
                </Link>{' '}
                sayfamızda anlattık.
              </p>
            </div>
          </section>
          <section aria-labelledby="sss" className="max-w-3xl">
            <h2 id="sss" className="font-display text-2xl font-semibold text-white">
              Sık sorulan sorular
            </h2>
            <FaqList items={BIRTH_CHART_FAQ} />
          </section>
        </div>
      </BirthChartTool>
    </div>
  );
}
