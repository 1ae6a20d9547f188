import { notFound } from 'next/navigation';
import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { getSign, isSignId } from '@/lib/zodiac/signs';
import { periodOf } from '@/lib/time/periods';
import { isReadable, periodLabelWithYear, periodOfSlug } from '@/lib/horoscope/archive';
import { PERIOD_NAMES, type HoroscopeType } from '@/lib/horoscope/types';

export { OG_SIZE };

/**
 * The Open Graph card of a per-sign reading page: sign, period and the period's dates; for a
 * dated page (`slug`), that period's dates with the year. Bad or out-of-range dates are a 404.
 */
export function readingOgImage(type: HoroscopeType, sign: string, slug?: string) {
  if (!isSignId(sign)) notFound();
  const info = getSign(sign);
  const now = new Date();
  let label = periodOf(type, now).label;
  if (slug !== undefined) {
    const period = periodOfSlug(type, slug);
    if (!period || !isReadable(period, now)) notFound();
    label = periodLabelWithYear(period);
  }
  return renderOgImage({
    eyebrow: `${PERIOD_NAMES[type]} Burç Yorumu`,
    title: `${info.name} Burcu`,
    subtitle: `${label} · Gerçek gökyüzünden hesaplandı`,
    icon: info.icon,
  });
}

/** The Open Graph card of a grid page. */
export function periodOgImage(type: HoroscopeType) {
  return renderOgImage({
    eyebrow: 'Yıldız Rehberi',
    title: `${PERIOD_NAMES[type]} Burç Yorumları`,
    subtitle: `${periodOf(type, new Date()).label} · On iki burç, gerçek gökyüzünden`,
  });
}
