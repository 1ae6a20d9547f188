'use client';

import Link from '@/components/ui/link';
import { getSign, type SignId } from '@/lib/zodiac/signs';
import { useSavedChart } from './saved-chart-link';

/**
 * On a sign's reading: when the chart saved in this browser has a rising sign other than this
 * sign, the way to the same reading of the rising sign (the readings count houses from the sign,
 * which matches the visitor's own houses when counted from the rising sign). Nothing otherwise,
 * and nothing before hydration: the page itself stays one cached render for everyone.
 */
export function RisingSignHint({
  sign,
  type,
  periodWord,
  suffix = '',
}: {
  sign: SignId;
  type: string;
  /** 'günlük', 'haftalık', 'aylık'. */
  periodWord: string;
  /** What follows the sign in the address of a dated reading ('/2026-11-26'). */
  suffix?: string;
}) {
  const saved = useSavedChart();
  if (!saved?.rising || saved.rising === sign) return null;
  const rising = getSign(saved.rising);
  return (
    <p
      className="mt-4 rounded-xl border border-gold-300/30 bg-night-900/60 px-4 py-3 text-sm leading-relaxed text-slate-200"
      data-testid="rising-sign-hint"
    >
      Kayıtlı haritanızda yükselen burcunuz {rising.name}.{' '}
      <Link
        href={`/${type}/${rising.id}${suffix}`}
        className="font-semibold text-gold-300 underline underline-offset-4"
      >
        Yükselen burcunuza göre okuyun: {rising.name} {periodWord} yorumu
      </Link>
    </p>
  );
}
