import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Each reading is generated on first request and then served from memory; always current.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sign: string }> };

export async function generateMetadata({ params }: Props) {
  return readingArticleMetadata('daily', (await params).sign);
}

export default async function DailySignPage({ params }: Props) {
  return <ReadingArticle type="daily" sign={(await params).sign} />;
}
