import { PageHeader } from '@/components/ui/page-header';
import { SignChip } from '@/components/zodiac/sign-chip';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SIGNS } from '@/lib/zodiac/signs';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { signFaces } from '@/components/zodiac/sign-faces';
import { HoroscopeReader } from './horoscope-reader';
import { periodOf } from '@/lib/time/periods';
import { PERIOD_NAMES, type HoroscopeType } from '@/lib/horoscope/types';

const INTRO: Record<HoroscopeType, string> = {
  daily:
    'Her gün öğle saatindeki gerçek gökyüzünden: Ay’ın bulunduğu burç, gezegenlerin birbirine bakışı ve geri hareketler. Burcunuzu seçin, yorumunuz hazır olsun.',
  weekly:
    'Pazartesiden pazara haftanın gökyüzü: yeni ay ve dolunaylar, burç değiştiren gezegenler, yön değiştiren gezegenler. Burcunuzu seçin.',
  monthly:
    'Ayın büyük resmi: Güneş’in yolculuğu, ayın yeni ay ve dolunayı, geri hareketler ve öne çıkan açılar. Burcunuzu seçin.',
};

export function horoscopePageMetadata(type: HoroscopeType) {
  const name = PERIOD_NAMES[type];
  return pageMetadata({
    title: `${name} Burç Yorumları`,
    description: `${name} burç yorumları: gezegenlerin gerçek konumları hesaplanarak otomatik olarak yazılan Türkçe yorumlar. Koç’tan Balık’a on iki burç.`,
    path: `/${type}`,
  });
}

/** /daily, /weekly and /monthly: header with the date label, the sign grid and the reading. */
export function HoroscopePage({ type }: { type: HoroscopeType }) {
  const name = PERIOD_NAMES[type];
  const period = periodOf(type, new Date());
  const siteUrl = env().SITE_URL;
  const signPages = SIGNS.map((s) => ({ name: `${s.name} Burcu ${name} Yorumu`, path: `/${type}/${s.id}` }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: `${name} Burç Yorumları`, path: `/${type}` }]),
          itemListJsonLd(siteUrl, `${name} Burç Yorumları`, signPages),
        ]}
      />
      <PageHeader align="center" title={`${name} Burç Yorumları`} date={period.label} lead={INTRO[type]} />
      <SelectedSignProvider>
        <HoroscopeReader type={type} siteUrl={siteUrl} faces={signFaces()} />
      </SelectedSignProvider>
      <nav aria-labelledby="burc-sayfalari" className="mx-auto mt-14 max-w-3xl">
        <h2 id="burc-sayfalari" className="font-display text-xl font-semibold text-white">
          Burçların {name.toLocaleLowerCase('tr-TR')} yorum sayfaları
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {SIGNS.map((s) => (
            <li key={s.id}>
              <SignChip
                sign={s}
                href={`/${type}/${s.id}`}
              >{` ${name.toLocaleLowerCase('tr-TR')} yorumu`}</SignChip>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
