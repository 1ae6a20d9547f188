import type { ReactNode } from 'react';

/** The classes of a page's h1, for headings that cannot be a PageHeader (a card that is the page). */
export const PAGE_TITLE_CLASS = 'font-display text-3xl font-semibold text-white sm:text-4xl';

/**
 * A page's heading: the h1, an optional gold line under it (the period's date label on the
 * reading pages) and an optional lead paragraph. `icon` puts a glyph beside the heading.
 */
export function PageHeader({
  title,
  date,
  lead,
  icon,
  align = 'start',
  children,
  className = '',
}: {
  title: ReactNode;
  /** A short line in gold right under the heading, e.g. '23 Kasım 2026 Pazartesi'. */
  date?: ReactNode;
  lead?: ReactNode;
  /** A decorative glyph shown before the heading (hidden from screen readers). */
  icon?: string;
  align?: 'start' | 'center';
  /** Further lines under the date (small print). */
  children?: ReactNode;
  className?: string;
}) {
  const centered = align === 'center';
  const text = (
    <div>
      <h1 className={PAGE_TITLE_CLASS}>{title}</h1>
      {date ? <p className={`${icon ? 'mt-1' : 'mt-2'} text-lg font-medium text-gold-300`}>{date}</p> : null}
      {children}
      {lead ? (
        <p
          className={`mt-3 text-lg leading-relaxed text-slate-300 ${centered ? 'mx-auto max-w-3xl' : 'max-w-3xl'}`}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
  return (
    <header
      className={`${centered ? 'text-center' : ''} ${icon ? 'flex items-center gap-4' : ''} ${className}`.trim()}
    >
      {icon ? (
        <span aria-hidden="true" className="font-symbol text-5xl text-gold-300">
          {icon}
        </span>
      ) : null}
      {text}
    </header>
  );
}
