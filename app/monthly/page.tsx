import { HoroscopePage, horoscopePageMetadata } from '@/components/horoscope/horoscope-page';

// The date label changes with the period, so the page renders per request (cached by shared caches until the period ends).
export const dynamic = 'force-dynamic';
export const metadata = horoscopePageMetadata('monthly');

export default function MonthlyPage() {
  return <HoroscopePage type="monthly" />;
}
