import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'İstanbul’un gökyüzü haritası: seçtiğiniz günün yıldızları ve gezegenleri';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Gökyüzü Haritası',
    title: 'İstanbul semasında bu akşam ne var?',
    subtitle: 'Gerçek yıldız kataloğundan çizilen harita: takımyıldızlar, gezegenler ve Ay’ın evresi',
    icon: '☽',
  });
}
