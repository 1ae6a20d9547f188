import { notFound } from 'next/navigation';
import { OG_SIZE, renderOgImage } from '@/components/og/og-image';
import { getSign, isSignId } from '@/lib/zodiac/signs';
import { periodOf } from '@/lib/time/periods';
import { PERIOD_NAMES, type HoroscopeType } from '@/lib/horoscope/types';

export { OG_SIZE };

/** The Open Graph card of a per-sign reading page: sign, period and the period's dates. */
export function readingOgImage(type: HoroscopeType, sign: string) {
  if (!isSignId(sign)) notFound();
  const info = getSign(sign);
  return renderOgImage({
    eyebrow: `${PERIOD_NAMES[type]} Burç Yorumu`,
    title: `${info.name} Burcu`,
    subtitle: `${periodOf(type, new Date()).label} · Gerçek gökyüzünden hesaplandı`,
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
