import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Yıldız Rehberi: gerçek gökyüzünden günlük burç yorumları';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Türkçe astroloji',
    title: 'Gerçek gökyüzünden günlük burç yorumları',
    subtitle: 'Günlük, haftalık, aylık yorumlar · Aşk uyumu · Tarot · İstanbul’un yıldız haritası',
  });
}
