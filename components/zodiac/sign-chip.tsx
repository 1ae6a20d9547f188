import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { SignCore } from '@/lib/zodiac/signs';

/** A small pill link with a sign's glyph and name, used in the lists of signs across the site. */
export function SignChip({ sign, href, children }: { sign: SignCore; href: string; children?: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded-full border border-white/10 bg-white/5 px-3 py-1.5 text-sm text-slate-200 hover:border-gold-300/60 hover:text-white"
    >
      <span aria-hidden="true" className="font-symbol text-gold-300">
        {sign.icon}
      </span>
      {sign.name}
      {children}
    </Link>
  );
}
