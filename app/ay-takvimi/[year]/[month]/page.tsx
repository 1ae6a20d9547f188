import { notFound } from 'next/navigation';
import { MoonPage, monthMetadata } from '@/components/moon/moon-page';
import { calendarMonthOf } from '@/lib/astro/calendar-events';

// Kept by Next (ISR): rendered on its first request, again at most once a minute ('Bugün' moves
// at midnight). `?yer=` is served by ./[yer].
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ year: string; month: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { year, month } = await params;
  return monthMetadata(year, month);
}

/** A month's Moon calendar for İstanbul, 1900–2100. */
export default async function MoonCalendarMonthPage({ params }: { params: Params }) {
  const { year, month } = await params;
  const ym = calendarMonthOf(year, month);
  if (!ym) notFound();
  return <MoonPage year={ym.year} month={ym.month} path={`/ay-takvimi/${year}/${month}`} />;
}
