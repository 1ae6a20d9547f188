import { OG_SIZE, readingOgImage } from '@/components/horoscope/reading-og-image';

// Kept by Next (ISR) and drawn again at most once a minute: the card names the current period.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}
export const alt = 'Aylık burç yorumu';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ sign: string }> }) {
  return readingOgImage('monthly', (await params).sign);
}
