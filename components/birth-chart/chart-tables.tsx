import { ASPECT_NAMES } from '@/lib/astro/aspects';
import { CHART_BODY_NAMES } from '@/lib/birth-chart/interpret';
import type { BirthChart } from '@/lib/birth-chart/types';
import { getSign } from '@/lib/zodiac/signs';
import { POINT_GLYPHS } from './chart-wheel';
import { signDegreeLabel } from './format';
import { signPositionOf } from './sign-position';

const th = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-400';
const td = 'px-2 py-2 align-top sm:px-3';

function TableFrame({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-night-900/60">
      <h3 id={id} className="px-4 pt-4 font-display text-lg font-semibold text-white">
        {title}
      </h3>
      <div className="mt-2 overflow-x-auto pb-2">{children}</div>
    </section>
  );
}

/** The chart's data as tables: the accessible equivalent of the wheel, and the reference for readers. */
export function ChartTables({ chart }: { chart: BirthChart }) {
  const timeKnown = chart.houses !== null;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <TableFrame id="tablo-konumlar" title="Gezegenlerin konumları">
          <table className="w-full text-sm text-slate-200">
            <thead>
              <tr className="border-b border-white/10">
                <th scope="col" className={th}>
                  Gök cismi
                </th>
                <th scope="col" className={th}>
                  Burç ve derece
                </th>
                {timeKnown ? (
                  <th scope="col" className={th}>
                    Ev
                  </th>
                ) : null}
                <th scope="col" className={th}>
                  Hareket
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.bodies.map((b) => (
                <tr key={b.body} className="border-b border-white/5 last:border-0">
                  <th scope="row" className={`${td} text-left font-medium text-white`}>
                    <span aria-hidden="true" className="mr-2 inline-block w-5 font-symbol text-gold-300">
                      {POINT_GLYPHS[b.body]}
                    </span>
                    {CHART_BODY_NAMES[b.body]}
                  </th>
                  <td className={td}>
                    <span aria-hidden="true" className="mr-1.5 font-symbol text-gold-300">
                      {getSign(b.sign).icon}
                    </span>
                    {signDegreeLabel(b)}
                  </td>
                  {timeKnown ? <td className={td}>{b.house}. ev</td> : null}
                  <td className={td}>
                    {b.body === 'north-node' ? 'Ortalama düğüm' : b.retrograde ? 'Geri' : 'Düz'}
                  </td>
                </tr>
              ))}
              {chart.ascendant ? (
                <tr className="border-b border-white/5">
                  <th scope="row" className={`${td} text-left font-medium text-white`}>
                    <span
                      aria-hidden="true"
                      className="mr-2 inline-block w-5 text-xs font-bold text-gold-300"
                    >
                      ASC
                    </span>
                    Yükselen
                  </th>
                  <td className={td}>{signDegreeLabel(chart.ascendant)}</td>
                  <td className={td}>1. ev başı</td>
                  <td className={td}>–</td>
                </tr>
              ) : null}
              {chart.midheaven ? (
                <tr>
                  <th scope="row" className={`${td} text-left font-medium text-white`}>
                    <span
                      aria-hidden="true"
                      className="mr-2 inline-block w-5 text-xs font-bold text-gold-300"
                    >
                      MC
                    </span>
                    Tepe noktası
                  </th>
                  <td className={td}>{signDegreeLabel(chart.midheaven)}</td>
                  <td className={td}>
                    {chart.houseSystem === 'placidus' || chart.houseSystem === 'porphyry'
                      ? '10. ev başı'
                      : '–'}
                  </td>
                  <td className={td}>–</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableFrame>
      </div>

      {chart.houses ? (
        <TableFrame id="tablo-evler" title="Ev başlangıçları">
          <table className="w-full text-sm text-slate-200">
            <thead>
              <tr className="border-b border-white/10">
                <th scope="col" className={th}>
                  Ev
                </th>
                <th scope="col" className={th}>
                  Burç ve derece
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.houses.map((lon, i) => {
                const p = signPositionOf(lon);
                return (
                  <tr key={i} className="border-b border-white/5 last:border-0">
                    <th scope="row" className={`${td} text-left font-medium text-white`}>
                      {i + 1}. ev
                    </th>
                    <td className={td}>
                      <span aria-hidden="true" className="mr-1.5 font-symbol text-gold-300">
                        {getSign(p.sign).icon}
                      </span>
                      {signDegreeLabel(p)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      ) : null}

      <TableFrame id="tablo-acilar" title="Açılar">
        {chart.aspects.length ? (
          <table className="w-full text-sm text-slate-200">
            <thead>
              <tr className="border-b border-white/10">
                <th scope="col" className={th}>
                  Gök cisimleri
                </th>
                <th scope="col" className={th}>
                  Açı
                </th>
                <th scope="col" className={th}>
                  Sapma
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.aspects.map((a) => (
                <tr key={`${a.a}-${a.b}`} className="border-b border-white/5 last:border-0">
                  <th scope="row" className={`${td} text-left font-medium text-white`}>
                    {CHART_BODY_NAMES[a.a]} – {CHART_BODY_NAMES[a.b]}
                  </th>
                  <td className={td}>{ASPECT_NAMES[a.type]}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {orbText(a.orb)}
                    <span className="block text-xs text-slate-400 sm:ml-1 sm:inline sm:text-sm">
                      {a.applying ? 'yaklaşan' : 'ayrılan'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="px-4 pb-3 text-sm text-slate-300">Bu haritada büyük açı yok.</p>
        )}
      </TableFrame>
    </div>
  );
}

function orbText(orb: number): string {
  const total = Math.round(orb * 60);
  return `${Math.floor(total / 60)}° ${String(total % 60).padStart(2, '0')}′`;
}
