import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LruCache, SingleFlight } from '../cache';
import { PERIOD_TYPES, periodOf, type PeriodType } from '../time/periods';

/**
 * The per-sign reading pages (`/daily/koc`, and whatever lives below them, such as dated
 * archives) and the day-bound pages (DAILY_PAGE) are rendered once per period and served from
 * that render. A reading page's render costs about 10 ms of CPU, seven times any other route:
 * rendered per request, they made the event loop slow enough under load for connections to
 * time out in the listen queue.
 *
 * The cache knows nothing of what the page shows: it keys on the path and the period that
 * contains now (the page can only change when that does), and keeps a render only when it is a
 * complete 200 HTML answer.
 */
export interface RenderedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface CachedPage extends RenderedAnswer {
  /** The body gzipped once, for clients that accept it. */
  gzip: Buffer;
  etag: string;
  /** Seconds shared caches may keep it: until the period ends. */
  periodEndsAt: Date;
}

const PAGE = /^\/(daily|weekly|monthly)\/[a-z]+(?:\/[0-9-]{4,10})?$/;
/**
 * The other pages Next renders per request (they read the query string) whose bare address
 * shows only what the day in Istanbul decides: the sky calendar of this year or of a given
 * year, and the empty birth-chart form. Rendered per request they served 5 to 30 requests a
 * second against /gizlilik's 800 (the calendar is 290 kB of HTML). With a query (a filter, a
 * birth) server.ts never asks this cache: those stay Next's, rendered per request.
 */
const DAILY_PAGE = /^\/(?:gokyuzu-takvimi(?:\/\d{4})?|dogum-haritasi)$/;

/**
 * The period whose render a page's path is served from: the reading type for the per-sign
 * reading pages, 'daily' for the day-bound pages above; null for any other path.
 */
export function periodPageType(path: string): PeriodType | null {
  const match = PAGE.exec(path);
  if (match) return (PERIOD_TYPES as readonly string[]).includes(match[1]) ? (match[1] as PeriodType) : null;
  return DAILY_PAGE.test(path) ? 'daily' : null;
}

/** A render worth keeping: a whole 200 HTML document without a streamed error boundary. */
export function isCacheable(answer: RenderedAnswer): boolean {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status !== 200 || !type.startsWith('text/html')) return false;
  const html = answer.body.toString('utf8');
  // A failure after the first bytes streams an error marker instead of changing the status.
  return html.trimEnd().endsWith('</html>') && !html.includes('data-dgst=');
}

export class RenderedPages {
  private readonly pages: LruCache<CachedPage>;
  private readonly flight = new SingleFlight<CachedPage | RenderedAnswer>();

  constructor(
    private readonly render: (path: string, variant: string, client: string) => Promise<RenderedAnswer>,
    capacity = 512,
  ) {
    this.pages = new LruCache(capacity);
  }

  /**
   * The page for this path and variant in the current period: from the cache, or rendered once
   * (concurrent requests share the render). An answer not worth keeping (a 404, a 503) is
   * returned to those who waited for it and not kept. `client` is whoever caused the render (the
   * limits on generating readings are theirs); it is not part of the key.
   */
  async get(
    path: string,
    variant: string,
    client: string,
    now = new Date(),
  ): Promise<CachedPage | RenderedAnswer> {
    const type = periodPageType(path);
    if (!type) throw new Error(`Dönemine göre önbelleğe alınan bir sayfa değil: ${path}`);
    const period = periodOf(type, now);
    const key = `${period.start}|${variant}|${path}`;
    const hit = this.pages.get(key);
    if (hit) return hit;
    return this.flight.run(key, async () => {
      const answer = await this.render(path, variant, client);
      if (!isCacheable(answer)) return answer;
      const page: CachedPage = {
        ...answer,
        gzip: gzipSync(answer.body),
        etag: `"${createHash('sha1').update(answer.body).digest('base64url')}"`,
        periodEndsAt: period.endsAt,
      };
      // Periods that have ended are never asked for again.
      this.pages.prune((p) => p.periodEndsAt.getTime() <= now.getTime());
      this.pages.set(key, page);
      return page;
    });
  }

  get size(): number {
    return this.pages.size;
  }
}

export function isCachedPage(answer: CachedPage | RenderedAnswer): answer is CachedPage {
  return 'etag' in answer;
}
