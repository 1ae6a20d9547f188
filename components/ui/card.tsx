import type { ComponentProps, ElementType, ReactNode } from 'react';

/**
 * The site's panel: a rounded, bordered box on the night background. `padding` follows the
 * content: `sm` for small tiles, `md` for most panels, `lg` for forms and readings. `as`
 * chooses the element (section, li, article, …) so the card keeps the page's structure.
 */
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const PADDING: Record<CardPadding, string> = {
  none: '',
  sm: 'p-4',
  md: 'p-5 sm:p-6',
  lg: 'p-5 sm:p-8',
};

export function cardClasses({
  padding = 'md',
  raised = false,
  dense = false,
  className,
}: { padding?: CardPadding; raised?: boolean; dense?: boolean; className?: string } = {}): string {
  return [
    'card', // app/globals.css: rounded, bordered, on the night background
    // Over a busy background (the sky map behind the page) the panel is denser and blurs it.
    dense ? 'bg-night-900/70 backdrop-blur-sm' : '',
    PADDING[padding],
    raised ? 'shadow-xl shadow-black/30' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type CardProps<T extends ElementType> = {
  as?: T;
  padding?: CardPadding;
  /** A soft shadow for the main panel of a view (a form, a reading). */
  raised?: boolean;
  dense?: boolean;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentProps<T>, 'as' | 'className' | 'children'>;

export function Card<T extends ElementType = 'div'>({
  as,
  padding,
  raised,
  dense,
  className,
  children,
  ...props
}: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element className={cardClasses({ padding, raised, dense, className })} {...props}>
      {children}
    </Element>
  );
}
