import fs from 'node:fs';
import path from 'node:path';

/**
 * Which requests are not recorded, and why:
 * - `/_next/*`: Next's build assets (/_next/static, /_next/image) and internals, not visits;
 * - files served from `public/` and the icons and share images Next generates from the app
 *   directory (favicon.ico, icon*, apple-icon*, opengraph-image*, twitter-image*, the
 *   manifest): browsers and link previews fetch them alongside a page, so they would double
 *   every visit. robots.txt and sitemap.xml are recorded: they are what crawlers read;
 * - router prefetches (`next-router-prefetch` / `next-router-segment-prefetch`): the visitor
 *   has not gone anywhere yet. A client-side navigation (an RSC request with `rsc: 1` and
 *   `?_rsc=`) is recorded as a view of its path: it is the visit;
 * - reads of `/api/analytics/*`: the dashboard must not count itself.
 */
export function isExcluded(
  path: string,
  headers: { [name: string]: string | string[] | undefined },
  publicFiles: ReadonlySet<string>,
): boolean {
  if (path.startsWith('/_next/')) return true;
  if (path === '/api/analytics' || path.startsWith('/api/analytics/')) return true;
  if (headers['next-router-prefetch'] !== undefined) return true;
  if (headers['next-router-segment-prefetch'] !== undefined) return true;
  if (publicFiles.has(path)) return true;
  return isGeneratedAsset(path);
}

const GENERATED_ASSET =
  /^(?:favicon\.ico|manifest\.(?:webmanifest|json)|(?:icon|apple-icon|opengraph-image|twitter-image)(?:[-.][^/]*)?)$/;

/** Next's file-convention metadata images and icons, at any depth. */
export function isGeneratedAsset(path: string): boolean {
  return GENERATED_ASSET.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The URL paths of every file under public/ (read once at start: the folder ships with the build). */
export function listPublicFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), urlPath);
      else files.add(urlPath);
    }
  };
  walk(publicDir, '');
  return files;
}

/** The path of a request target without query string or fragment, decoded, at most 300 characters. */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  const raw = end === -1 ? target : target.slice(0, end);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // server.ts answers undecodable targets with a 400 before capture sees them; keep it raw anyway.
  }
  return decoded.length > 300 ? decoded.slice(0, 300) : decoded;
}
