import { OG_SIZE, readingOgImage } from '@/components/horoscope/reading-og-image';

export const dynamic = 'force-dynamic';
export const alt = 'Haftalık burç yorumu';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ sign: string; date: string }> }) {
  const { sign, date } = await params;
  return readingOgImage('weekly', sign, date);
}
