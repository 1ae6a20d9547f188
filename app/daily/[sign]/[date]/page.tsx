import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Any period from the archive's first day to the next one: generated on first request, then stored.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sign: string; date: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign, date } = await params;
  return readingArticleMetadata('daily', sign, date);
}

export default async function DailyDatedPage({ params }: Props) {
  const { sign, date } = await params;
  return <ReadingArticle type="daily" sign={sign} slug={date} />;
}
