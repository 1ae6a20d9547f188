import { normalizeDegrees } from '@/lib/astro/longitude';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/signs';

/** A longitude as sign, whole degrees and minutes (truncated, as the chart's own positions are). */
export function signPositionOf(longitude: number): { sign: SignId; degree: number; minute: number } {
  const lon = normalizeDegrees(longitude);
  const index = Math.floor(lon / 30) % 12;
  const within = lon - index * 30;
  const degree = Math.floor(within);
  return { sign: SIGN_IDS[index], degree, minute: Math.min(59, Math.floor((within - degree) * 60)) };
}
