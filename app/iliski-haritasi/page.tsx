import { SynastryForm } from '@/components/synastry/synastry-form';
import { JsonLd } from '@/components/seo/json-ld';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';
import { compareBirths } from './actions';

const TITLE = 'İlişki Haritası (Sinastri): İki Doğum Haritasının Karşılaştırması';
const DESCRIPTION =
  'İki kişinin doğum tarihini, saatini ve yerini girin: haritalarınız arasındaki açılar orblarıyla, birbirinizin evlerine düşen gezegenler, kompozit harita ve bunlardan yazılmış Türkçe bir ilişki yorumu.';

// Static: the form posts to a server action and no birth is ever in the address, so the page
// reads nothing of the request. Rebuilt hourly for the form's "today" (the action checks the
// dates against the real one).
export const revalidate = 3600;

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/iliski-haritasi' });

export default function SynastryPage() {
  const today = istanbulDay();
  const siteUrl = env().SITE_URL;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'İlişki Haritası', path: '/iliski-haritasi' }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${SITE_NAME} İlişki Haritası (Sinastri)`,
            url: new URL('/iliski-haritasi', `${siteUrl}/`).toString(),
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
        / <span className="text-slate-200">İlişki Haritası</span>
      </nav>
      <PageHeader
        className="mt-3"
        title="İlişki Haritası"
        lead="Astrologların iki insanı karşılaştırma yolu: iki doğum haritasını üst üste koyar, gezegenler arasındaki açılara, birinin gezegenlerinin ötekinin hangi evine düştüğüne ve iki haritanın orta noktalarından kurulan kompozit haritaya bakarız. Burç uyumundan farklı olarak burada şans payı yoktur: aynı iki doğum her zaman aynı sonucu verir."
      />

      <div className="mt-8">
        <SynastryForm today={today} action={compareBirths}>
          <section aria-labelledby="nasil" className="mt-12 max-w-3xl">
            <h2 id="nasil" className="font-display text-2xl font-semibold text-white">
              İlişki haritası nasıl okunur?
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
              <p>
                Sinastride önce iki haritanın gezegenleri arasındaki açılara bakılır: birinizin Venüsü ile
                ötekinizin Marsı arasındaki bir kavuşum çekimi, Ay ile Satürn arasındaki bir kare duygusal
                mesafeyi anlatır. Açının tam değerine ne kadar yakınsa, yani orbu ne kadar küçükse etkisi o
                kadar belirgindir. Orb sınırları doğum haritamızdakilerle aynıdır.
              </p>
              <p>
                İki doğum saati de biliniyorsa her birinizin gezegenlerinin ötekinin hangi evine düştüğü
                hesaplanır: birinizin Güneşi ötekinin yedinci evindeyse, o kişi ortaklık alanında güçlü
                biçimde hissedilir. Kompozit harita ise her gezegenin iki haritadaki yerlerinin yakın orta
                noktasından kurulur ve ilişkinin kendisini anlatır.
              </p>
              <p>
                Yalnızca burçlarınızın uyumunu merak ediyorsanız{' '}
                <Link
                  href="/ask-uyumu"
                  className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
                >
                  burç ikilileri
                </Link>{' '}
                ve{' '}
                <Link
                  href="/love-compatibility"
                  className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
                >
                  aşk uyumu hesaplayıcısı
                </Link>{' '}
                sayfalarına bakın.
              </p>
            </div>
          </section>
        </SynastryForm>
      </div>
    </div>
  );
}
