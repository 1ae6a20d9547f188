import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

// One card for the calculator and for every chart address: a shared link's preview never shows
// anything of the birth, because preview services fetch and keep these images.
export const alt = 'Doğum haritası hesaplama: Güneş, Ay ve yükselen burcunuz, gezegenler, evler ve açılar';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Doğum Haritası',
    title: 'Doğduğunuz anın gökyüzü',
    subtitle: 'Güneş, Ay ve yükselen burcunuz, gezegenler, evler, açılar ve Türkçe yorumlar',
    icon: '☽',
  });
}
