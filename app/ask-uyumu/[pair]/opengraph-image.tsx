import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { RELATION_LABEL, allPairs, pairPage, pairSlug, parsePairSlug } from '@/lib/compatibility/pairs/compose';

export const alt = 'Burç uyumu kartı';
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams() {
  return allPairs().map(({ a, b }) => ({ pair: pairSlug(a, b) }));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ pair: string }> }) {
  const { pair } = await params;
  const ids = parsePairSlug(pair);
  if (!ids || !ids.canonical) return new Response('Bulunamadı', { status: 404 });
  const page = pairPage(ids.a, ids.b);
  return renderOgImage({
    eyebrow: 'Burç Uyumu',
    title: page.title,
    subtitle: `${page.a.element} ve ${page.b.element} · ${RELATION_LABEL[page.relation]} · Genel ortalama %${page.breakdown.overall}`,
    icon: page.a.icon,
  });
}
