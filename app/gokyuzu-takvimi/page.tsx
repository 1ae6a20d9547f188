import { YearPage, yearDescription, yearTitle } from '@/components/calendar/year-page';
import { parseFilter } from '@/components/calendar/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { istanbulDay } from '@/lib/time/zone';

const currentYear = () => Number(istanbulDay().slice(0, 4));

export function generateMetadata() {
  const year = currentYear();
  return pageMetadata({
    title: yearTitle(year),
    description: yearDescription(year),
    path: '/gokyuzu-takvimi',
  });
}

/** The current year's calendar (Istanbul's year). */
export default async function SkyCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tur } = await searchParams;
  return <YearPage year={currentYear()} path="/gokyuzu-takvimi" filter={parseFilter(tur)} />;
}
