import { OG_SIZE, renderOgImage } from '@/components/og/og-image';

// Kept by Next (ISR): a year's card never changes.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const alt = 'Gökyüzü Takvimi: retrolar, yeni ay ve dolunaylar, tutulmalar, İstanbul saatiyle';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Gökyüzü Takvimi',
    title: 'Merkür retrosu, dolunay, tutulma: ne zaman?',
    subtitle: 'Yılın gökyüzü olayları gerçek gökyüzünden, İstanbul saatiyle',
    icon: '☿',
  });
}
