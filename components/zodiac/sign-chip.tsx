import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { SignCore } from '@/lib/zodiac/signs';

/** A small pill link with a sign's glyph and name, used in the lists of signs across the site. */
export function SignChip({ sign, href, children }: { sign: SignCore; href: string; children?: ReactNode }) {
  return (
    <Link href={href} className="sign-chip">
      <span aria-hidden="true">{sign.icon}</span>
      {sign.name}
      {children}
    </Link>
  );
}
