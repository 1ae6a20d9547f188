import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Rendered on its first request and kept by Next (ISR); rendered again at most once a minute,
// for the tabs relative to today (Dün · Bugün · Yarın). Query parameters never reach the page.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ sign: string; date: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign, date } = await params;
  return readingArticleMetadata('weekly', sign, date);
}

export default async function WeeklyDatedPage({ params }: Props) {
  const { sign, date } = await params;
  return <ReadingArticle type="weekly" sign={sign} slug={date} />;
}
