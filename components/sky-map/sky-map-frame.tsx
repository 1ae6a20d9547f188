import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { DEFAULT_SKY_TIME } from '@/lib/sky/terms';
import { calendarDateLabel } from '@/lib/time/calendar';

/**
 * The place the answer takes under the form, the same for every state after a submit: the
 * chart's square with its caption, and beside it (below it on a phone) the download button and
 * the list. The waiting frame, the chart and the error all fill that square, so nothing under
 * them moves when the answer arrives (docs/sky-map.md, docs/performance.md: CLS).
 * Kept free of TanStack Query and the contract: the explorer shows the waiting frame before the
 * answer's code has loaded.
 */
export const ANSWER_GRID = 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]';
export const CHART_PANEL = 'overflow-hidden rounded-2xl border border-white/10 bg-night-950/80';
export const CHART_CAPTION =
  'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-white/10 px-4 py-3 text-sm text-slate-300';
const FULL_SIZE_LINK = buttonClasses({ variant: 'link' });

/** '2024-08-12' → '12 Ağustos 2024' */
export const formatSkyDate = (date: string): string => calendarDateLabel(date);

export function chartCaption(date: string, time: string): string {
  return `${formatSkyDate(date)}, saat ${time} (İstanbul saati): merkez başucu, çember ufuk; kuzey yukarıda, doğu solda.`;
}

/** 'Tam boyutta aç', a link once the chart has loaded; until then only its place in the caption. */
export function FullSizeLink({ href }: { href: string | null }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener" className={FULL_SIZE_LINK}>
      Tam boyutta aç
    </a>
  ) : (
    <span aria-hidden="true" className={`${FULL_SIZE_LINK} invisible`}>
      Tam boyutta aç
    </span>
  );
}

/**
 * From the submit until the answer: the chart's frame, empty, at the size the chart will have.
 * The button says 'Yükleniyor...' and the form is `aria-busy`; this frame adds nothing to read.
 */
export function SkyMapPlaceholder({ date }: { date: string }) {
  return (
    <div aria-hidden="true" data-testid="sky-map-placeholder" className={ANSWER_GRID}>
      <div className={CHART_PANEL}>
        <div className="relative aspect-square w-full">
          {/* The horizon the chart will draw, faint, while it is being fetched. */}
          <div className="absolute inset-[9%] rounded-full border border-white/10 bg-white/[0.03] motion-safe:animate-pulse" />
        </div>
        <div className={CHART_CAPTION}>
          <span>{chartCaption(date, DEFAULT_SKY_TIME)}</span>
          <FullSizeLink href={null} />
        </div>
      </div>
      <div className="flex flex-col gap-5">
        <div className="h-12 rounded-lg bg-white/5" />
        <div className={cardClasses({ dense: true, padding: 'none', className: 'min-h-48' })} />
      </div>
    </div>
  );
}

/**
 * An answer without a chart (an error, or an answer with no image), at the top of the chart's
 * square where the eye is after the submit. The rest of the square stays as the chart would have
 * filled it, so the page under it does not jump up either.
 */
export function ChartSquare({ children }: { children: ReactNode }) {
  return (
    <div className={ANSWER_GRID}>
      {/* aspect-square is a minimum here: opened details make the square grow. */}
      <div className={`${CHART_PANEL} flex aspect-square w-full flex-col justify-start p-4 sm:p-6`}>
        {children}
      </div>
    </div>
  );
}
