'use client';

import { memo, startTransition, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/sign-ids';
import { useSelectedSign } from './selected-sign';

/** Each sign's face (icon, name, date range and element badge), from `signFaces()` on the server. */
export type SignFaces = Record<SignId, ReactNode>;

/** A click the browser should handle itself: new tab or window, download, another button. */
function isModified(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/**
 * The 12-sign grid: icon, name, date range and element badge. Each item is a link to the sign's
 * own page (`{basePath}/{sign}`), so a pick works before hydration and without JavaScript. Once
 * hydrated, a plain click stays on the page: it makes the sign the shared selected sign
 * (docs/home.md) and `onPick` lets the page react in place. With `changeAddress`, the address
 * becomes the sign's page through the App Router's history integration (`history.pushState`),
 * so Back returns to the grid and the address can be bookmarked or shared.
 * The faces come rendered from the server; this component only marks the chosen one.
 */
export function SignGrid({
  label,
  faces,
  basePath,
  changeAddress = false,
  onPick,
}: {
  label: string;
  faces: SignFaces;
  /** The pages of the signs: `/daily` links to `/daily/koc` and so on. */
  basePath: string;
  changeAddress?: boolean;
  onPick?: (id: SignId) => void;
}) {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  // The address a pick asked for (a new object per pick, so picking the same sign after Back
  // pushes it again). It is a transition: the click paints the marked sign first, and the push
  // (the App Router's history integration runs its whole restore reducer inside pushState)
  // happens when that transition commits, not in the click's task.
  const [address, setAddress] = useState<{ href: string } | null>(null);
  useEffect(() => {
    if (address && window.location.pathname !== address.href) {
      window.history.pushState(null, '', address.href);
    }
  }, [address]);

  const pick = useCallback(
    (id: SignId, href: string) => {
      setSelectedSign(id);
      onPick?.(id);
      if (changeAddress) startTransition(() => setAddress({ href }));
    },
    [setSelectedSign, onPick, changeAddress],
  );

  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {SIGN_IDS.map((id) => (
        <SignItem
          key={id}
          id={id}
          href={`${basePath}/${id}`}
          active={id === selectedSign}
          face={faces[id]}
          onPick={pick}
        />
      ))}
    </ul>
  );
}

/** One item; memoised, so a pick re-renders only the two items whose mark changes. */
const SignItem = memo(function SignItem({
  id,
  href,
  active,
  face,
  onPick,
}: {
  id: SignId;
  href: string;
  active: boolean;
  face: ReactNode;
  onPick: (id: SignId, href: string) => void;
}) {
  return (
    <li>
      <a
        href={href}
        aria-current={active ? 'true' : undefined}
        onClick={(e) => {
          if (isModified(e)) return;
          e.preventDefault();
          onPick(id, href);
        }}
        className={`flex h-full w-full flex-col items-center rounded-2xl border px-3 py-4 text-center transition hover:-translate-y-0.5 ${
          active
            ? 'border-gold-300 bg-night-700/80 shadow-lg shadow-gold-400/10'
            : 'border-white/10 bg-night-900/60 hover:border-gold-300/50 hover:bg-night-800/70'
        }`}
      >
        {face}
      </a>
    </li>
  );
});
