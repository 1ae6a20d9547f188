import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { parseShared } from '@/lib/compatibility/pairs/share';

export const alt = 'Aşk uyumu sonucu';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage({ params }: { params: Promise<{ result: string }> }) {
  const { result } = await params;
  const r = parseShared(result);
  if (!r) return new Response('Bulunamadı', { status: 404 });
  return renderOgImage({
    eyebrow: 'Aşk Uyumu Sonucu',
    title: `${r.first.name} ve ${r.second.name}: %${r.total}`,
    subtitle: `${r.bandLabel} · Siz de kendi burcunuzla hesaplayın`,
    icon: r.first.icon,
  });
}
