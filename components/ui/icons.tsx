import type { ReactNode } from 'react';

/**
 * The small inline icons of the interface. All are decorative (`aria-hidden`): the control
 * they sit in carries the words. They take the text colour and are sized with a class.
 */
type IconProps = { className?: string };

/** A line icon on a 24-unit grid, drawn with the current text colour. */
function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Points down; rotate it (`rotate-180`) when the thing it opens is open. */
export function ChevronDownIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

export const MenuIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const CloseIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

/**
 * The four-pointed star of the site's name. Drawn rather than typed: no bundled font has ✦, and a
 * glyph that no font on the page carries sends the browser searching the system's fonts before its
 * first layout.
 */
export const SparkleIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
    <path d="M12 2c.9 6.5 3.5 9.1 10 10-6.5.9-9.1 3.5-10 10-.9-6.5-3.5-9.1-10-10 6.5-.9 9.1-3.5 10-10z" />
  </svg>
);

/** The arrow after a link that leads on ('… sayfasına git'). */
export const ArrowRightIcon = ({ className = 'h-4 w-4' }: IconProps) => (
  <LineIcon className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);

/** The turning ring shown next to a loading text (the text itself is the status). */
export function Spinner({ className = 'h-5 w-5' }: IconProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-gold-300 border-t-transparent ${className}`}
    />
  );
}
