import { JsonLd } from '@/components/seo/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { currentInstant } from '@/components/calendar/format';
import { clockIn, dayClockIn, localDateIn } from '@/components/moon/format';
import { turkishProvinces } from '@/components/moon/provinces';
import { isCalendarYear } from '@/lib/astro/calendar';
import { placeById, searchPlaces } from '@/lib/birth-chart/places';
import type { Place } from '@/lib/birth-chart/types';
import { env } from '@/lib/env';
import {
  planetaryHours,
  RULER_GLYPHS,
  RULER_MEANINGS,
  RULER_NAMES,
  WEEKDAY_RULERS,
  type PlanetaryHours,
} from '@/lib/planetary-hours';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { SITE_NAME } from '@/lib/site';
import { calendarDateLabel, parseCalendarDate, shiftDay } from '@/lib/time/calendar';
import { HoursList, type HourRow } from './hours-list';

export const HOURS_TITLE = 'Yıldız Saatleri: Bugünün Gezegen Saatleri';
export const HOURS_DESCRIPTION =
  'Yıldız saatleri (gezegen saatleri) hesaplama: seçtiğiniz gün ve şehirde gün doğumundan gün batımına 12 gündüz, gün batımından ertesi gün doğumuna 12 gece saati ve her saatin yönetici gezegeni, Keldani sırasıyla.';

const PATH = '/yildiz-saatleri';

// Cities abroad that Turkish readers ask about most, offered as suggestions besides the provinces.
const SUGGESTED_ABROAD = [
  'g2643743',
  'g2988507',
  'g2950159',
  'g2761369',
  'g2759794',
  'g5128581',
  'g524901',
  'g264371',
  'g734077',
  'g587084',
  'g104515',
  'g109223',
  'g281184',
  'g170654',
  'g292223',
  'g3133895',
];

const SUNDAY_FIRST = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

/** `?yer=`: a place id, or a name found by the place search (İstanbul when empty). */
function placeOf(raw: string | undefined): { place: Place; notice?: string } {
  const value = raw?.trim();
  const istanbul = placeById('tr-34')!;
  if (!value) return { place: istanbul };
  const found = placeById(value) ?? searchPlaces(value.slice(0, 80), 1)[0];
  return found
    ? { place: found }
    : {
        place: istanbul,
        notice: `“${value.slice(0, 80)}” adında bir yer bulunamadı; İstanbul gösteriliyor.`,
      };
}

function dateOf(raw: string | undefined, today: string): { date: string; notice?: string } {
  const value = raw?.trim();
  if (!value) return { date: today };
  const parsed = parseCalendarDate(value);
  if (!parsed) return { date: today, notice: 'Tarih anlaşılamadı (yyyy-AA-gg olmalı); bugün gösteriliyor.' };
  if (!isCalendarYear(parsed.year)) {
    return {
      date: today,
      notice: 'Yıldız saatleri 1900 ile 2100 arasındaki yıllar için hesaplanır; bugün gösteriliyor.',
    };
  }
  return { date: value };
}

const placeName = (p: Place) =>
  p.countryCode === 'TR'
    ? p.province && p.province !== p.name
      ? `${p.name}, ${p.province}`
      : p.name
    : `${p.name}, ${p.country}`;

function rows(h: PlanetaryHours, day: boolean): HourRow[] {
  const zone = h.place.timeZone;
  return h.hours
    .map((hour, i) => ({ hour, i }))
    .filter(({ hour }) => hour.day === day)
    .map(({ hour, i }) => ({
      index: (i % 12) + 1,
      start: hour.start,
      end: hour.end,
      label: `${clockIn(hour.start, zone)} – ${clockIn(hour.end, zone)}`,
      glyph: RULER_GLYPHS[hour.ruler],
      ruler: RULER_NAMES[hour.ruler],
      meaning: RULER_MEANINGS[hour.ruler],
    }));
}

