import { notFound } from 'next/navigation';
import { YearPage, yearDescription, yearTitle } from '@/components/calendar/year-page';
import { parseFilter } from '@/components/calendar/filters';
import { isCalendarYear } from '@/lib/astro/calendar';
import { pageMetadata } from '@/lib/seo/metadata';

function yearOf(raw: string): number | null {
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return isCalendarYear(year) ? year : null;
}

export async function generateMetadata({ params }: { params: Promise<{ year: string }> }) {
  const year = yearOf((await params).year);
  if (year === null) return { title: 'Sayfa bulunamadı' };
  return pageMetadata({
    title: yearTitle(year),
    description: yearDescription(year),
    path: `/gokyuzu-takvimi/${year}`,
  });
}

/** A year's calendar, 1900–2100. */
export default async function SkyCalendarYearPage({
  params,
  searchParams,
}: {
  params: Promise<{ year: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const year = yearOf((await params).year);
  if (year === null) notFound();
  const { tur } = await searchParams;
  return <YearPage year={year} path={`/gokyuzu-takvimi/${year}`} filter={parseFilter(tur)} />;
}
