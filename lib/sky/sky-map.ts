/**
 * The process-wide chart service the routes use: one renderer with its cache and its limit on
 * simultaneous renders.
 */
import { processWide } from '../cache';
import type { SkyMapParams } from './chart';
import { renderSkyMap } from './render';
import { createSkyMapRenderer } from './service';

export { SkyMapBusyError, skyMapEtag, skyObjects } from './service';

// One renderer per process whatever the bundle: its cache and its limit on simultaneous renders
// only mean something if the page and both routes share them.
export const skyMaps = processWide('sky-map-renderer', () =>
  createSkyMapRenderer({
    render: async (p: SkyMapParams) => (await renderSkyMap(p)).png,
    capacity: 64,
    concurrency: 2,
    maxWaiting: 24,
  }),
);

/**
 * How long browsers and CDNs may keep an answer: a past day's chart never changes; today's is kept five
 * minutes, the freshness the page itself uses.
 */
export function skyMapCacheControl(date: string, today: string): string {
  return date < today ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}
