import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Ay Takvimi: Ay evreleri, Ay boşlukta saatleri, Ay doğuşu ve batışı';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Ay Takvimi',
    title: 'Ay bugün hangi burçta, ne zaman boşlukta?',
    subtitle: 'Gün gün Ay evreleri, burç geçişleri, Ay doğuşu ve batışı',
    icon: '☽',
  });
}
