import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

// One card for everyone: the page shows a chart only in the visitor's own browser.
export const alt = 'Kişisel yorum: bugünün gökyüzü sizin doğum haritanıza göre';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Kişisel Yorum',
    title: 'Bugünün gökyüzü, sizin haritanızda',
    subtitle: 'Transitler, önümüzdeki 30 gün ve 12 ay, Güneş dönüşünüz; kayıt yok, hesap yok',
    icon: '☌',
  });
}
