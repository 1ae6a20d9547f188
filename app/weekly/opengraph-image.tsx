import { OG_SIZE, periodOgImage } from '@/components/horoscope/reading-og-image';

export const dynamic = 'force-dynamic';
export const alt = 'Haftalık burç yorumları';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return periodOgImage('weekly');
}
