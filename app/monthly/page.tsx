import { HoroscopePage, horoscopePageMetadata } from '@/components/horoscope/horoscope-page';

// The date label changes with the period: the page is rendered again at most once a minute
// (stale-while-revalidate), so a new day shows within a minute of Istanbul's midnight.
export const revalidate = 60;
export const metadata = horoscopePageMetadata('monthly');

export default function MonthlyPage() {
  return <HoroscopePage type="monthly" />;
}
