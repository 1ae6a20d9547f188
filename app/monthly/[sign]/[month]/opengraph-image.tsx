import { OG_SIZE, readingOgImage } from '@/components/horoscope/reading-og-image';

export const dynamic = 'force-dynamic';
export const alt = 'Aylık burç yorumu';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ sign: string; month: string }> }) {
  const { sign, month } = await params;
  return readingOgImage('monthly', sign, month);
}
