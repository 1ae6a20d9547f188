import { HOURS_DESCRIPTION, HOURS_TITLE, HoursPage } from '@/components/planetary-hours/hours-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: HOURS_TITLE,
  description: HOURS_DESCRIPTION,
  path: '/yildiz-saatleri',
});

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Planetary hours for `?tarih=yyyy-MM-dd&yer={id or name}` (today in İstanbul by default). */
export default async function PlanetaryHoursPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tarih, yer } = await searchParams;
  return <HoursPage tarih={first(tarih)} yer={first(yer)} />;
}
