import { MOON_DESCRIPTION, MoonPage } from '@/components/moon/moon-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { istanbulDay } from '@/lib/time/zone';

export const metadata = pageMetadata({
  title: 'Ay Takvimi: Ay Evreleri, Ay Boşlukta Saatleri, Ay Doğuşu ve Batışı',
  description: MOON_DESCRIPTION,
  path: '/ay-takvimi',
});

/** This month's Moon calendar (Istanbul's month), for İstanbul or the province of `?yer=`. */
export default async function MoonCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { yer } = await searchParams;
  const [year, month] = istanbulDay().split('-').map(Number);
  return <MoonPage year={year} month={month} path="/ay-takvimi" yer={yer} />;
}
