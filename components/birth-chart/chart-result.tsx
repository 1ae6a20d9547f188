import Link from '@/components/ui/link';
import { birthChartSearch } from '@/lib/api/birth-chart-search';
import type { ChartInterpretation, InterpretationItem } from '@/lib/birth-chart/interpret';
import {
  HOUSE_SYSTEM_NAMES,
  HOUSE_SYSTEMS,
  type BirthChart,
  type HouseSystem,
} from '@/lib/birth-chart/types';
import { calendarDateLabel } from '@/lib/time/calendar';
import { getSign, type SignId } from '@/lib/zodiac/signs';
import { cardClasses } from '@/components/ui/card';
import { ChartActions } from './chart-actions';
import { ChartRedrawForm } from './chart-form-action';
import { ChartTables } from './chart-tables';
import { ChartWheel } from './chart-wheel';
import { birthDateLabel, coordinatesLabel, offsetChoices, signDegreeLabel } from './format';

export const WHEEL_SVG_ID = 'dogum-haritasi-carki';

function searchWith(
  chart: BirthChart,
  change: Partial<{ utcOffset: string | null; houseSystem: HouseSystem }>,
) {
  const i = chart.input;
  return birthChartSearch({
    date: i.date,
    time: i.time,
    place: i.place,
    latitude: i.latitude,
    longitude: i.longitude,
    timeZone: i.timeZone,
    utcOffset: 'utcOffset' in change ? change.utcOffset : i.utcOffset,
    houseSystem: change.houseSystem ?? i.houseSystem,
  });
}

/** The query string of a chart (as the saved chart keeps it; no address carries it). */
export const chartSearch = (chart: BirthChart) => searchWith(chart, {});

/** The chart's fields with a change, as a redraw form posts them. */
const fieldsWith = (chart: BirthChart, change: Parameters<typeof searchWith>[1]) =>
  Object.fromEntries(new URLSearchParams(searchWith(chart, change)));

function placeText(chart: BirthChart): string {
  const coords = coordinatesLabel(chart.input.latitude, chart.input.longitude);
  return chart.place ? `${chart.place.name}, ${coords}` : coords;
}

/** 'Şişli, 10 Ocak 1979, 08:15': how the saved chart is named in the greeting. */
function savedLabel(chart: BirthChart): string {
  return [chart.place?.name, calendarDateLabel(chart.input.date), chart.input.time]
    .filter(Boolean)
    .join(', ');
}

function BigThreeCard({
  label,
  sign,
  detail,
  glyph,
}: {
  label: string;
  sign: SignId | null;
  detail: string;
  glyph: string;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-night-900/70 p-3 sm:p-5">
      <p className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-[0.1em] text-gold-300 sm:gap-2 sm:text-sm sm:tracking-[0.14em]">
        <span aria-hidden="true" className="font-symbol text-base normal-case sm:text-lg">
          {glyph}
        </span>
        {label}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-1.5 font-display text-lg font-semibold leading-tight text-white sm:gap-x-2 sm:text-3xl">
        {sign ? (
          <>
            <span aria-hidden="true" className="font-symbol text-gold-300">
              {getSign(sign).icon}
            </span>
            {getSign(sign).name}
          </>
        ) : (
          'Bilinmiyor'
        )}
      </p>
      <p className="mt-1 text-xs leading-snug text-slate-300 sm:text-sm">{detail}</p>
    </div>
  );
}

function Interpretation({ item, level = 3 }: { item: InterpretationItem; level?: 3 | 4 }) {
  const H = level === 3 ? 'h3' : 'h4';
  return (
    <article className={cardClasses()}>
      <H className="font-display text-xl font-semibold text-white">{item.title}</H>
      {item.subtitle ? <p className="mt-1 text-sm text-gold-300">{item.subtitle}</p> : null}
      <div className="mt-3 space-y-3 leading-relaxed text-slate-200">
        {item.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}

function Bar({ label, value, total }: { label: string; value: number; total: number }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr_1.5rem] items-center gap-3 text-sm">
      <span className="text-slate-200">{label}</span>
      <span className="h-2.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <span
          className="block h-full rounded-full bg-gold-300"
          style={{ width: `${(value / total) * 100}%` }}
        />
      </span>
      <span className="text-right tabular-nums text-slate-300">{value}</span>
    </div>
  );
}

