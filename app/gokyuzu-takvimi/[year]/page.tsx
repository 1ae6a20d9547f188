import { notFound } from 'next/navigation';
import { YearPage, yearPageMetadata } from '@/components/calendar/year-page';
import { calendarYearOf } from '@/lib/astro/calendar-events';

// Kept by Next (ISR): rendered on its first request, again at most once a minute (the current
// year's 'şimdi' line moves as events pass). `?tur=` is served by ./[filter].
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ year: string }> };

export async function generateMetadata({ params }: Props) {
  const year = calendarYearOf((await params).year);
  if (year === null) return { title: 'Sayfa bulunamadı' };
  return yearPageMetadata(year, `/gokyuzu-takvimi/${year}`);
}

/** A year's calendar, 1900–2100. */
export default async function SkyCalendarYearPage({ params }: Props) {
  const year = calendarYearOf((await params).year);
  if (year === null) notFound();
  return <YearPage year={year} path={`/gokyuzu-takvimi/${year}`} filter="hepsi" />;
}