function PolarNote({ h }: { h: PlanetaryHours }) {
  return (
    <div role="status" className={cardClasses({ className: 'mt-8 border-sky-300/40' })}>
      <h2 className="font-display text-xl font-semibold text-white">
        {h.polar === 'day' ? 'Kutup gündüzü: Güneş batmıyor' : 'Kutup gecesi: Güneş doğmuyor'}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-300">
        {h.polar === 'day'
          ? `${h.place.name} kutup dairesinin ötesinde; bu tarihte Güneş ya hiç batmıyor ya da bir sonraki doğuşu bir günden uzun sürüyor.`
          : `${h.place.name} kutup dairesinin ötesinde; bu tarihte Güneş ufkun üstüne çıkmıyor ya da batışının ardından bir günden uzun süre doğmuyor.`}{' '}
        Yıldız saatleri gün doğumu ile gün batımı arasındaki süreyi on ikiye böldüğü için böyle günlerde
        hesaplanamaz. Gelenekte bu günler için saatler ya en yakın enlemdeki bir yerden alınır ya da eşit
        saatler kullanılır.
      </p>
    </div>
  );
}

export function HoursPage({ tarih, yer }: { tarih?: string; yer?: string }) {
  const chosen = placeOf(yer);
  const place = chosen.place;
  const now = currentInstant();
  const today = localDateIn(new Date(now).toISOString(), place.timeZone);
  const { date: asked, notice: dateNotice } = dateOf(tarih, today);
  // Before today's sunrise the planetary day is still yesterday's (its night hours run until dawn).
  let date = asked;
  let h = planetaryHours(date, place);
  if (!tarih && h.sunrise && now < Date.parse(h.sunrise)) {
    date = shiftDay(today, -1);
    h = planetaryHours(date, place);
  }
  const zone = place.timeZone;
  const siteUrl = env().SITE_URL;
  const weekdayRuler = WEEKDAY_RULERS[h.weekday];
  const link = (d: string) =>
    `${PATH}?tarih=${d}${place.id === 'tr-34' ? '' : `&yer=${encodeURIComponent(place.id)}`}`;
  const suggestions = [
    ...turkishProvinces(),
    ...SUGGESTED_ABROAD.map((id) => placeById(id)).filter((p): p is Place => p !== undefined),
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, [{ name: 'Yıldız Saatleri', path: PATH }]),
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: 'Yıldız Saatleri Hesaplama',
            description: HOURS_DESCRIPTION,
            url: new URL(PATH, `${siteUrl}/`).toString(),
            applicationCategory: 'LifestyleApplication',
            operatingSystem: 'Web',
            inLanguage: 'tr-TR',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'TRY' },
            isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', `${siteUrl}/`).toString() },
          },
        ]}
      />
      <PageHeader
        title="Yıldız Saatleri"
        lead="Gezegen saatleri: günün ve gecenin on ikişer saati, her biri bir gezegenin yönetiminde. Gün ve şehir seçin; saatler o yerin gün doğumu ve gün batımından hesaplanır."
        icon="♄"
      />

      <form
        method="get"
        action={PATH}
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label="Tarih ve yer seçin"
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Tarih
          <input
            type="date"
            name="tarih"
            defaultValue={date}
            min="1900-01-01"
            max="2100-12-31"
            required
            className="min-h-11 rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-base text-white [color-scheme:dark]"
          />
        </label>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm text-slate-300">
          Şehir (il ya da dünya şehri)
          <input
            type="text"
            name="yer"
            list="yer-onerileri"
            defaultValue={place.name}
            autoComplete="off"
            maxLength={80}
            className="min-h-11 rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-base text-white"
          />
          <datalist id="yer-onerileri">
            {suggestions.map((p) => (
              <option key={p.id} value={p.name} />
            ))}
          </datalist>
        </label>
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Hesapla
        </button>
      </form>
      {chosen.notice || dateNotice ? (
        <p role="status" className="mt-3 text-sm text-amber-200">
          {[chosen.notice, dateNotice].filter(Boolean).join(' ')}
        </p>
      ) : null}

      <nav aria-label="Günler" className="mt-5 flex flex-wrap gap-2 text-sm">
        <Link
          href={link(shiftDay(date, -1))}
          className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
        >
          ← Önceki gün
        </Link>
        <Link
          href={link(today)}
          className="rounded-lg border border-gold-300/60 px-3 py-2 font-semibold text-gold-300 hover:bg-white/10"
        >
          Bugün
        </Link>
        <Link
          href={link(shiftDay(date, 1))}
          className="rounded-lg border border-white/15 px-3 py-2 text-slate-200 hover:bg-white/10"
        >
          Sonraki gün →
        </Link>
      </nav>

      <section aria-labelledby="gunun-saatleri" className="mt-8">
        <h2 id="gunun-saatleri" className="font-display text-2xl font-semibold text-white">
          {calendarDateLabel(date)} {SUNDAY_FIRST[h.weekday]}, {placeName(place)}
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          Günün yöneticisi{' '}
          <span className="font-semibold text-gold-300">
            <span aria-hidden="true" className="font-symbol">
              {RULER_GLYPHS[weekdayRuler]}
            </span>{' '}
            {RULER_NAMES[weekdayRuler]}
          </span>
          . Saatler {placeName(place)} saatiyle ({zone}).
        </p>
        {h.polar ? (
          <PolarNote h={h} />
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
              <div className={cardClasses({ padding: 'sm' })}>
                <dt className="text-xs uppercase tracking-wide text-slate-400">Gün doğumu</dt>
                <dd className="mt-1 text-lg font-semibold text-white">{clockIn(h.sunrise!, zone)}</dd>
              </div>
              <div className={cardClasses({ padding: 'sm' })}>
                <dt className="text-xs uppercase tracking-wide text-slate-400">Gün batımı</dt>
                <dd className="mt-1 text-lg font-semibold text-white">{clockIn(h.sunset!, zone)}</dd>
              </div>
              <div className={cardClasses({ padding: 'sm' })}>
                <dt className="text-xs uppercase tracking-wide text-slate-400">Ertesi gün doğumu</dt>
                <dd className="mt-1 text-lg font-semibold text-white">{dayClockIn(h.nextSunrise!, zone)}</dd>
              </div>
            </dl>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <div>
                <h3 className="font-display text-xl font-semibold text-gold-300">Gündüz saatleri</h3>
                <HoursList rows={rows(h, true)} label="Gündüz saatleri" />
              </div>
              <div>
                <h3 className="font-display text-xl font-semibold text-sky-300">Gece saatleri</h3>
                <HoursList rows={rows(h, false)} label="Gece saatleri" />
              </div>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="gelenek" className={cardClasses({ className: 'mt-12' })}>
        <h2 id="gelenek" className="font-display text-xl font-semibold text-white">
          Yıldız saatleri nedir?
        </h2>
        <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-300">
          <p>
            Gezegen saatleri geleneği Helenistik dönemden gelir; İslam dünyasında “saat-i nücum” diye anılan
            bu hesap, Osmanlı’da müneccimbaşıların hazırladığı takvimlerde işlere uygun vakit seçmek için
            kullanıldı. Gündüz, gün doğumundan gün batımına kadar on iki eşit parçaya, gece de gün batımından
            ertesi gün doğumuna kadar on iki parçaya bölünür. Bu yüzden yazın gündüz saatleri uzun, gece
            saatleri kısadır; kışın tersi olur.
          </p>
          <p>
            Saatler Keldani sırasıyla döner: Satürn, Jüpiter, Mars, Güneş, Venüs, Merkür, Ay. Günün ilk
            saatini günün yöneticisi alır: Pazar Güneş’in, Pazartesi Ay’ın, Salı Mars’ın, Çarşamba Merkür’ün,
            Perşembe Jüpiter’in, Cuma Venüs’ün, Cumartesi Satürn’ündür. Haftanın günlerinin sırası da bu
            döngüden doğar: yirmi dört saat sonra sıra bir sonraki günün yöneticisine gelir.
          </p>
          <p>
            Gelenekte her saat yöneticisinin konularına uygun sayılır: Venüs saati gönül işlerine, Merkür
            saati yazışma ve ticarete, Jüpiter saati bolluk ve iyilik dilemeye. Saatler üst kenarın ufukta
            göründüğü gün doğumundan (olağan kırılmayla) sayılır ve dakikasına kadar hesaplanır.
          </p>
        </div>
        <p className="mt-4 text-sm text-slate-400">
          Ay’ın burcu ve boşlukta olduğu saatler için{' '}
          <Link href="/ay-takvimi" className="text-gold-300 hover:underline">
            Ay Takvimi
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
