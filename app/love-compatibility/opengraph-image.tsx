import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Aşk Uyumu: iki burcun uyumluluğunu hesaplayın';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Aşk Uyumu',
    title: 'Burcunuz onunla ne kadar uyumlu?',
    subtitle: 'İki burç seçin; elementler, uyumlu çiftler ve yıldızların payıyla yüzde olarak uyumunuz',
    icon: '♀',
  });
}
