import { FaqList } from '@/components/ui/faq-list';
import Link from '@/components/ui/link';
import { BirthChartForm } from '@/components/birth-chart/birth-chart-form';
import { faqJsonLd, RISING_FAQ, RISING_SUMMARY } from '@/components/birth-chart/content';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';
import { SIGNS } from '@/lib/zodiac/signs';

const TITLE = 'Yükselen Burç Hesaplama: Yükselen Burcum Ne?';
const DESCRIPTION =
  'Yükselen burç nedir, neden doğum saatine bu kadar bağlıdır ve nasıl yorumlanır? Doğum tarihiniz, saatiniz ve yerinizle yükselen burcunuzu Türkiye’nin saat değişikliklerini hesaba katarak bulun.';

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/yukselen-burc' });

// The form's latest date follows Istanbul's midnight within the hour; the server checks it anyway.
export const revalidate = 3600;

export default function RisingSignPage() {
  const siteUrl = env().SITE_URL;
  const url = new URL('/yukselen-burc', `${siteUrl}/`).toString();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Yükselen Burç', path: '/yukselen-burc' }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: TITLE,
            description: DESCRIPTION,
            url,
            inLanguage: 'tr-TR',
            isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', `${siteUrl}/`).toString() },
            about: { '@type': 'Thing', name: 'Yükselen burç' },
          },
          faqJsonLd(RISING_FAQ),
        ]}
      />
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
        <Link href="/" className="hover:text-white">
          Ana Sayfa
        </Link>{' '}
        / <span className="text-slate-200">Yükselen Burç</span>
      </nav>
      <PageHeader
        className="mt-3"
        title="Yükselen Burç Hesaplama"
        lead="Yükselen burcunuz, doğduğunuz dakikada doğu ufkunda yükselen burçtur: dünyaya nasıl göründüğünüzü, ilk izleniminizi ve hayata yaklaşımınızı anlatır. Hesaplamak için doğum tarihiniz, saatiniz ve doğduğunuz yer yeterli."
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        <div>
          <BirthChartForm today={istanbulDay()} compact />
          <p className="mt-3 text-sm text-slate-400">
            Sonuç, yükselen burcunuzla birlikte bütün doğum haritanızı açar: Güneş ve Ay burcunuz, gezegenler,
            evler ve yorumları. Doğum bilgileriniz sunucuda saklanmaz.
          </p>
        </div>
        <aside className="rounded-2xl border border-white/10 bg-night-900/60 p-5 text-sm leading-relaxed text-slate-300 sm:p-6">
          <h2 className="font-display text-xl font-semibold text-white">Türkiye’de doğduysanız dikkat</h2>
          <p className="mt-2">
            Türkiye’nin saatleri yıllar içinde defalarca değişti. 1978 ile 1985 arasında saatler yıl boyu
            UTC+3’teydi ve 1983 yazında bir saat daha ileri alındı; 2011, 2014 ve 2015’te yaz saati geçişleri
            sınavlar ve seçimler yüzünden birkaç gün kaydırıldı; Eylül 2016’dan beri de ülke kalıcı olarak
            UTC+3 kullanıyor.
          </p>
          <p className="mt-2">
            Yükselen burç yaklaşık iki saatte bir değiştiği için bir saatlik hata sizi bambaşka bir yükselene
            götürebilir. Sizden UTC farkı istemiyoruz: farkı doğum yerinizin saat dilimi kayıtlarından ve
            tarihinizden buluyor, hangi saatin kullanıldığını sonuçta açıkça yazıyoruz.
          </p>
        </aside>
      </div>

      <section aria-labelledby="nedir" className="mt-14 max-w-3xl">
        <h2 id="nedir" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Yükselen burç nedir?
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
          <p>
            Dünya kendi ekseni etrafında döndükçe gökyüzündeki on iki burç sırayla doğu ufkundan yükselir,
            tıpkı Güneş’in sabah doğması gibi. Doğduğunuz an ufukta hangi burç yükseliyorsa yükselen burcunuz
            odur; ufuk çizgisinin ekliptiği kestiği noktanın derecesi de haritanızın başlangıç noktasıdır.
          </p>
          <p>
            Güneş burcunuz özünüzü, Ay burcunuz duygusal ihtiyaçlarınızı anlatır. Yükselen burç ise bu
            ikisinin dünyaya açılan kapısıdır: insanların sizde ilk gördüğü, yeni bir ortama girişiniz,
            tarzınız, hatta bedeninizin duruşu. Bu yüzden Güneş burcu aynı olan iki kişi, yükselenleri
            farklıysa birbirinden çok farklı görünebilir.
          </p>
          <p>
            Yükselen burç haritanın birinci evinin de başlangıcıdır. Öteki on bir ev onu izler; karşısındaki
            alçalan burç yedinci evi, yani ilişkilerinizi ve evliliği açar. Yükseleninizin yönetici gezegeni
            haritanızın yöneticisi sayılır ve haritada durduğu yer hayatınızın ağırlık merkezini gösterir.
          </p>
        </div>
      </section>

      <section aria-labelledby="saat" className="mt-12 max-w-3xl">
        <h2 id="saat" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Neden doğum saati bu kadar önemli?
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
          <p>
            On iki burç yirmi dört saatte ufuktan geçtiği için her burç ortalama iki saat yükselir. Ama bu
            süre eşit değildir: İstanbul’un enleminde Balık ve Koç bir saatten biraz fazla sürede yükselir,
            Aslan’dan Akrep’e dört burç ise ikişer buçuk saate yakın ufukta kalır. Doğum saatiniz iki burcun
            sınırına yakınsa birkaç dakika bile sonucu değiştirebilir.
          </p>
          <p>
            Hesaplayıcımız bu yüzden sonucun ne kadar sağlam olduğunu da söyler: doğum saatiniz kaç dakika
            daha erken ya da daha geç olsaydı yükselen burcunuzun değişeceğini yazar. Saatiniz nüfus
            kaydınızda, hastane belgenizde ya da bebeklik defterinizde yazıyorsa onu kullanın; aile
            hafızasındaki saatler çoğu zaman yuvarlanmıştır.
          </p>
        </div>
      </section>

      <section aria-labelledby="on-iki" className="mt-12">
        <h2 id="on-iki" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          On iki yükselen burç
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SIGNS.map((s) => (
            <li key={s.id} className="flex gap-3 rounded-xl border border-white/10 bg-night-900/60 p-4">
              <span aria-hidden="true" className="font-symbol text-2xl text-gold-300">
                {s.icon}
              </span>
              <span>
                <span className="block font-semibold text-white">Yükselen {s.name}</span>
                <span className="block text-sm text-slate-300">{RISING_SUMMARY[s.id]}</span>
                <Link
                  href={`/daily/${s.id}`}
                  className="mt-1 inline-block text-sm text-gold-300 underline-offset-4 hover:underline"
                >
                  {s.name} günlük yorumu
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="yorumlar" className="mt-12 max-w-3xl">
        <h2 id="yorumlar" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Burç yorumlarını yükselen burcunuza göre okuyun
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
          <p>
            Sitedeki günlük, haftalık ve aylık yorumlar gezegenlerin geçtiği burçları, okuyucunun burcundan
            başlayarak evlere yerleştirir. Astrolojide buna tam burç ev sistemi denir ve yükselen burçtan
            sayıldığında kişinin kendi haritasının evleriyle örtüşür. Bu yüzden astrologlar burç yorumlarını
            hem Güneş burcunuza hem de yükselen burcunuza göre okumanızı önerir: Güneş burcunuzun yorumu
            özünüze, yükselen burcunuzun yorumu hayatınızda olup bitenlere daha çok konuşur.
          </p>
          <p>
            Haritanızı hesapladıktan sonra “Haritamı kaydet” düğmesine basarsanız, ana sayfa sizi yükselen
            burcunuzun günlük yorumuyla karşılar. Kayıt yalnızca bu tarayıcıda tutulur.
          </p>
        </div>
      </section>

      <section aria-labelledby="sss" className="mt-12 max-w-3xl">
        <h2 id="sss" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Sık sorulan sorular
        </h2>
        <FaqList items={RISING_FAQ} />
        <p className="mt-6">
          <ButtonLink href="/dogum-haritasi">Doğum haritanızı hesaplayın</ButtonLink>
        </p>
      </section>
    </div>
  );
}
