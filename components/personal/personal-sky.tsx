'use client';

import { useEffect, useState } from 'react';
import { cardClasses } from '@/components/ui/card';
import { readSavedChart, SAVED_CHART_EVENT, type SavedChart } from '@/components/birth-chart/saved-chart';
import { personalReadingAnswerSchema, type PersonalReadingData } from '@/lib/api/personal-reading';
import { solarReturnAnswerSchema, transitsAnswerSchema, type TransitsData } from '@/lib/api/transits';
import { shiftDay } from '@/lib/time/calendar';
import { getSign } from '@/lib/zodiac/signs';
import { day, transitName, when } from './format';
import { icsOf } from './ics';
import { chartBody, postJson } from './request';
import { TransitTimeline } from './timeline';

const SLOW = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const PERSONAL_POINTS = new Set(['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven']);

interface SolarReturnView {
  exact: string;
  sun: string;
  moon: string;
  rising: string | null;
}

type DayKey = 'dun' | 'bugun' | 'yarin';
const DAY_TABS: { key: DayKey; label: string; shift: number }[] = [
  { key: 'dun', label: 'Dün', shift: -1 },
  { key: 'bugun', label: 'Bugün', shift: 0 },
  { key: 'yarin', label: 'Yarın', shift: 1 },
];

/**
 * The personal sky of the chart saved in this browser: the day's reading (yesterday, today,
 * tomorrow), the transits behind it, the next 30 days, the next 12 months, the next solar return
 * and an .ics of those dates built here in the browser. Birth data goes only in POST bodies.
 */
