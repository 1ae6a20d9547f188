import { notFound } from 'next/navigation';
import { PairSharedResult } from '@/components/compatibility/pair-shared-result';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { parseShared, sharePath } from '@/lib/compatibility/pairs/share';
import { pageMetadata } from '@/lib/seo/metadata';

// Any valid address renders on demand: cheap, no request headers read.
type Props = { params: Promise<{ result: string }> };

export async function generateMetadata({ params }: Props) {
  const { result } = await params;
  const r = parseShared(result);
  if (!r) return {};
  return pageMetadata({
    title: `${r.first.name} ve ${r.second.name}: %${r.total} Aşk Uyumu`,
    description: `${r.first.name} ile ${r.second.name} burçlarının aşk uyumu hesaplandı: %${r.total}, ${r.bandLabel.toLocaleLowerCase('tr-TR')}. Siz de kendi burcunuzla hesaplayın.`,
    path: sharePath(r.first.id, r.second.id, r.total),
  });
}

export default async function SharedResultPage({ params }: Props) {
  const { result } = await params;
  const r = parseShared(result);
  if (!r) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Paylaşılan Aşk Uyumu Sonucu"
        lead="Bu sonuç, aşk uyumu hesaplayıcısında hesaplanıp paylaşıldı. Hesaplayıcının puanı şans payı içerdiği için aynı ikili yeniden hesaplandığında yüzde biraz değişebilir."
      />
      <div className="mt-8">
        <PairSharedResult result={r} />
      </div>
      <p className="mt-8">
        <Link
          href="/love-compatibility"
          className="inline-flex rounded-full bg-gold-300 px-5 py-2.5 font-semibold text-night-950 hover:bg-gold-200"
        >
          Kendi uyumunuzu hesaplayın
        </Link>
      </p>
    </div>
  );
}
