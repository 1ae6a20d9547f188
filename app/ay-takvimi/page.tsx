import { currentMonthMetadata, MoonPage } from '@/components/moon/moon-page';
import { istanbulDay } from '@/lib/time/zone';

export const metadata = currentMonthMetadata();

// Kept by Next (ISR) and rendered again at most once a minute: 'Bugün' moves at midnight.
export const revalidate = 60;

/** This month's Moon calendar (Istanbul's month) for İstanbul; `?yer=` is served by ./bu-ay/[yer]. */
export default function MoonCalendarPage() {
  const [year, month] = istanbulDay().split('-').map(Number);
  return <MoonPage year={year} month={month} path="/ay-takvimi" />;
}
