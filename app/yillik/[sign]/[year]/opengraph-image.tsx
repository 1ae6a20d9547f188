import { notFound } from 'next/navigation';
import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { isYearlyYear, YEARLY_YEARS } from '@/lib/horoscope/yearly';
import { getSign, isSignId, SIGN_IDS } from '@/lib/zodiac/signs';

export const alt = 'Yıllık burç yorumu';
export const size = OG_SIZE;
export const contentType = 'image/png';
// One image per sign and year, drawn at build time and kept: the year's card does not change.
export const dynamicParams = false;

export function generateStaticParams() {
  return SIGN_IDS.flatMap((sign) => YEARLY_YEARS.map((year) => ({ sign, year: String(year) })));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ sign: string; year: string }> }) {
  const { sign, year } = await params;
  const y = Number(year);
  if (!isSignId(sign) || !isYearlyYear(y)) notFound();
  const info = getSign(sign);
  return renderOgImage({
    eyebrow: `${y} Yıllık Burç Yorumu`,
    title: `${info.name} Burcu ${y}`,
    subtitle: 'Jüpiter, Satürn, tutulmalar ve retrolar: yılın gerçek gökyüzünden',
    icon: info.icon,
  });
}
