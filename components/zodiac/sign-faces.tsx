import type { ReactNode } from 'react';
import { ElementBadge } from '@/components/ui/badge';
import { SIGNS, type SignId } from '@/lib/zodiac/signs';

/**
 * What each button of the sign grid shows (icon, name, date range, element badge), rendered on the
 * server and handed to the client grid, so the signs' table and the badge ship as HTML rather than
 * as JavaScript (docs/performance.md).
 */
export function signFaces(): Record<SignId, ReactNode> {
  return Object.fromEntries(
    SIGNS.map((s) => [
      s.id,
      <>
        <span aria-hidden="true" className="font-symbol text-3xl text-gold-300">
          {s.icon}
        </span>
        <span className="mt-2 text-base font-semibold text-white">{s.name}</span>
        <span className="mt-0.5 text-xs text-slate-300">{s.dateRange}</span>
        <ElementBadge element={s.element} className="mt-2" />
      </>,
    ]),
  ) as Record<SignId, ReactNode>;
}
