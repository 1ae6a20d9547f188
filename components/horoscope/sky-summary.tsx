import type { HoroscopeData } from '@/lib/api/horoscope';
import { ISTANBUL_DAY } from './format';
import { getSign } from '@/lib/zodiac/signs';
import { longitudeFromSign } from '@/lib/astro/longitude';
import { moonPhaseFromLongitudes } from '@/lib/astro/moon-phase';
import { BODY_GLYPHS, BODY_NAMES } from '@/lib/astro/bodies';

/**
 * The sky behind a reading: the dated facts the reading rests on, with their clock times (the
 * composer's sky box: the Moon's course, the period's events, exact aspects, what comes next),
 * then the Moon, retrogrades and every position at the period's start. A day's sky box already
 * names the Moon with its phase, the retrogrades with the day they turn and the next lunation, so
 * a daily reading that has one does not repeat them.
 */
export function SkySummary({
  data,
  headingAs: Heading = 'h3',
}: {
  data: HoroscopeData;
  headingAs?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <section aria-label="Yorumun dayandığı gökyüzü" className="panel mt-6 p-4">
      <Heading className="panel-title">Yorumun dayandığı gökyüzü</Heading>
      {data.sky?.length ? (
        <dl
          className="facts facts-rows mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]"
          data-testid="sky-notes"
        >
          {data.sky.map((n) => (
            <div key={n.key}>
              <dt>{n.label}</dt>
              <dd>{n.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data.type === 'daily' && data.sky?.length ? null : <PeriodStartFacts data={data} />}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-300 hover:text-white">Bütün gezegen konumları</summary>
        <ul className="planet-list mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {data.transits.map((t) => (
            <li key={t.body}>
              <span aria-hidden="true">{BODY_GLYPHS[t.body]}</span>
              <span>
                {`${BODY_NAMES[t.body]}: ${getSign(t.sign).name} ${Math.floor(t.degree)}°, ${t.house}. ev${
                  t.retrograde ? ' (geri)' : ''
                }`}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The Moon, the retrogrades and the period's lunations, in three columns. */
function PeriodStartFacts({ data }: { data: HoroscopeData }) {
  const sun = data.transits.find((t) => t.body === 'sun');
  const moon = data.transits.find((t) => t.body === 'moon');
  const phase =
    sun && moon
      ? moonPhaseFromLongitudes(
          longitudeFromSign(sun.sign, sun.degree),
          longitudeFromSign(moon.sign, moon.degree),
        )
      : null;
  const retrograde = data.transits.filter((t) => t.retrograde);
  const lunations = data.events.filter((e) => e.kind === 'new-moon' || e.kind === 'full-moon');
  // The sky is the one at noon of the period's first day; a dated page may be read on any other day.
  const when =
    data.type === 'daily' ? 'Öğle saatinde' : data.type === 'weekly' ? 'Haftanın başında' : 'Ayın başında';

  return (
    <dl className="facts mt-3 grid gap-3 text-sm sm:grid-cols-3">
      {moon ? (
        <div>
          <dt>Ay</dt>
          <dd className="mt-0.5">
            <span aria-hidden="true" className="font-symbol text-gold-300">
              {BODY_GLYPHS.moon}{' '}
            </span>
            {when} {getSign(moon.sign).name} burcunda, {moon.house}. evinizde
            {phase ? (
              <span className="block text-slate-300">
                {phase.name} · %{Math.round(phase.illumination * 100)} aydınlık
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Geri hareket</dt>
        <dd className="mt-0.5">
          {retrograde.length
            ? retrograde.map((t) => `${BODY_NAMES[t.body]} (${getSign(t.sign).name})`).join(', ')
            : 'Geri giden gezegen yok'}
        </dd>
      </div>
      <div>
        <dt>Yeni ay ve dolunay</dt>
        <dd className="mt-0.5">
          {lunations.length ? (
            <ul>
              {lunations.map((e) => (
                <li key={e.at}>
                  {e.kind === 'new-moon' ? 'Yeni ay' : 'Dolunay'}: {ISTANBUL_DAY.format(new Date(e.at))},{' '}
                  {getSign(e.sign).name}
                </li>
              ))}
            </ul>
          ) : (
            'Bu dönemde yok'
          )}
        </dd>
      </div>
    </dl>
  );
}
