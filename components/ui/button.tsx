import Link from '@/components/ui/link';
import type { ComponentProps } from 'react';

/**
 * The site's one button look. `primary` is the gold call to action (one per view, as a rule),
 * `secondary` the outlined alternative next to it (also a toggle: `aria-pressed` turns it gold),
 * `link` a text link in gold. The same classes serve a <button> and a Next <Link>.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md';

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-11 px-4 text-sm',
  md: 'h-12 px-5 text-base',
};

const BOX = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors';

/**
 * Colours per variant. Hover applies only while a button can be used (`enabled:` does not match
 * links, so links get plain `hover:`). Every class is written out in full: Tailwind finds the
 * classes it generates by reading the source, so they cannot be pieced together at run time.
 */
const COLOURS: Record<ButtonVariant, Record<'button' | 'link', string>> = {
  primary: {
    button: 'bg-gold-300 text-night-950 enabled:hover:bg-gold-400',
    link: 'bg-gold-300 text-night-950 hover:bg-gold-400',
  },
  secondary: {
    button:
      'border border-white/25 text-white enabled:hover:bg-white/10 aria-pressed:border-gold-300 aria-pressed:bg-gold-300/15 aria-pressed:text-gold-300',
    link: 'border border-white/25 text-white hover:bg-white/10',
  },
  link: {
    button: 'font-medium text-gold-300 underline-offset-4 enabled:hover:underline',
    link: 'font-medium text-gold-300 underline-offset-4 hover:underline',
  },
};

/** A busy button keeps its colour and says it is working; a disabled one turns grey. */
const BUSY = 'cursor-wait opacity-70';
const DISABLED: Record<ButtonVariant, string> = {
  primary: 'disabled:cursor-not-allowed disabled:bg-slate-600 disabled:text-slate-200',
  secondary:
    'disabled:cursor-not-allowed disabled:border-transparent disabled:bg-slate-600 disabled:text-slate-200',
  link: 'disabled:cursor-not-allowed disabled:text-slate-300',
};

function variantClasses(variant: ButtonVariant, element: 'button' | 'link', busy: boolean): string {
  return `${COLOURS[variant][element]} ${busy ? BUSY : DISABLED[variant]}`;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  element = 'button',
  busy = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  element?: 'button' | 'link';
  busy?: boolean;
  className?: string;
} = {}): string {
  const box =
    variant === 'link'
      ? `inline-flex items-center gap-1 rounded ${size === 'sm' ? 'text-sm' : ''}`
      : `${BOX} ${SIZE[size]}`;
  return [box, variantClasses(variant, element, busy), className].filter(Boolean).join(' ');
}

type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * A <button> (type "button" unless told). `busy` marks work in progress: the button is
 * disabled, `aria-busy` is set and the caller shows the busy text (for example 'Yükleniyor...').
 */
export function Button({
  variant,
  size,
  busy = false,
  disabled,
  className,
  type = 'button',
  ...props
}: Look & ComponentProps<'button'> & { busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, busy, className })}
      {...props}
    />
  );
}

/** A Next <Link> that looks like a Button. */
export function ButtonLink({ variant, size, className, ...props }: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClasses({ variant, size, element: 'link', className })} {...props} />;
}
