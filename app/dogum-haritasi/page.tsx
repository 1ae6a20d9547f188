import { FaqList } from '@/components/ui/faq-list';
import Link from '@/components/ui/link';
import { BirthChartForm } from '@/components/birth-chart/birth-chart-form';
import { EMPTY_BIRTH_FORM, type BirthFormInitial } from '@/components/birth-chart/form-values';
import { ChartResult } from '@/components/birth-chart/chart-result';
import { BIRTH_CHART_FAQ, faqJsonLd } from '@/components/birth-chart/content';
import { SavedChartLink } from '@/components/birth-chart/saved-chart-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { parseBirthChartQuery } from '@/lib/api/birth-chart';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { placeById } from '@/lib/birth-chart/places';
import { interpretChart } from '@/lib/birth-chart/interpret';
import type { BirthChart } from '@/lib/birth-chart/types';
import { env } from '@/lib/env';
import { isDomainError } from '@/lib/errors';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { istanbulDay } from '@/lib/time/zone';

const TITLE = 'Doğum Haritası Hesaplama: Yükselen, Ay Burcu ve Gezegenler';
const DESCRIPTION =
  'Doğum tarihinizi, saatinizi ve yerinizi girin: Güneş, Ay ve yükselen burcunuz, gezegenlerin burç ve ev konumları, açılar ve Türkçe yorumlarıyla doğum haritanız. Türkiye’nin saat değişiklikleri hesaba katılır.';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toParams(sp: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, value);
  }
  return params;
}

// A chart's address carries a birth: it is personal and never indexed. The bare calculator is.
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const params = toParams(await searchParams);
  const isChart = [...params.keys()].length > 0;
  return pageMetadata({
    title: isChart ? 'Doğum Haritanız' : TITLE,
    description: DESCRIPTION,
    path: '/dogum-haritasi',
    noindex: isChart,
  });
}

function formFrom(chart: BirthChart | null, params: URLSearchParams): BirthFormInitial {
  const input = chart?.input;
  const placeId = input?.place ?? params.get('place');
  const place = placeId ? placeById(placeId) : undefined;
  const lat = input && !input.place ? String(input.latitude) : (params.get('latitude') ?? '');
  const lon = input && !input.place ? String(input.longitude) : (params.get('longitude') ?? '');
  const time = input ? input.time : params.get('time');
  return {
    ...EMPTY_BIRTH_FORM,
    date: input?.date ?? params.get('date') ?? '',
    time: time ?? '',
    timeUnknown: params.has('date') && !time,
    place: place ?? null,
    manual: !place && (lat !== '' || lon !== ''),
    latitude: lat,
    longitude: lon,
    timeZone: input?.timeZone ?? params.get('timeZone') ?? EMPTY_BIRTH_FORM.timeZone,
    houseSystem: input?.houseSystem ?? EMPTY_BIRTH_FORM.houseSystem,
  };
}

export default async function BirthChartPage({ searchParams }: { searchParams: SearchParams }) {
  const params = toParams(await searchParams);
  const today = istanbulDay();
  const siteUrl = env().SITE_URL;
  let chart: BirthChart | null = null;
  let error: string | null = null;
  if ([...params.keys()].length > 0) {
    try {
      chart = computeBirthChart(parseBirthChartQuery(params, today));
    } catch (e) {
      if (e instanceof ApiError || isDomainError(e)) error = (e as Error).message;
      else throw e;
    }
  }

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
          ...(chart || error ? [] : [faqJsonLd(BIRTH_CHART_FAQ)]),
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

      {chart ? (
        <details className="group mt-8 rounded-2xl border border-white/10 bg-night-900/40">
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-5 font-semibold text-gold-300">
            Doğum bilgilerini değiştirin
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="p-2 pt-0 sm:p-3 sm:pt-0">
            <BirthChartForm key={params.toString()} today={today} initial={formFrom(chart, params)} />
          </div>
        </details>
      ) : (
        <div className="mt-8">
          <BirthChartForm key={params.toString()} today={today} initial={formFrom(chart, params)} />
        </div>
      )}
      {chart ? null : <SavedChartLink />}

      <div id="harita" aria-live="polite" className="mt-10">
        {error ? (
          <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
            <p className="font-semibold">Harita hesaplanamadı</p>
            <p className="mt-1 text-sm text-red-200">{error}</p>
          </div>
        ) : null}
        {chart ? <ChartResult chart={chart} interpretation={interpretChart(chart)} /> : null}
      </div>

      {chart ? null : (
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
      )}
    </div>
  );
}
