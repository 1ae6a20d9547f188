import { currentMonthMetadata, MoonPage } from '@/components/moon/moon-page';
import { istanbulDay } from '@/lib/time/zone';

export const metadata = currentMonthMetadata();

// `/ay-takvimi?yer={province}`, handed here by proxy.ts. Rendered for each request: 81 provinces
// times every month is more pages than a cache should keep for a view few visitors ask for.
export const dynamic = 'force-dynamic';

export default async function MoonCalendarPlacePage({ params }: { params: Promise<{ yer: string }> }) {
  const { yer } = await params;
  const [year, month] = istanbulDay().split('-').map(Number);
  return <MoonPage year={year} month={month} path="/ay-takvimi" yer={yer} />;
}
