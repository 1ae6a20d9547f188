import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { SIGN_IDS, findSign } from '@/lib/zodiac/signs';

export const alt = 'Burç bilgi kartı';
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams() {
  return SIGN_IDS.map((sign) => ({ sign }));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ sign: string }> }) {
  const { sign: id } = await params;
  const sign = findSign(id);
  if (!sign) return new Response('Bulunamadı', { status: 404 });
  return renderOgImage({
    eyebrow: 'Burç Bilgileri',
    title: `${sign.name} Burcu`,
    subtitle: `${sign.dateRange} · ${sign.element} elementi · Yöneticisi ${sign.ruler}`,
    icon: sign.icon,
  });
}
