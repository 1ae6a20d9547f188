import { ApiError } from '../api/errors';
import { CLIENT_ADDRESS_HEADER, RateLimiter } from './rate-limit';

/**
 * The limits on expensive work, one limiter per kind, kept on globalThis because Next may
 * load this module once per route bundle. Only work that is really done is limited: cached
 * sky maps and stored readings never reach these.
 */
const LIMITS = {
  // A visitor who opens every sign on a fresh day starts 12 readings at once.
  readingGeneration: { burst: 24, perSecond: 0.2 },
  // A cold sky-map render costs about a CPU-tenth of a second.
  skyMapRender: { burst: 10, perSecond: 0.2 },
} as const;

export type LimitKind = keyof typeof LIMITS;

const KEY = Symbol.for('yildiz-rehberi.rate-limiters');

function limiter(kind: LimitKind): RateLimiter {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<LimitKind, RateLimiter> };
  holder[KEY] ??= new Map();
  let found = holder[KEY].get(kind);
  if (!found) {
    found = new RateLimiter({ ...LIMITS[kind], maxClients: 50_000 });
    holder[KEY].set(kind, found);
  }
  return found;
}

/**
 * Spends one unit of `kind` for the client behind this request, or throws a Turkish 429 with
 * Retry-After. The client is the address server.ts trusted (socket, or X-Forwarded-For
 * behind a proxy); requests without it (tests calling handlers directly) share one bucket.
 */
export function spendOrRefuse(kind: LimitKind, request: Request): void {
  const client = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'bilinmeyen';
  const decision = limiter(kind).take(client);
  if (!decision.allowed) {
    throw new ApiError(
      429,
      `Çok kısa sürede çok fazla istek gönderdiniz. Lütfen ${decision.retryAfter} saniye sonra yeniden deneyin.`,
      { 'Retry-After': String(decision.retryAfter) },
    );
  }
}
