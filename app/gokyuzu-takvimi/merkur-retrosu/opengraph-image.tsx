import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Merkür retrosu ne zaman?';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Gökyüzü Takvimi',
    title: 'Merkür retrosu ne zaman?',
    subtitle: 'Gerçek gökyüzünden hesaplanan tarih ve saatler, İstanbul saatiyle',
    icon: '☿',
  });
}
