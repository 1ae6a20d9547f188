import { OG_SIZE, periodOgImage } from '@/components/horoscope/reading-og-image';

// Kept by Next (ISR) and drawn again at most once a minute: the card names the current period.
export const revalidate = 60;
export const alt = 'Günlük burç yorumları';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return periodOgImage('daily');
}
