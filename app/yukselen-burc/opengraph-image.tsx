import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Yükselen burç nedir, nasıl hesaplanır? Yükselen burç hesaplama';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Yükselen Burç',
    title: 'Yükselen burcunuz ne?',
    subtitle: 'Doğum saatiniz ve yerinizle hesaplayın; Türkiye’nin saat değişiklikleri dahil',
    icon: '♎',
  });
}
