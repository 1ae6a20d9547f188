import Link from '@/components/ui/link';
import type { ComponentProps } from 'react';

/**
 * The site's one button look. `primary` is the gold call to action (one per view, as a rule),
 * `secondary` the outlined alternative next to it (also a toggle: `aria-pressed` turns it gold),
 * `link` a text link in gold. The same classes serve a <button> and a Next <Link>. The looks are
 * classes of app/globals.css (`btn`, `btn-primary`, …): a button's utilities would be written
 * out in full in every button's HTML and again in the page's RSC payload. There too: hover only
 * while a button can be used; a busy button (`aria-busy`, set by <Button busy>) keeps its colour
 * and says it is working, a disabled one turns grey.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md';

const LOOK: Record<ButtonVariant, Record<ButtonSize, string>> = {
  primary: { sm: 'btn btn-sm btn-primary', md: 'btn btn-md btn-primary' },
  secondary: { sm: 'btn btn-sm btn-secondary', md: 'btn btn-md btn-secondary' },
  link: { sm: 'btn-link text-sm', md: 'btn-link' },
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return className ? `${LOOK[variant][size]} ${className}` : LOOK[variant][size];
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
      className={buttonClasses({ variant, size, className })}
      {...props}
    />
  );
}

/** A Next <Link> that looks like a Button. */
export function ButtonLink({ variant, size, className, ...props }: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
