/**
 * The chart as a service: PNGs cached by their parameters, identical requests sharing one render, and
 * at most a few renders at a time (drawing holds the event loop; encoding uses the thread pool).
 */
import { bodyPositions, type BodyPosition } from './ephemeris';
import { skyInstant } from './moment';
import type { SkyMapParams } from './chart';

/** Bump when the picture changes, so that ETags and cache keys change with it. */
export const CHART_VERSION = 1;

export function skyMapKey(p: SkyMapParams): string {
  return `v${CHART_VERSION}|${p.date}|${p.time}|${p.latitude.toFixed(4)}|${p.longitude.toFixed(4)}`;
}

/** A small least-recently-used map. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  get size(): number {
    return this.map.size;
  }
}

export class BusyError extends Error {
  constructor() {
    super('Şu anda çok sayıda gökyüzü haritası çiziliyor; lütfen birkaç saniye sonra tekrar deneyin.');
    this.name = 'BusyError';
  }
}

/** Runs at most `limit` tasks at once; refuses new work when `maxWaiting` tasks already wait. */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  get active(): number {
    return this.running;
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
  const inFlight = new Map<string, Promise<RenderedMap>>();
  const limiter = new Limiter(opts.concurrency ?? 2, opts.maxWaiting ?? 24);

  return {
    /** The cached PNG, if any, without rendering. */
    peek(p: SkyMapParams): RenderedMap | undefined {
      return cache.get(skyMapKey(p));
    },
    async image(p: SkyMapParams): Promise<RenderedMap> {
      const key = skyMapKey(p);
      const hit = cache.get(key);
      if (hit) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = limiter
          .run(() => opts.render(p))
          .then((png) => {
            const rendered = { png, etag: skyMapEtag(p) };
            cache.set(key, rendered);
            return rendered;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
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
