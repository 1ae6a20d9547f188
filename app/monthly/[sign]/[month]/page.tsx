import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Rendered on its first request and kept by Next (ISR); rendered again at most once a minute,
// for the tabs relative to today (Dün · Bugün · Yarın). Query parameters never reach the page.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ sign: string; month: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign, month } = await params;
  return readingArticleMetadata('monthly', sign, month);
}

export default async function MonthlyDatedPage({ params }: Props) {
  const { sign, month } = await params;
  return <ReadingArticle type="monthly" sign={sign} slug={month} />;
}
