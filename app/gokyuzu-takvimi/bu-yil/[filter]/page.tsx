import { notFound } from 'next/navigation';
import { YearPage, yearPageMetadata } from '@/components/calendar/year-page';
import { currentCalendarYear } from '@/components/calendar/format';
import { isCalendarFilter } from '@/lib/astro/calendar-filters';

// `/gokyuzu-takvimi?tur={filter}`, handed here by proxy.ts: one cached render per filter.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ filter: string }> };

export function generateMetadata() {
  return yearPageMetadata(currentCalendarYear(), '/gokyuzu-takvimi');
}

export default async function SkyCalendarFilteredPage({ params }: Props) {
  const { filter } = await params;
  if (!isCalendarFilter(filter)) notFound();
  return <YearPage year={currentCalendarYear()} path="/gokyuzu-takvimi" filter={filter} />;
}
