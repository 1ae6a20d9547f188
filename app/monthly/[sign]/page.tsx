import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Each reading is generated on first request and then served from memory; always current.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sign: string }> };

export async function generateMetadata({ params }: Props) {
  return readingArticleMetadata('monthly', (await params).sign);
}

export default async function MonthlySignPage({ params }: Props) {
  return <ReadingArticle type="monthly" sign={(await params).sign} />;
}
