import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Any period from the archive's first day to the next one: generated on first request, then stored.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sign: string; date: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign, date } = await params;
  return readingArticleMetadata('weekly', sign, date);
}

export default async function WeeklyDatedPage({ params }: Props) {
  const { sign, date } = await params;
  return <ReadingArticle type="weekly" sign={sign} slug={date} />;
}
