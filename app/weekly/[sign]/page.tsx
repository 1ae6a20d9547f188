import { ReadingArticle, readingArticleMetadata } from '@/components/horoscope/reading-article';

// Rendered on its first request and kept by Next (ISR), rendered again in the background at most
// once a minute, so a new period's reading shows within a minute of Istanbul's midnight. No
// query parameter reaches the page: every address of it is one cached render.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ sign: string }> };

export async function generateMetadata({ params }: Props) {
  return readingArticleMetadata('weekly', (await params).sign);
}

export default async function WeeklySignPage({ params }: Props) {
  return <ReadingArticle type="weekly" sign={(await params).sign} />;
}
