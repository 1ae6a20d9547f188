'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/** The App Router, or null where there is none (a component rendered alone, as in unit tests). */
function useAppRouter() {
  try {
    // useRouter reads a context and throws when it is empty; the hook itself always runs.
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * The site's internal link: a plain <a> (it works before hydration and without JavaScript) that,
 * once hydrated, the App Router follows without a full page load. It replaces next/link, which adds
 * about 3 kB gzip to every page (measured with `npm run bench:js`, docs/performance.md) and
 * prefetches every link in view; this one fetches a page only when it is followed.
 * Modified clicks (new tab, download), other origins and same-page anchors stay with the browser.
 */
export default function Link({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useAppRouter();
  return (
    <a
      href={href}
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (
          e.defaultPrevented ||
          e.button !== 0 ||
          e.metaKey ||
          e.ctrlKey ||
          e.shiftKey ||
          e.altKey ||
          (props.target && props.target !== '_self') ||
          props.download !== undefined
        ) {
          return;
        }
        if (!router) return;
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin) return;
        const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
        if (samePage && url.hash) return;
        e.preventDefault();
        router.push(url.pathname + url.search + url.hash);
      }}
    />
  );
}
