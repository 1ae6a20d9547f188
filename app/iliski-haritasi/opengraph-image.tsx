import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

// One card for the calculator and any address with births: a preview never shows a birth.
export const alt = 'İlişki haritası (sinastri): iki doğum haritasının açıları, evleri ve kompozit haritası';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'İlişki Haritası',
    title: 'İki doğum haritası, bir ilişki',
    subtitle: 'Haritalar arasındaki açılar, birbirinizin evleri, kompozit harita ve Türkçe yorum',
    icon: '♀♂',
  });
}
