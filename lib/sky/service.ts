/**
 * The chart as a service: PNGs cached by their parameters, identical requests sharing one render, and
 * at most a few renders at a time (drawing holds the event loop; encoding uses the thread pool).
 */
import { ConcurrencyLimiter, LruCache, SingleFlight } from '../cache';
import { BusyError } from '../errors';
import { bodyPositions, type BodyPosition } from './horizon';
import type { SkyMapParams } from './chart';
import { istanbulInstant as skyInstant } from '../time/zone';

/** Bump when the picture changes, so that ETags and cache keys change with it. */
export const CHART_VERSION = 1;

export function skyMapKey(p: SkyMapParams): string {
  return `v${CHART_VERSION}|${p.date}|${p.time}|${p.latitude.toFixed(4)}|${p.longitude.toFixed(4)}`;
}

/** Too many charts are being drawn at once. */
export class SkyMapBusyError extends BusyError {
  constructor() {
    super('Şu anda çok sayıda gökyüzü haritası çiziliyor; lütfen birkaç saniye sonra tekrar deneyin.', 3);
  }
}

export interface RenderedMap {
  png: Buffer;
  etag: string;
}

export interface SkyMapRendererOptions {
  render: (p: SkyMapParams) => Promise<Buffer>;
  /** PNGs kept in memory (about 0.5 MB each). */
  capacity?: number;
  concurrency?: number;
  maxWaiting?: number;
}

/** A strong validator that changes with the parameters and with CHART_VERSION. */
export function skyMapEtag(p: SkyMapParams): string {
  return `"${Buffer.from(skyMapKey(p)).toString('base64url')}"`;
}

export function createSkyMapRenderer(opts: SkyMapRendererOptions) {
  const cache = new LruCache<RenderedMap>(opts.capacity ?? 64);
  const inFlight = new SingleFlight<RenderedMap>();
  const limiter = new ConcurrencyLimiter(
    opts.concurrency ?? 2,
    opts.maxWaiting ?? 24,
    () => new SkyMapBusyError(),
  );

  return {
    /** The cached PNG, if any, without rendering. */
    peek(p: SkyMapParams): RenderedMap | undefined {
      return cache.get(skyMapKey(p));
    },
    async image(p: SkyMapParams): Promise<RenderedMap> {
      const key = skyMapKey(p);
      const hit = cache.get(key);
      if (hit) return hit;
      return inFlight.run(key, async () => {
        const rendered = { png: await limiter.run(() => opts.render(p)), etag: skyMapEtag(p) };
        cache.set(key, rendered);
        return rendered;
      });
    },
    get cached(): number {
      return cache.size;
    },
  };
}

export type SkyObjectPosition = Omit<BodyPosition, 'horizon'>;

const objectsCache = new LruCache<SkyObjectPosition[]>(512);

/** The positions listed in the API answer, rounded for the wire (about 3 ms to compute, so cached). */
export function skyObjects(p: SkyMapParams): SkyObjectPosition[] {
  const key = skyMapKey(p);
  const hit = objectsCache.get(key);
  if (hit) return hit;
  const round = (v: number, digits: number) => Number(v.toFixed(digits));
  const objects = bodyPositions(skyInstant(p.date, p.time), p).map((o) => ({
    body: o.body,
    name: o.name,
    altitude: round(o.altitude, 2),
    azimuth: round(o.azimuth, 2),
    magnitude: round(o.magnitude, 2),
    aboveHorizon: o.aboveHorizon,
  }));
  objectsCache.set(key, objects);
  return objects;
}
