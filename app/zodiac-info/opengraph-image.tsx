import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Burç Bilgileri: on iki burcun özellikleri';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Burç Bilgileri',
    title: 'On iki burcun özellikleri',
    subtitle: 'Element, yönetici gezegen, uğurlu taşlar, ünlüler ve uyumlu burçlar',
    icon: '♈',
  });
}
