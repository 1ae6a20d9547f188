import { YearPage, yearPageMetadata } from '@/components/calendar/year-page';
import { currentCalendarYear } from '@/components/calendar/format';

export function generateMetadata() {
  return yearPageMetadata(currentCalendarYear(), '/gokyuzu-takvimi');
}

// Kept by Next (ISR) and rendered again at most once a minute: the 'şimdi' line moves as events
// pass, and the page turns to the new year within a minute of Istanbul's midnight.
export const revalidate = 60;

/** The current year's calendar (Istanbul's year); `?tur=` is served by ./bu-yil/[filter]. */
export default function SkyCalendarPage() {
  return <YearPage year={currentCalendarYear()} path="/gokyuzu-takvimi" filter="hepsi" />;
}
