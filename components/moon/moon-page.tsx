import { JsonLd } from '@/components/seo/json-ld';
import Link from '@/components/ui/link';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { DEFAULT_MOON_PLACE } from '@/lib/api/moon-calendar';
import { calendarMonthOf } from '@/lib/astro/calendar-events';
import { placeById } from '@/lib/birth-chart/places';
import { env } from '@/lib/env';
import { moonMonth } from '@/lib/moon/month';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { localDateIn } from './format';
import { monthTitle, MoonMonthView } from './moon-month-view';

export const MOON_DESCRIPTION =
  'Gün gün Ay takvimi: Ay’ın evresi ve aydınlık oranı, hangi burçta olduğu ve burç değiştirdiği dakika, Ay boşlukta saatleri, il il Ay doğuşu ve batışı, geleneksel astrolojiye göre günün uygun işleri.';

/** The metadata of this month's page; its province views (`?yer=`) share its canonical address. */
export const currentMonthMetadata = () =>
  pageMetadata({
    title: 'Ay Takvimi: Ay Evreleri, Ay Boşlukta Saatleri, Ay Doğuşu ve Batışı',
    description: MOON_DESCRIPTION,
    path: '/ay-takvimi',
  });

/** The metadata of a month's page ('2026', '03'), shared by its province views likewise. */
export function monthMetadata(year: string, month: string) {
  const ym = calendarMonthOf(year, month);
  if (!ym) return { title: 'Sayfa bulunamadı' };
  return pageMetadata({
    title: monthTitle(ym.year, ym.month),
    description: MOON_DESCRIPTION,
    path: `/ay-takvimi/${year}/${month}`,
  });
}

/** The place of `?yer=`: a Turkish province id; anything else falls back to İstanbul with a notice. */
export function moonPlaceOf(value: string | undefined) {
  const found = value && /^tr-\d{2}$/.test(value) ? placeById(value) : undefined;
  return {
    place: found ?? placeById(DEFAULT_MOON_PLACE)!,
    notice: value && !found ? 'Bu il bulunamadı; takvim İstanbul için gösteriliyor.' : undefined,
  };
}

/** The Moon calendar page of a month: header, form, days, and how to read them. */
export function MoonPage({
  year,
  month,
  path,
  yer,
}: {
  year: number;
  month: number;
  path: string;
  /** The province id of `?yer=` (İstanbul when absent). */
  yer?: string;
}) {
  const { place, notice } = moonPlaceOf(yer);
  const data = moonMonth(year, month, place);
  const today = localDateIn(new Date().toISOString(), place.timeZone);
  const siteUrl = env().SITE_URL;
  const title = monthTitle(year, month);
  const crumbs = [{ name: 'Ay Takvimi', path: '/ay-takvimi' }];
  if (path !== '/ay-takvimi') crumbs.push({ name: title, path });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, crumbs),
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: title,
            description: MOON_DESCRIPTION,
            url: new URL(path, `${siteUrl}/`).toString(),
            inLanguage: 'tr-TR',
            isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', `${siteUrl}/`).toString() },
            about: { '@type': 'Thing', name: 'Ay evreleri' },
          },
        ]}
      />
      <PageHeader
        title={`${title}${place.id === DEFAULT_MOON_PLACE ? '' : ` (${place.name})`}`}
        lead="Ay’ın her günkü evresi, burcu ve burç değiştirdiği dakika, Ay boşlukta saatleri, Ay doğuşu ve batışı: gerçek gökyüzünden hesaplandı."
        icon="☽"
      />
      <MoonMonthView data={data} today={today} formAction={path} notice={notice} />
      <section aria-labelledby="nasil-okunur" className={cardClasses({ className: 'mt-12' })}>
        <h2 id="nasil-okunur" className="font-display text-xl font-semibold text-white">
          Ay takvimi nasıl okunur?
        </h2>
        <dl className="mt-3 space-y-3 text-sm leading-relaxed text-slate-300">
          <div>
            <dt className="font-semibold text-white">Evre</dt>
            <dd>
              Yeni Ay, İlk Dördün, Dolunay ve Son Dördün tam gerçekleştikleri gün saatiyle yazılır; aradaki
              günler hilal ya da şişkin Ay olarak anılır. Yaş, son yeni aydan bu yana geçen gün sayısıdır.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white">Ay boşlukta</dt>
            <dd>
              Ay bir burçtayken Güneş’ten Plüton’a kadar herhangi bir gökcismiyle son tam açısını (kavuşum,
              sekstil, kare, üçgen, karşıt) yaptığı andan bir sonraki burca girene kadar “boşlukta” sayılır.
              Geleneğe göre bu saatlerde yeni işe başlamak, imza atmak ya da önemli bir alışveriş yapmak
              ertelenir; dinlenmek ve sürmekte olan işleri bitirmek içinse uygundur. Gece yarısını aşan bir
              dönem, dokunduğu her günde gerçek başlangıç ve bitiş saatiyle görünür.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white">Ay doğuşu ve batışı</dt>
            <dd>
              Ay’ın üst kenarının ufukta göründüğü ve kaybolduğu an, olağan kırılmayla. Ay her gün yaklaşık 50
              dakika geç doğduğu için ayda bir gün doğuşu, bir gün de batışı olmaz.
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-400">
          Yılın yeni ay ve dolunayları ile tutulmalar için{' '}
          <Link href="/gokyuzu-takvimi" className="text-gold-300 hover:underline">
            Gökyüzü Takvimi
          </Link>
          , günün gezegen saatleri için{' '}
          <Link href="/yildiz-saatleri" className="text-gold-300 hover:underline">
            Yıldız Saatleri
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
