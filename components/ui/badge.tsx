import type { CSSProperties, ElementType, ReactNode } from 'react';
import type { Element } from '@/lib/zodiac/signs';

/**
 * A small rounded label. `outline` for facts beside a heading, `soft` for keyword pills;
 * `ElementBadge` gives a sign's element its own colour.
 */
export type BadgeTone = 'outline' | 'soft' | 'plain';
export type BadgeSize = 'sm' | 'md';

const TONE: Record<BadgeTone, string> = {
  outline: 'border border-white/20 text-slate-100',
  soft: 'bg-white/10 text-slate-100',
  /** Colours come from `style` (element badges). */
  plain: 'font-semibold',
};

const SIZE: Record<BadgeSize, string> = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-0.5 text-sm',
};

export function Badge({
  as: Tag = 'span',
  tone = 'outline',
  size = 'md',
  className = '',
  style,
  children,
}: {
  as?: ElementType;
  tone?: BadgeTone;
  size?: BadgeSize;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Tag
      className={`inline-block rounded-full ${SIZE[size]} ${TONE[tone]} ${className}`.trim()}
      style={style}
    >
      {children}
    </Tag>
  );
}

/**
 * The element colours: fire red-orange, earth yellow-amber, air blue-cyan, water blue-indigo, each
 * a two-stop gradient in the family the product names, in deep, quiet tones that sit with the
 * night blue and the gold of the glyphs. The light text keeps at least 4.5:1 (WCAG AA) against
 * both stops; tests/unit/ui/element-badge.test.ts measures it.
 */
export const ELEMENT_COLORS: Record<Element, { from: string; to: string; text: string }> = {
  Ateş: { from: '#8f3a2b', to: '#9a5224', text: '#fff0e6' },
  Toprak: { from: '#7d6a1c', to: '#8c6315', text: '#fff5d6' },
  Hava: { from: '#1b6474', to: '#1d5f86', text: '#e8fbff' },
  Su: { from: '#2c4290', to: '#3b3791', text: '#eef0ff' },
};

export function elementBadgeStyle(element: Element): CSSProperties {
  const c = ELEMENT_COLORS[element];
  return {
    backgroundImage: `linear-gradient(to right, ${c.from}, ${c.to})`,
    color: c.text,
    // A faint edge keeps the pill's shape on the lighter navy of a selected card.
    boxShadow: 'inset 0 0 0 1px rgb(255 255 255 / 0.15)',
  };
}

/** A sign's element as a coloured pill; the text defaults to the element's name. */
export function ElementBadge({
  element,
  as,
  size = 'sm',
  className,
  children,
}: {
  element: Element;
  as?: ElementType;
  size?: BadgeSize;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Badge as={as} tone="plain" size={size} className={className} style={elementBadgeStyle(element)}>
      {children ?? element}
    </Badge>
  );
}
