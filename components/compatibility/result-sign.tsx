import { ElementBadge } from '@/components/ui/badge';
import type { SignCore } from '@/lib/zodiac/signs';

/** One sign of a compatibility result: its glyph in a ring, its name and its element. */
export function ResultSign({ sign }: { sign: SignCore }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full border border-gold-300/50 bg-night-950/60 font-symbol text-2xl text-gold-300"
      >
        {sign.icon}
      </span>
      <div>
        <p className="font-semibold text-white">{sign.name}</p>
        <ElementBadge as="p" element={sign.element} className="mt-0.5" />
      </div>
    </div>
  );
}
