import { notFound } from 'next/navigation';
import { MoonPage, monthMetadata } from '@/components/moon/moon-page';
import { calendarMonthOf } from '@/lib/astro/calendar-events';

// `/ay-takvimi/{year}/{month}?yer={province}`, handed here by proxy.ts; rendered for each
// request, like ../../bu-ay/[yer].
export const dynamic = 'force-dynamic';

type Params = Promise<{ year: string; month: string; yer: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { year, month } = await params;
  return monthMetadata(year, month);
}

export default async function MoonCalendarMonthPlacePage({ params }: { params: Params }) {
  const { year, month, yer } = await params;
  const ym = calendarMonthOf(year, month);
  if (!ym) notFound();
  return <MoonPage year={ym.year} month={ym.month} path={`/ay-takvimi/${year}/${month}`} yer={yer} />;
}
