import { publicRoutes } from '../site';
import { SIGN_IDS } from '../zodiac/sign-ids';
import { pathOf } from './exclusions';

/**
 * Which pages real-user vitals may be reported for: the site's pages, no other path. The public
 * routes of lib/site.ts (the sitemap's source), the dashboard, and the dated reading pages
 * (`/daily/koc/2026-06-15`, `/weekly/koc/2026-06-15`, `/monthly/koc/2026-06`). Anything else
 * (an unknown address, an API path, a made-up string) would let anyone grow the table with
 * keys of their choosing.
 */
let known: ReadonlySet<string> | null = null;

function knownPaths(): ReadonlySet<string> {
  known ??= new Set([...publicRoutes().map((r) => r.path), '/analytics']);
  return known;
}

const SIGN = `(?:${SIGN_IDS.join('|')})`;
const DATED_READING = new RegExp(
  `^/(?:(?:daily|weekly)/${SIGN}/\\d{4}-\\d{2}-\\d{2}|monthly/${SIGN}/\\d{4}-\\d{2})$`,
);

/**
 * The page key of a reported page, normalised as the popular-pages report's paths are (no query
 * string or fragment, percent-decoding undone), or null when it is not a page of the site.
 */
export function sitePageOf(page: string): string | null {
  if (!page.startsWith('/') || page.startsWith('//')) return null;
  const path = pathOf(page);
  return knownPaths().has(path) || DATED_READING.test(path) ? path : null;
}
