/**
 * A synastry answer as the page shows it: the reading first, then the facts it is written from
 * (the aspects with their orbs, the house overlays, the composite positions). No hooks: the server
 * page renders it for a form sent without JavaScript, the form's island after a POST.
 */
import { signPositionOf } from '@/components/birth-chart/sign-position';
import { signDegreeLabel } from '@/components/birth-chart/format';
import type { SynastryData } from '@/lib/api/synastry';
import { ASPECT_NAMES } from '@/lib/astro/aspects';
import { POINT_NAMES } from '@/lib/synastry/words';

const th = 'px-3 py-2 text-left font-semibold text-slate-200';
const td = 'px-3 py-2 text-slate-300';
const PERSON = { a: 'Birinci kişi', b: 'İkinci kişi' } as const;

const orbLabel = (orb: number) =>
  `${orb.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}°`;

export function SynastryResult({ data }: { data: SynastryData }) {
  const r = data.interpretation;
  return (
    <article aria-labelledby="sinastri-baslik" className="space-y-10" data-testid="synastry-result">
      <section className="rounded-2xl border border-gold-300/30 bg-night-900/60 p-5 sm:p-7">
        <h2 id="sinastri-baslik" className="font-display text-2xl font-semibold text-white">
          İlişki haritanızın yorumu
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-gold-300">{r.headline}</p>
        {r.sections.map((s) => (
          <section key={s.key} aria-labelledby={`yorum-${s.key}`} className="mt-6">
            <h3 id={`yorum-${s.key}`} className="text-lg font-semibold text-white">
              {s.title}
            </h3>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-2 leading-relaxed text-slate-200">
                {p}
              </p>
            ))}
          </section>
        ))}
        {r.advice.length ? (
          <section aria-labelledby="yorum-oneriler" className="mt-6">
            <h3 id="yorum-oneriler" className="text-lg font-semibold text-white">
              Birlikte ne yapabilirsiniz?
            </h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-200">
              {r.advice.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>

      <section aria-labelledby="sinastri-acilar">
        <h2 id="sinastri-acilar" className="font-display text-xl font-semibold text-white">
          İki harita arasındaki açılar ({data.aspects.length})
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          En sıkı açı en üstte. Orb, açının tam değerinden kaç derece uzakta olduğunu gösterir.
        </p>
        <div className="mt-3 overflow-x-auto rounded-xl border border-white/10">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="bg-white/5">
              <tr>
                <th scope="col" className={th}>
                  Birinci kişi
                </th>
                <th scope="col" className={th}>
                  Açı
                </th>
                <th scope="col" className={th}>
                  İkinci kişi
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Orb
                </th>
              </tr>
            </thead>
            <tbody>
              {data.aspects.map((x) => (
                <tr key={`${x.from.point}-${x.to.point}`} className="border-t border-white/5">
                  <td className={td}>{POINT_NAMES[x.from.point]}</td>
                  <td className={td}>{ASPECT_NAMES[x.aspect]}</td>
                  <td className={td}>{POINT_NAMES[x.to.point]}</td>
                  <td className={`${td} text-right tabular-nums`}>{orbLabel(x.orb)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="sinastri-evler">
        <h2 id="sinastri-evler" className="font-display text-xl font-semibold text-white">
          Birbirinizin evlerinde
        </h2>
        {data.overlays ? (
          <div className="mt-3 grid gap-6 md:grid-cols-2">
            {(['a', 'b'] as const).map((p) => (
              <div key={p} className="overflow-x-auto rounded-xl border border-white/10">
                <table className="w-full text-sm">
                  <caption className="px-3 pt-3 text-left text-sm font-semibold text-gold-300">
                    {PERSON[p]}nin gezegenleri, {p === 'a' ? 'ikinci' : 'birinci'} kişinin evlerinde
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={th}>
                        Gezegen
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        Ev
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data
                      .overlays!.filter((o) => o.person === p)
                      .map((o) => (
                        <tr key={o.body} className="border-t border-white/5">
                          <td className={td}>{POINT_NAMES[o.body]}</td>
                          <td className={`${td} text-right tabular-nums`}>{o.house}. ev</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-slate-300">
            Ev yerleşimleri için iki doğum saatinin de bilinmesi gerekir; en az biri bilinmediği için bu bölüm
            hesaplanmadı.
          </p>
        )}
      </section>

      <section aria-labelledby="sinastri-kompozit">
        <h2 id="sinastri-kompozit" className="font-display text-xl font-semibold text-white">
          Kompozit harita
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Her gezegenin iki haritadaki yerlerinin yakın orta noktası: ilişkinin kendi haritası.
        </p>
        <div className="mt-3 overflow-x-auto rounded-xl border border-white/10">
          <table className="w-full text-sm">
            <thead className="bg-white/5">
              <tr>
                <th scope="col" className={th}>
                  Nokta
                </th>
                <th scope="col" className={th}>
                  Kompozit konum
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                ...data.composite.bodies.map((c) => ({
                  key: c.body,
                  name: POINT_NAMES[c.body],
                  lon: c.longitude,
                })),
                ...(data.composite.ascendant
                  ? [
                      {
                        key: 'ascendant',
                        name: POINT_NAMES.ascendant,
                        lon: data.composite.ascendant.longitude,
                      },
                    ]
                  : []),
                ...(data.composite.midheaven
                  ? [
                      {
                        key: 'midheaven',
                        name: POINT_NAMES.midheaven,
                        lon: data.composite.midheaven.longitude,
                      },
                    ]
                  : []),
              ].map((row) => (
                <tr key={row.key} className="border-t border-white/5">
                  <td className={td}>{row.name}</td>
                  <td className={`${td} tabular-nums`}>{signDegreeLabel(signPositionOf(row.lon))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