export function PersonalSky({ today, children }: { today: string; children: React.ReactNode }) {
  const [saved, setSaved] = useState<SavedChart | null | undefined>(undefined);
  const [tab, setTab] = useState<DayKey>('bugun');
  const [readings, setReadings] = useState<Partial<Record<DayKey, PersonalReadingData>>>({});
  const [month, setMonth] = useState<TransitsData | null>(null);
  const [year, setYear] = useState<TransitsData | null>(null);
  const [solar, setSolar] = useState<SolarReturnView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setSaved(readSavedChart());
    sync();
    window.addEventListener(SAVED_CHART_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(SAVED_CHART_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);

  useEffect(() => {
    if (!saved) return;
    const shift = DAY_TABS.find((t) => t.key === tab)!.shift;
    if (readings[tab]) return;
    postJson('/api/personal-reading', chartBody(saved, { day: shiftDay(today, shift) }), (v) =>
      personalReadingAnswerSchema.parse(v),
    )
      .then((a) => setReadings((r) => ({ ...r, [tab]: a.data })))
      .catch((e: Error) => setError(e.message));
  }, [saved, tab, today, readings]);

  useEffect(() => {
    if (!saved) return;
    postJson('/api/transits', chartBody(saved, { from: today, days: 30 }), (v) =>
      transitsAnswerSchema.parse(v),
    )
      .then((a) => setMonth(a.data))
      .catch((e: Error) => setError(e.message));
    postJson('/api/transits', chartBody(saved, { from: today, days: 366 }), (v) =>
      transitsAnswerSchema.parse(v),
    )
      .then((a) => setYear(a.data))
      .catch((e: Error) => setError(e.message));
    const thisYear = Number(today.slice(0, 4));
    const solarOf = (y: number) =>
      postJson('/api/solar-return', chartBody(saved, { year: y }), (v) => solarReturnAnswerSchema.parse(v));
    solarOf(thisYear)
      .then((a) => (Date.parse(a.data.exact) < Date.now() && thisYear < 2100 ? solarOf(thisYear + 1) : a))
      .then((a) => {
        const chart = a.data.chart;
        const sign = (b: string) => getSign(chart.bodies.find((x) => x.body === b)!.sign).name;
        setSolar({
          exact: a.data.exact,
          sun: sign('sun'),
          moon: sign('moon'),
          rising: chart.ascendant ? getSign(chart.ascendant.sign).name : null,
        });
      })
      .catch((e: Error) => setError(e.message));
  }, [saved, today]);

  if (saved === undefined) {
    return (
      <p className="mt-8 text-slate-300" aria-live="polite">
        Bu tarayıcıda kayıtlı haritanıza bakılıyor…
      </p>
    );
  }
  if (saved === null) return <>{children}</>;

  const reading = readings[tab];
  const bigYear = (year?.transits ?? []).filter((t) => SLOW.has(t.body) && PERSONAL_POINTS.has(t.point));
  const download = () => {
    const ics = icsOf(bigYear, solar?.exact ?? null);
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'kisisel-gokyuzu.ics';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="mt-8 space-y-10" data-testid="personal-sky">
      <p className="text-sm text-slate-300">
        Kayıtlı haritanız: <span className="font-semibold text-white">{saved.label}</span>
      </p>
      {error ? (
        <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/60 p-5 text-red-100">
          {error}
        </div>
      ) : null}

      <section aria-labelledby="gunun-yorumu" className={cardClasses({ padding: 'lg' })}>
        <h2 id="gunun-yorumu" className="font-display text-2xl font-semibold text-white">
          Günün kişisel yorumu
        </h2>
        <div role="tablist" aria-label="Gün" className="mt-4 flex gap-2">
          {DAY_TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={tab === t.key}
              onClick={() => setTab(t.key)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
                tab === t.key
                  ? 'bg-gold-300 text-night-950'
                  : 'border border-white/15 text-slate-200 hover:text-white'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-live="polite" className="mt-5" data-testid="personal-reading">
          {reading ? (
            <>
              <p className="font-semibold text-gold-300">{reading.summary}</p>
              {reading.sections.map((s) => (
                <div key={s.key} className="mt-4">
                  <h3 className="text-lg font-semibold text-white">{s.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-200">{s.text}</p>
                </div>
              ))}
            </>
          ) : (
            <p className="text-slate-300">Yorum hazırlanıyor…</p>
          )}
        </div>
      </section>

      {reading ? (
        <section aria-labelledby="bugun-haritanizda">
          <h2 id="bugun-haritanizda" className="font-display text-2xl font-semibold text-white">
            {tab === 'bugun' ? 'Bugün haritanızda' : tab === 'dun' ? 'Dün haritanızda' : 'Yarın haritanızda'}
          </h2>
          {reading.transits.length ? (
            <ul className="mt-3 space-y-2 text-slate-200">
              {reading.transits.map((t) => (
                <li key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}`}>
                  <span className="font-semibold text-white">{transitName(t)}</span> (orb {t.orb}°): tam{' '}
                  {t.exact.map(when).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-300">Bu gün haritanızda tam olan büyük bir açı yok.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="otuz-gun">
        <h2 id="otuz-gun" className="font-display text-2xl font-semibold text-white">
          Önümüzdeki 30 gün
        </h2>
        {month ? (
          <TransitTimeline data={month} today={today} />
        ) : (
          <p className="mt-3 text-slate-300">Hesaplanıyor…</p>
        )}
      </section>

      <section aria-labelledby="on-iki-ay">
        <h2 id="on-iki-ay" className="font-display text-2xl font-semibold text-white">
          Önümüzdeki 12 ay
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Jüpiter, Satürn, Uranüs, Neptün ve Plüton’un Güneş, Ay, Merkür, Venüs, Mars ve açılarınızla yaptığı
          büyük açılar; her tam geçiş tarihiyle.
        </p>
        {year ? (
          bigYear.length ? (
            <ul className="mt-3 space-y-2 text-slate-200" data-testid="year-transits">
              {bigYear.map((t) => (
                <li key={`${t.body}-${t.aspect}-${t.point}-${t.exact[0]}`}>
                  <span className="font-semibold text-white">{transitName(t)}</span>:{' '}
                  {t.exact.map(day).join(' · ')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-300">
              Önümüzdeki 12 ayda bu gezegenlerden tam olan büyük bir açı yok.
            </p>
          )
        ) : (
          <p className="mt-3 text-slate-300">Hesaplanıyor…</p>
        )}
      </section>

      <section aria-labelledby="gunes-donusu">
        <h2 id="gunes-donusu" className="font-display text-2xl font-semibold text-white">
          Güneş dönüşünüz
        </h2>
        {solar ? (
          <p className="mt-3 text-slate-200" data-testid="solar-return">
            Güneş doğduğunuz andaki yerine{' '}
            <span className="font-semibold text-white">{when(solar.exact)}</span> (İstanbul saati) dönüyor.
            Doğum yerinizde kurulan o anın haritasında Güneş {solar.sun}, Ay {solar.moon} burcunda
            {solar.rising ? `, yükselen ${solar.rising}` : ''}.
          </p>
        ) : (
          <p className="mt-3 text-slate-300">Hesaplanıyor…</p>
        )}
      </section>

      <section aria-labelledby="takvim">
        <h2 id="takvim" className="font-display text-2xl font-semibold text-white">
          Takvimime ekle
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Önümüzdeki 12 ayın büyük geçişleri ve Güneş dönüşünüz, telefonunuzun ya da bilgisayarınızın
          takvimine aktarılabilen bir .ics dosyası olarak bu tarayıcıda hazırlanır.
        </p>
        <button
          type="button"
          onClick={download}
          disabled={!year}
          className="mt-3 min-h-11 rounded-full bg-gold-300 px-5 font-semibold text-night-950 disabled:opacity-50"
        >
          Takvimime ekle (.ics)
        </button>
      </section>
    </div>
  );
}
