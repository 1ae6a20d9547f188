import { SynastryForm } from '@/components/synastry/synastry-form';
import { SynastryResult } from '@/components/synastry/synastry-result';
import { JsonLd } from '@/components/seo/json-ld';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { parseSynastryQuery, type SynastryData } from '@/lib/api/synastry';
import { synastryData } from '@/lib/api/synastry-answer';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';

const TITLE = 'İlişki Haritası (Sinastri): İki Doğum Haritasının Karşılaştırması';
const DESCRIPTION =
  'İki kişinin doğum tarihini, saatini ve yerini girin: haritalarınız arasındaki açılar orblarıyla, birbirinizin evlerine düşen gezegenler, kompozit harita ve bunlardan yazılmış Türkçe bir ilişki yorumu.';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toParams(sp: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, value);
  }
  return params;
}

const hasBirths = (params: URLSearchParams) => [...params.keys()].some((k) => /^[ab]\./.test(k));

// An address with births (the form sent without JavaScript) is personal and never indexed.
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const params = toParams(await searchParams);
  return pageMetadata({
    title: hasBirths(params) ? 'İlişki Haritanız' : TITLE,
    description: DESCRIPTION,
    path: '/iliski-haritasi',
    noindex: hasBirths(params),
  });
}

export default async function SynastryPage({ searchParams }: { searchParams: SearchParams }) {
  const params = toParams(await searchParams);
  const today = istanbulDay();
  const siteUrl = env().SITE_URL;
  let data: SynastryData | null = null;
  let error: string | null = null;
  if (hasBirths(params)) {
    try {
      data = synastryData(parseSynastryQuery(params, today));
    } catch (e) {
      if (e instanceof ApiError) error = e.message;
      else throw e;
    }
  }

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
        <SynastryForm today={today} />
      </div>

      {error || data ? (
        <div id="sonuc" className="mt-10">
          {error ? (
            <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
              <p className="font-semibold">İlişki haritası hesaplanamadı</p>
              <p className="mt-1 text-sm text-red-200">{error}</p>
            </div>
          ) : null}
          {data ? <SynastryResult data={data} /> : null}
        </div>
      ) : (
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
              hesaplanır: birinizin Güneşi ötekinin yedinci evindeyse, o kişi ortaklık alanında güçlü biçimde
              hissedilir. Kompozit harita ise her gezegenin iki haritadaki yerlerinin yakın orta noktasından
              kurulur ve ilişkinin kendisini anlatır.
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
      )}
    </div>
  );
}
