import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Yıldız Saatleri: günün gezegen saatleri, gün doğumundan gün batımına';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Yıldız Saatleri',
    title: 'Şu an hangi gezegenin saati?',
    subtitle: 'Gündüz ve gece on ikişer saat, Keldani sırasıyla, şehrinizin gün doğumundan',
    icon: '♄',
  });
}
