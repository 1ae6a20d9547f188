import { notFound } from 'next/navigation';
import { YearPage, yearDescription, yearTitle } from '@/components/calendar/year-page';
import { parseFilter } from '@/components/calendar/filters';
import { calendarYearOf } from '@/lib/astro/calendar-events';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: { params: Promise<{ year: string }> }) {
  const year = calendarYearOf((await params).year);
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
  const year = calendarYearOf((await params).year);
  if (year === null) notFound();
  const { tur } = await searchParams;
  return <YearPage year={year} path={`/gokyuzu-takvimi/${year}`} filter={parseFilter(tur)} />;
}
