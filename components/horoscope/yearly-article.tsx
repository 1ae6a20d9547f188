import Link from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import { cardClasses } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SignChip } from '@/components/zodiac/sign-chip';
import { BODY_NAMES } from '@/lib/astro/bodies';
import { ECLIPSE_TYPE_NAMES } from '@/lib/astro/calendar-events';
import { env } from '@/lib/env';
import { provenanceLabel } from '@/lib/horoscope/provenance';
import { ordinal } from '@/lib/horoscope/turkish';
import { YEARLY_YEARS, yearlyTitle, type YearlyReading } from '@/lib/horoscope/yearly';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { SIGNS, getSign } from '@/lib/zodiac/signs';
import { ISTANBUL_DAY } from './format';
import { ShareRow } from './share-row';

const day = (at: string) => ISTANBUL_DAY.format(new Date(at));
const dayWithYear = (at: string, year: number) => {
  const label = day(at);
  const y = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date(at));
  return Number(y) === year ? label : `${label} ${y}`;
};

const RATING_NAMES = { love: 'Aşk', career: 'Kariyer', health: 'Sağlık', energy: 'Enerji' } as const;

export function yearlyPath(sign: string, year: number): string {
  return `/yillik/${sign}/${year}`;
}

/** The year's dated sky, as a list under the reading. */
function YearSky({ reading }: { reading: YearlyReading }) {
  const y = reading.year;
  const rows: { at: string; text: string }[] = [];
  for (const e of reading.events.filter((e) => e.kind === 'ingress')) {
    rows.push({ at: e.at, text: `${BODY_NAMES[e.body]} ${getSign(e.sign).name} burcuna geçiyor` });
  }
  for (const e of reading.eclipses) {
    rows.push({
      at: e.at,
      text: `${ECLIPSE_TYPE_NAMES[e.eclipseType as keyof typeof ECLIPSE_TYPE_NAMES]} ${e.kind === 'solar' ? 'Güneş' : 'Ay'} tutulması, ${getSign(e.sign).name} (${ordinal(e.house)} ev)`,
    });
  }
  for (const r of reading.retrogrades) {
    rows.push({
      at: r.start,
      text: `${BODY_NAMES[r.body]} retrosu ${dayWithYear(r.start, y)}–${dayWithYear(r.end, y)}, ${getSign(r.from.sign).name}${r.to.sign !== r.from.sign ? ` → ${getSign(r.to.sign).name}` : ''}`,
    });
  }
  rows.sort((a, b) => a.at.localeCompare(b.at));
  const jupiter = reading.transits.find((t) => t.body === 'jupiter')!;
  const saturn = reading.transits.find((t) => t.body === 'saturn')!;
  return (
    <section aria-labelledby="yil-gokyuzu" className="mt-8 rounded-xl border border-white/10 bg-night-900/60 p-5">
      <h2 id="yil-gokyuzu" className="font-display text-lg font-semibold text-white">
        Yorumun dayandığı gökyüzü
      </h2>
      <p className="mt-2 text-sm text-slate-300">
        1 Ocak {y}: Jüpiter {getSign(jupiter.sign).name} burcunda ({ordinal(jupiter.house)} eviniz), Satürn{' '}
        {getSign(saturn.sign).name} burcunda ({ordinal(saturn.house)} eviniz). Evler, {getSign(reading.sign).name}{' '}
        burcundan sayılan tam burç evleridir; saatler İstanbul saatidir.
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-200">
        {rows.map((r) => (
          <li key={`${r.at}-${r.text}`} className="flex gap-3">
            <time dateTime={r.at} className="w-28 shrink-0 text-gold-300">
              {dayWithYear(r.at, y)}
            </time>
            <span>{r.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /yillik/{sign}/{yyyy}: the yearly reading as an article. */
export function YearlyArticle({ reading }: { reading: YearlyReading }) {
  const siteUrl = env().SITE_URL;
  const info = getSign(reading.sign);
  const title = yearlyTitle(reading.sign, reading.year);
  const path = yearlyPath(reading.sign, reading.year);
  const before = reading.sections.filter((s) => ['general', 'eclipses', 'retrogrades'].includes(s.key));
  const after = reading.sections.filter((s) => ['love', 'work', 'money', 'health', 'tip'].includes(s.key));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          articleJsonLd(siteUrl, {
            headline: title,
            description: reading.summary,
            path,
            datePublished: reading.createdAt,
            image: `${path}/opengraph-image`,
          }),
          breadcrumbJsonLd(siteUrl, [
            { name: `${info.name} Burcu`, path: `/zodiac-info/${reading.sign}` },
            { name: title, path },
          ]),
        ]}
      />
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-300">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/" className="hover:text-white">
              Ana Sayfa
            </Link>{' '}
            ›
          </li>
          <li>
            <Link href={`/zodiac-info/${reading.sign}`} className="hover:text-white">
              {info.name} Burcu
            </Link>{' '}
            ›
          </li>
          <li aria-current="page" className="text-slate-100">
            {reading.year} yıllık yorumu
          </li>
        </ol>
      </nav>
      <PageHeader className="mt-6" icon={info.icon} title={title} date={`${reading.year} yılı`}>
        <p className="text-sm text-slate-300">
          {info.name} ({info.dateRange}) · {info.element} elementi · yöneticisi {info.ruler}
        </p>
      </PageHeader>
      <nav aria-label="Yıllar" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {YEARLY_YEARS.map((y) => (
            <li key={y}>
              {y === reading.year ? (
                <span aria-current="page" className="inline-flex rounded-full bg-gold-300 px-3 py-1.5 font-semibold text-night-950">
                  {y}
                </span>
              ) : (
                <Link
                  href={yearlyPath(reading.sign, y)}
                  className="inline-flex rounded-full border border-gold-300/40 px-3 py-1.5 text-gold-300 hover:bg-white/5"
                >
                  {y}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={cardClasses({ padding: 'lg', raised: true, className: 'mt-6' })}>
        <p className="font-display text-xl leading-snug text-white">{reading.summary}</p>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-300" aria-label="Yılın puanları">
          {(Object.keys(RATING_NAMES) as (keyof typeof RATING_NAMES)[]).map((k) => (
            <li key={k}>
              {RATING_NAMES[k]}: <span className="font-semibold text-gold-300">{reading.ratings[k]}/5</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 space-y-5 text-base leading-relaxed text-slate-100">
          {before.map((s) => (
            <section key={s.key} aria-labelledby={`yil-${s.key}`}>
              <h2 id={`yil-${s.key}`} className="font-display text-xl font-semibold text-gold-300">
                {s.title}
              </h2>
              <p className="mt-2">{s.text}</p>
            </section>
          ))}
          <section aria-labelledby="yil-aylar">
            <h2 id="yil-aylar" className="font-display text-xl font-semibold text-gold-300">
              Ay ay {reading.year}
            </h2>
            <dl className="mt-2 space-y-3">
              {reading.months.map((m) => (
                <div key={m.month}>
                  <dt className="font-semibold text-white">{m.name}</dt>
                  <dd className="mt-0.5">{m.text}</dd>
                </div>
              ))}
            </dl>
          </section>
          {after.map((s) => (
            <section key={s.key} aria-labelledby={`yil-${s.key}`}>
              <h2 id={`yil-${s.key}`} className="font-display text-xl font-semibold text-gold-300">
                {s.title}
              </h2>
              <p className="mt-2">{s.text}</p>
            </section>
          ))}
        </div>
        <YearSky reading={reading} />
        <p className="mt-5 text-sm leading-relaxed text-slate-300" data-testid="reading-provenance">
          {provenanceLabel(reading.source)} Dönem: 1 Ocak–31 Aralık {reading.year}.
        </p>
        <ShareRow
          url={`${siteUrl}${path}`}
          title={title}
          image={{ type: 'yearly', sign: reading.sign, date: reading.date }}
        />
      </div>
      <nav aria-labelledby="diger-burclar" className="mt-10">
        <h2 id="diger-burclar" className="font-display text-xl font-semibold text-white">
          Diğer burçların {reading.year} yorumları
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <Link
              href={`/daily/${reading.sign}`}
              className="inline-flex rounded-full border border-gold-300/40 px-3 py-1.5 text-sm text-gold-300 hover:bg-white/5"
            >
              {info.name} günlük yorumu
            </Link>
          </li>
          {SIGNS.filter((s) => s.id !== reading.sign).map((s) => (
            <li key={s.id}>
              <SignChip sign={s} href={yearlyPath(s.id, reading.year)} />
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
