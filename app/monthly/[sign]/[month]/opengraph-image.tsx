import { OG_SIZE, readingOgImage } from '@/components/horoscope/reading-og-image';

// Kept by Next per period (ISR): the card names the period, fixed once it is a dated one.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const alt = 'Aylık burç yorumu';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({
  params,
}: {
  params: Promise<{ sign: string; month: string }>;
}) {
  const { sign, month } = await params;
  return readingOgImage('monthly', sign, month);
}
