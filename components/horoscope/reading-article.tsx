import Link from '@/components/ui/link';
import { RisingSignHint } from '@/components/birth-chart/rising-sign-hint';
import { PageHeader } from '@/components/ui/page-header';
import { SignChip } from '@/components/zodiac/sign-chip';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import {
  isReadable,
  isReadingAddress,
  periodLabelWithYear,
  periodOfSlug,
  periodSlug,
} from '@/lib/horoscope/archive';
import { readingService } from '@/lib/horoscope/shared';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { periodContaining, periodOf, type Period } from '@/lib/time/periods';
import { SIGNS, getSign, isSignId, type SignId } from '@/lib/zodiac/signs';
import { PeriodTabs, readingPath } from './period-tabs';
import { ReadingCard, readingTitle } from './reading-card';
import { HOROSCOPE_TYPES, PERIOD_NAMES, type HoroscopeType } from '@/lib/horoscope/types';

/**
 * The period a page shows: the current one, or the one its date segment names. A malformed
 * segment or a period outside the readable range is the site's 404; a weekly date that is not
 * a Monday redirects (308) to its week's Monday, so every week has one address.
 */
function pagePeriod(type: HoroscopeType, sign: SignId, slug: string | undefined, now: Date): Period {
  if (slug === undefined) return periodOf(type, now);
  const period = periodOfSlug(type, slug);
  if (!period || !isReadable(period, now)) notFound();
  if (periodSlug(period) !== slug) permanentRedirect(`/${type}/${sign}/${periodSlug(period)}`);
  return period;
}

/** The reading for a page; metadata and page share one lookup per request. */
const readingFor = cache(async (type: HoroscopeType, sign: string, slug?: string) => {
  if (!isSignId(sign)) notFound();
  const now = new Date();
  const period = pagePeriod(type, sign, slug, now);
  // Nothing here reads the request: the page is cached by Next; the reading service bounds the
  // expensive generation of archive readings itself.
  const entry = await readingService().reading(period, sign, { now });
  // The dated page of the current period shows the same reading as the undated one.
  const path = slug === undefined ? `/${type}/${sign}` : `/${type}/${sign}/${periodSlug(period)}`;
  return { ...entry, now, path, dated: slug !== undefined };
});

export async function readingArticleMetadata(type: HoroscopeType, sign: string, slug?: string) {
  // The page itself answers a wrong address with the site's 404; metadata must not throw it, or
  // Next sends an empty shell that only JavaScript fills in.
  if (!isReadingAddress(type, sign, slug, new Date())) return { title: 'Sayfa bulunamadı' };
  const { data, period, path, dated } = await readingFor(type, sign, slug);
  return pageMetadata({
    title: `${readingTitle(data)} (${dated ? periodLabelWithYear(period) : period.label})`,
    description: data.summary,
    path,
    type: 'article',
    publishedTime: data.createdAt,
    modifiedTime: data.createdAt,
  });
}

/**
 * /daily/{sign}, /weekly/{sign}, /monthly/{sign} and their dated pages
 * (/daily/{sign}/{yyyy-MM-dd}, /weekly/{sign}/{Monday}, /monthly/{sign}/{yyyy-MM}): the reading
 * server-rendered as an article, with its neighbours.
 */
export async function ReadingArticle({
  type,
  sign,
  slug,
}: {
  type: HoroscopeType;
  sign: string;
  slug?: string;
}) {
  const { data, period, now, path, dated } = await readingFor(type, sign, slug);
  const info = getSign(data.sign);
  const title = readingTitle(data);
  const label = dated ? periodLabelWithYear(period) : period.label;
  const siteUrl = env().SITE_URL;
  const periodName = PERIOD_NAMES[type];
  // Dated pages link to the sign's other readings of the same time; undated ones to the current.
  const otherPath = (t: HoroscopeType) =>
    dated ? readingPath(periodContaining(t, period.start)!, data.sign, now) : `/${t}/${data.sign}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          articleJsonLd(siteUrl, {
            headline: dated ? `${title}, ${label}` : title,
            description: data.summary,
            path,
            datePublished: data.createdAt,
            image: `${path}/opengraph-image`,
          }),
          breadcrumbJsonLd(siteUrl, [
            { name: `${periodName} Burç Yorumları`, path: `/${type}` },
            { name: title, path: `/${type}/${data.sign}` },
            ...(dated ? [{ name: label, path }] : []),
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
            <Link href={`/${type}`} className="hover:text-white">
              {periodName} Burç Yorumları
            </Link>{' '}
            ›
          </li>
          {dated ? (
            <>
              <li>
                <Link href={`/${type}/${data.sign}`} className="hover:text-white">
                  {info.name}
                </Link>{' '}
                ›
              </li>
              <li aria-current="page" className="text-slate-100">
                {label}
              </li>
            </>
          ) : (
            <li aria-current="page" className="text-slate-100">
              {info.name}
            </li>
          )}
        </ol>
      </nav>
      <PageHeader className="mt-6" icon={info.icon} title={title} date={label}>
        <p className="text-sm text-slate-300">
          {info.name} ({info.dateRange}) · {info.element} elementi · yöneticisi {info.ruler}
        </p>
      </PageHeader>
      <PeriodTabs period={period} sign={data.sign} now={now} />
      <RisingSignHint
        sign={data.sign}
        type={type}
        periodWord={periodName.toLocaleLowerCase('tr-TR')}
        suffix={dated ? `/${periodSlug(period)}` : ''}
      />
      <div className="mt-6">
        <ReadingCard data={data} showTitle={false} shareUrl={`${siteUrl}${path}`} />
      </div>
      <nav aria-labelledby="diger-yorumlar" className="mt-10">
        <h2 id="diger-yorumlar" className="font-display text-xl font-semibold text-white">
          Diğer yorumlar
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {HOROSCOPE_TYPES.filter((t) => t !== type).map((t) => (
            <li key={t}>
              <Link href={otherPath(t)} className="pill-link">
                {info.name} {PERIOD_NAMES[t].toLocaleLowerCase('tr-TR')} yorumu
              </Link>
            </li>
          ))}
          {SIGNS.filter((s) => s.id !== data.sign).map((s) => (
            <li key={s.id}>
              <SignChip
                sign={s}
                href={dated ? `/${type}/${s.id}/${periodSlug(period)}` : `/${type}/${s.id}`}
              />
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
