import { notFound } from 'next/navigation';
import { YearlyArticle, yearlyPath } from '@/components/horoscope/yearly-article';
import { isYearlyYear, yearlyReading, yearlyTitle, YEARLY_YEARS } from '@/lib/horoscope/yearly';
import { pageMetadata } from '@/lib/seo/metadata';
import { SIGN_IDS, isSignId } from '@/lib/zodiac/signs';

// 48 pages (12 signs × 2024–2027), computed at build time: a year's sky does not change.
export const dynamicParams = false;

export function generateStaticParams() {
  return SIGN_IDS.flatMap((sign) => YEARLY_YEARS.map((year) => ({ sign, year: String(year) })));
}

function readingOf(sign: string, rawYear: string) {
  const year = /^\d{4}$/.test(rawYear) ? Number(rawYear) : NaN;
  if (!isSignId(sign) || !isYearlyYear(year)) notFound();
  return yearlyReading(sign, year);
}

type Params = { params: Promise<{ sign: string; year: string }> };

export async function generateMetadata({ params }: Params) {
  const { sign, year } = await params;
  const reading = readingOf(sign, year);
  return pageMetadata({
    title: yearlyTitle(reading.sign, reading.year),
    description: reading.summary,
    path: yearlyPath(reading.sign, reading.year),
    type: 'article',
    publishedTime: reading.createdAt,
  });
}

export default async function YearlyPage({ params }: Params) {
  const { sign, year } = await params;
  return <YearlyArticle reading={readingOf(sign, year)} />;
}
