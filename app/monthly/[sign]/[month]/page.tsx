import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Any period from the archive's first day to the next one: generated on first request, then stored.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sign: string; month: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign, month } = await params;
  return readingArticleMetadata('monthly', sign, month);
}

export default async function MonthlyDatedPage({ params }: Props) {
  const { sign, month } = await params;
  return <ReadingArticle type="monthly" sign={sign} slug={month} />;
}
