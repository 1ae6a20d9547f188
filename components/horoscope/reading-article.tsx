import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { SignChip } from '@/components/zodiac/sign-chip';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { readingService } from '@/lib/horoscope/shared';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SIGNS, getSign, isSignId, type SignId } from '@/lib/zodiac/signs';
import { ReadingCard, readingTitle } from './reading-card';
import { HOROSCOPE_TYPES, PERIOD_NAMES, type HoroscopeType } from '@/lib/horoscope/types';

/** The reading for a page; metadata and page share one lookup per request. */
const readingFor = cache(async (type: HoroscopeType, sign: string) => {
  if (!isSignId(sign)) notFound();
  return readingService().readingNow(type, sign);
});

/** A description for search results: the reading's opening, cut at a word near 155 characters. */
function summary(prediction: string): string {
  const first = prediction.replace(/^Genel: /, '').split(/\n/)[0];
  if (first.length <= 155) return first;
  const cut = first.slice(0, 155);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export async function readingArticleMetadata(type: HoroscopeType, sign: string) {
  const { data, period } = await readingFor(type, sign);
  return pageMetadata({
    title: `${readingTitle(data)} (${period.label})`,
    description: summary(data.prediction),
    path: `/${type}/${data.sign}`,
    type: 'article',
    publishedTime: data.createdAt,
    modifiedTime: data.createdAt,
  });
}

/** /daily/{sign}, /weekly/{sign}, /monthly/{sign}: the reading server-rendered as an article. */
export async function ReadingArticle({ type, sign }: { type: HoroscopeType; sign: string }) {
  const { data, period } = await readingFor(type, sign);
  const info = getSign(data.sign as SignId);
  const title = readingTitle(data);
  const path = `/${type}/${data.sign}`;
  const siteUrl = env().SITE_URL;
  const periodName = PERIOD_NAMES[type];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          articleJsonLd(siteUrl, {
            headline: title,
            description: summary(data.prediction),
            path,
            datePublished: data.createdAt,
            image: `${path}/opengraph-image`,
          }),
          breadcrumbJsonLd(siteUrl, [
            { name: `${periodName} Burç Yorumları`, path: `/${type}` },
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
            <Link href={`/${type}`} className="hover:text-white">
              {periodName} Burç Yorumları
            </Link>{' '}
            ›
          </li>
          <li aria-current="page" className="text-slate-100">
            {info.name}
          </li>
        </ol>
      </nav>
      <PageHeader className="mt-6" icon={info.icon} title={title} date={period.label}>
        <p className="text-sm text-slate-300">
          {info.name} ({info.dateRange}) · {info.element} elementi · yöneticisi {info.ruler}
        </p>
      </PageHeader>
      <div className="mt-8">
        <ReadingCard data={data} showTitle={false} />
      </div>
      <nav aria-labelledby="diger-yorumlar" className="mt-10">
        <h2 id="diger-yorumlar" className="font-display text-xl font-semibold text-white">
          Diğer yorumlar
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {HOROSCOPE_TYPES.filter((t) => t !== type).map((t) => (
            <li key={t}>
              <Link
                href={`/${t}/${data.sign}`}
                className="inline-flex rounded-full border border-gold-300/40 px-3 py-1.5 text-sm text-gold-300 hover:bg-white/5"
              >
                {info.name} {PERIOD_NAMES[t].toLocaleLowerCase('tr-TR')} yorumu
              </Link>
            </li>
          ))}
          {SIGNS.filter((s) => s.id !== data.sign).map((s) => (
            <li key={s.id}>
              <SignChip sign={s} href={`/${type}/${s.id}`} />
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
