import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

export const alt = 'Tarot Falı: üç kartla geçmiş, şimdi ve gelecek';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Tarot Falı',
    title: 'Üç kart: geçmiş, şimdi, gelecek',
    subtitle: 'Büyük Arkana’nın ilk on kartından, anlamları ve ters anlamlarıyla',
    icon: '☽',
  });
}
