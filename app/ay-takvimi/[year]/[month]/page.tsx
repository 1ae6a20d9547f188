import { notFound } from 'next/navigation';
import { MOON_DESCRIPTION, MoonPage } from '@/components/moon/moon-page';
import { monthTitle } from '@/components/moon/moon-month-view';
import { calendarMonthOf } from '@/lib/astro/calendar-events';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ year: string; month: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { year, month } = await params;
  const ym = calendarMonthOf(year, month);
  if (!ym) return { title: 'Sayfa bulunamadı' };
  return pageMetadata({
    title: monthTitle(ym.year, ym.month),
    description: MOON_DESCRIPTION,
    path: `/ay-takvimi/${year}/${month}`,
  });
}

/** A month's Moon calendar, 1900–2100. */
export default async function MoonCalendarMonthPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { year, month } = await params;
  const ym = calendarMonthOf(year, month);
  if (!ym) notFound();
  const { yer } = await searchParams;
  return <MoonPage year={ym.year} month={ym.month} path={`/ay-takvimi/${year}/${month}`} yer={yer} />;
}
