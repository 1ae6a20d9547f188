import { notFound } from 'next/navigation';
import { YearPage, yearPageMetadata } from '@/components/calendar/year-page';
import { calendarYearOf } from '@/lib/astro/calendar-events';
import { isCalendarFilter } from '@/lib/astro/calendar-filters';

// `/gokyuzu-takvimi/{year}?tur={filter}`, handed here by proxy.ts: one cached render per filter.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ year: string; filter: string }> };

export async function generateMetadata({ params }: Props) {
  const year = calendarYearOf((await params).year);
  if (year === null) return { title: 'Sayfa bulunamadı' };
  return yearPageMetadata(year, `/gokyuzu-takvimi/${year}`);
}

export default async function SkyCalendarYearFilteredPage({ params }: Props) {
  const { year: yearSegment, filter } = await params;
  const year = calendarYearOf(yearSegment);
  if (year === null || !isCalendarFilter(filter)) notFound();
  return <YearPage year={year} path={`/gokyuzu-takvimi/${year}`} filter={filter} />;
}
