import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Dolunay ne zaman, saat kaçta?';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Gökyüzü Takvimi',
    title: 'Dolunay ne zaman, saat kaçta?',
    subtitle: 'Gerçek gökyüzünden hesaplanan tarih ve saatler, İstanbul saatiyle',
    icon: '☽',
  });
}