/** The computed chart: the clock used, the big three, the wheel, the tables and the readings. */
export function ChartResult({
  chart,
  interpretation,
}: {
  chart: BirthChart;
  interpretation: ChartInterpretation;
}) {
  const sun = chart.bodies.find((b) => b.body === 'sun')!;
  const moon = chart.bodies.find((b) => b.body === 'moon')!;
  const timeKnown = chart.input.time !== null;
  const moonUncertain = !timeKnown && (chart.moonSigns?.length ?? 1) > 1;
  const rs = chart.risingSensitivity;
  const search = chartSearch(chart);
  const wheelLabel = [
    'Doğum haritası çarkı. ',
    `Güneş ${signDegreeLabel(sun)}, Ay ${signDegreeLabel(moon)}`,
    chart.ascendant ? `, yükselen ${signDegreeLabel(chart.ascendant)}.` : '.',
    ' Aynı bilgiler aşağıdaki tablolarda.',
  ].join('');

  return (
    <div className="space-y-10" data-testid="chart-result">
      <section aria-labelledby="harita-baslik">
        <h2 id="harita-baslik" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Doğum haritanız
        </h2>
        <p className="mt-2 text-slate-300">
          {birthDateLabel(chart.input.date)},{' '}
          {timeKnown ? `saat ${chart.input.time}` : 'doğum saati bilinmiyor'} · {placeText(chart)}
        </p>

        <div
          className={`mt-4 rounded-2xl border p-4 text-sm leading-relaxed sm:p-5 ${
            chart.clock.status === 'normal'
              ? 'border-white/10 bg-night-900/60 text-slate-200'
              : 'border-amber-300/50 bg-amber-950/40 text-amber-50'
          }`}
          data-testid="clock-panel"
        >
          <p>
            {chart.clock.source === 'override' ? (
              <>
                <strong className="font-semibold text-white">
                  Kullanılan saat farkı: {chart.clock.offsetLabel}.
                </strong>{' '}
                Bu farkı siz seçtiniz; saat diliminin kuralları yerine bu kullanıldı.
              </>
            ) : (
              <>
                <strong className="font-semibold text-white">Kullanılan saat farkı:</strong>{' '}
                {chart.clock.description}.
              </>
            )}
          </p>
          {chart.clock.note ? <p className="mt-2">{chart.clock.note}</p> : null}
          {chart.clock.candidates.length ? (
            <div className="mt-3">
              <p className="font-semibold text-white">Doğum hangi saate göre?</p>
              <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {chart.clock.candidates.map((c) => {
                  const current = c.utcOffset === chart.utcOffset;
                  return (
                    <li key={c.utcOffset}>
                      <ChartRedrawForm fields={fieldsWith(chart, { utcOffset: c.utcOffset })}>
                        <button
                          type="submit"
                          aria-current={current ? 'true' : undefined}
                          className={`inline-flex min-h-11 items-center rounded-lg border px-3 py-2 text-left ${
                            current
                              ? 'border-gold-300 bg-gold-300 font-semibold text-night-950'
                              : 'border-white/20 bg-white/5 text-white hover:border-gold-300/60'
                          }`}
                        >
                          {current ? `Seçili: ${c.label}` : c.label}
                        </button>
                      </ChartRedrawForm>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          <details className="mt-3">
            <summary className="cursor-pointer text-gold-300 underline-offset-4 hover:underline">
              Doğum yerinde saat farklı mı uygulanıyordu? Saat farkını değiştirin
            </summary>
            <ChartRedrawForm
              fields={fieldsWith(chart, { utcOffset: null })}
              className="mt-3 flex flex-wrap items-end gap-3"
            >
              <label className="flex flex-col gap-1 text-slate-200">
                UTC farkı
                <select
                  name="utcOffset"
                  defaultValue={chart.utcOffset}
                  className="h-11 rounded-lg border border-white/15 bg-night-950/80 px-3 text-white"
                >
                  {offsetChoices().map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="h-11 rounded-lg border border-gold-300/70 px-4 font-semibold text-gold-300 hover:bg-gold-300/10"
              >
                Bu farkla hesapla
              </button>
            </ChartRedrawForm>
            {chart.clock.source === 'override' ? (
              <ChartRedrawForm fields={fieldsWith(chart, { utcOffset: null })} className="mt-2">
                <button
                  type="submit"
                  className="inline-flex h-11 items-center text-slate-300 underline underline-offset-4 hover:text-white"
                >
                  Saat diliminin kuralına dön
                </button>
              </ChartRedrawForm>
            ) : null}
            <p className="mt-2 text-slate-400">
              Saat farkını yalnızca doğum yerinde resmî saatten farklı bir saat kullanıldığını biliyorsanız
              değiştirin.
            </p>
          </details>
        </div>
      </section>

      <section aria-labelledby="buyuk-uclu">
        <h2 id="buyuk-uclu" className="sr-only">
          Güneş, Ay ve yükselen
        </h2>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          <BigThreeCard
            label="Güneş"
            glyph="☉"
            sign={sun.sign}
            detail={`${sun.degree}° ${String(sun.minute).padStart(2, '0')}′${sun.house ? ` · ${sun.house}. ev` : ''}`}
          />
          <BigThreeCard
            label="Ay"
            glyph="☽"
            sign={moonUncertain ? null : moon.sign}
            detail={
              moonUncertain
                ? `${chart.moonSigns!.map((s) => getSign(s).name).join(' ya da ')}: Ay o gün burç değiştirdi`
                : `${moon.degree}° ${String(moon.minute).padStart(2, '0')}′${moon.house ? ` · ${moon.house}. ev` : timeKnown ? '' : ' · saat bilinmeden de kesin'}`
            }
          />
          <BigThreeCard
            label="Yükselen"
            glyph="↑"
            sign={chart.ascendant?.sign ?? null}
            detail={
              chart.ascendant
                ? `${chart.ascendant.degree}° ${String(chart.ascendant.minute).padStart(2, '0')}′`
                : 'Yükselen için doğum saati gerekli'
            }
          />
        </div>
        {rs ? (
          <p
            className="mt-4 rounded-xl border border-white/10 bg-white/5 p-4 text-sm leading-relaxed text-slate-200"
            data-testid="rising-sensitivity"
          >
            Doğum saatiniz {rs.earlier.minutes} dakika daha erken olsaydı yükselen burcunuz{' '}
            {getSign(rs.earlier.sign).name}, {rs.later.minutes} dakika daha geç olsaydı{' '}
            {getSign(rs.later.sign).name} olurdu.
            {Math.min(rs.earlier.minutes, rs.later.minutes) < 15
              ? ' Yükselen burcunuz bir sınıra çok yakın: doğum saatinizin kaydını bir kez daha kontrol etmeye değer.'
              : ' Yükselen burç yaklaşık iki saatte bir değişir; kaydınızdaki saat birkaç dakika şaşsa da sonuç değişmez.'}
          </p>
        ) : (
          <p
            className="mt-4 rounded-xl border border-white/10 bg-white/5 p-4 text-sm leading-relaxed text-slate-200"
            data-testid="unknown-time-note"
          >
            Doğum saatinizi bilmediğiniz için yükselen burç, tepe noktası ve evler hesaplanmadı. Gezegenler
            doğum gününüzün öğle saatine göre yerleştirildi; yalnızca Ay bir gün içinde yaklaşık 13 derece
            ilerlediği için derecesi yaklaşıktır. Çark, 0° Koç soldan başlayacak biçimde çizildi.
          </p>
        )}
        {chart.houseSystemNote ? (
          <p className="mt-3 rounded-xl border border-amber-300/40 bg-amber-950/40 p-4 text-sm text-amber-50">
            {chart.houseSystemNote}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="oz-baslik" className="space-y-4">
        <h2 id="oz-baslik" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Haritanızın özü
        </h2>
        <p className="max-w-3xl text-slate-300">
          Güneş, Ay ve yükselen burcunuz birlikte kim olduğunuzu anlatır: önce onları okuyun; çark ve tablolar
          aşağıda.
        </p>
        {interpretation.bigThree.map((item) => (
          <Interpretation key={item.key} item={item} />
        ))}
        <div className="rounded-2xl border border-gold-300/30 bg-night-900/60 p-4">
          <ChartActions
            svgId={WHEEL_SVG_ID}
            filename={`dogum-haritasi-${chart.input.date}.png`}
            saved={{
              search,
              sun: sun.sign,
              moon: moonUncertain ? null : moon.sign,
              rising: chart.ascendant?.sign ?? null,
              label: savedLabel(chart),
            }}
          />
          <p className="mt-3 text-sm leading-relaxed text-slate-300">
            Haritanızı kaydettiğinizde{' '}
            <Link href="/kisisel-yorum" className="font-semibold text-gold-300 underline underline-offset-4">
              kişisel günlük yorumunuz
            </Link>{' '}
            her gün bu haritaya göre yazılır. Harita yalnızca bu tarayıcıda kalır.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="cark-baslik"
        className="grid gap-8 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start"
      >
        <div>
          <h2 id="cark-baslik" className="sr-only">
            Harita çarkı
          </h2>
          <div className="mx-auto max-w-[560px] rounded-full">
            <ChartWheel chart={chart} label={wheelLabel} id={WHEEL_SVG_ID} />
          </div>
        </div>
        <div className="space-y-5">
          {timeKnown ? (
            <details
              className="rounded-2xl border border-white/10 bg-night-900/60 p-4"
              open={chart.input.houseSystem !== 'placidus'}
            >
              <summary className="cursor-pointer text-sm font-semibold text-white">Gelişmiş</summary>
              <nav aria-label="Ev sistemi" className="mt-3">
                <p className="text-sm font-semibold text-white">Ev sistemi</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {HOUSE_SYSTEMS.map((h) => {
                    const current = h === chart.input.houseSystem;
                    return (
                      <li key={h}>
                        <ChartRedrawForm fields={fieldsWith(chart, { houseSystem: h })}>
                          <button
                            type="submit"
                            aria-current={current ? 'true' : undefined}
                            className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm ${
                              current
                                ? 'border-gold-300 bg-gold-300/15 font-semibold text-gold-300'
                                : 'border-white/15 text-slate-200 hover:border-gold-300/60'
                            }`}
                          >
                            {HOUSE_SYSTEM_NAMES[h]}
                          </button>
                        </ChartRedrawForm>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </details>
          ) : null}
          <div className="rounded-2xl border border-white/10 bg-night-900/60 p-4">
            <p className="text-sm font-semibold text-white">Elementler</p>
            <div className="mt-3 space-y-2">
              {(['Ateş', 'Toprak', 'Hava', 'Su'] as const).map((e) => (
                <Bar key={e} label={e} value={chart.balance.elements[e]} total={10} />
              ))}
            </div>
            <p className="mt-4 text-sm font-semibold text-white">Nitelikler</p>
            <div className="mt-3 space-y-2">
              {(['Öncü', 'Sabit', 'Değişken'] as const).map((q) => (
                <Bar key={q} label={q} value={chart.balance.modalities[q]} total={10} />
              ))}
            </div>
          </div>
          <div className="rounded-2xl border border-white/10 bg-night-900/60 p-4 text-sm leading-relaxed text-slate-300">
            <p className="font-semibold text-white">Çark nasıl okunur?</p>
            <p className="mt-1">
              Dış halka burçlardır; renkleri elementlerini gösterir. Altın çizgiler yükselen ve tepe noktası
              eksenleridir, ince çizgiler ev başlangıçları, ortadaki sayılar evler. Ortadaki mavi çizgiler
              uyumlu açıları, kırmızılar gerilimli açıları gösterir. R, gezegenin o gün geri hareket ettiğini
              anlatır.
            </p>
            <p className="mt-2">Kuzey Ay Düğümü ortalama düğümdür.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="tablolar-baslik">
        <h2 id="tablolar-baslik" className="font-display text-2xl font-semibold text-white">
          Haritanın verileri
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          {timeKnown
            ? `Evler ${HOUSE_SYSTEM_NAMES[chart.houseSystem]} sistemiyle hesaplandı. Boylamlar tarihin ekinoksuna göre ekliptik boylamlardır.`
            : 'Doğum saati bilinmediği için evler yok. Boylamlar tarihin ekinoksuna göre ekliptik boylamlardır.'}
        </p>
        <div className="mt-5">
          <ChartTables chart={chart} />
        </div>
      </section>

      <section aria-labelledby="yorum-baslik" className="space-y-8">
        <div>
          <h2 id="yorum-baslik" className="font-display text-2xl font-semibold text-white sm:text-3xl">
            Haritanızın yorumu
          </h2>
          <p className="mt-2 max-w-3xl text-slate-300">
            Yorumlar bu haritadaki yerleşimlerden yazıldı: her gezegen kendi burcunda ve evinde, ardından
            haritanızdaki en güçlü açılar.
          </p>
        </div>
        <div>
          <h3 className="font-display text-xl font-semibold text-white">
            Gezegenler burçlarında ve evlerinde
          </h3>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {interpretation.placements.map((item) => (
              <Interpretation key={item.key} item={item} level={4} />
            ))}
          </div>
        </div>
        {interpretation.aspects.length ? (
          <div>
            <h3 className="font-display text-xl font-semibold text-white">En güçlü açılar</h3>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              {interpretation.aspects.map((item) => (
                <Interpretation key={item.key} item={item} level={4} />
              ))}
            </div>
          </div>
        ) : null}
        <Interpretation item={interpretation.balance} />
      </section>
    </div>
  );
}
