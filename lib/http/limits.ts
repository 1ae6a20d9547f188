import { processWide } from '../cache';
import { RateLimitedError } from '../errors';
import { CLIENT_ADDRESS_HEADER, RateLimiter } from './rate-limit';

/**
 * The limits on expensive or sensitive work, one limiter per kind, one per process whatever the
 * bundle (Next may load this module once per route bundle, and proxy.ts in another). Only work
 * that is really done is limited: cached sky maps and stored readings never reach these.
 */
const LIMITS = {
  // A visitor who opens every sign on a fresh day starts 12 readings at once.
  readingGeneration: { burst: 24, perSecond: 0.2 },
  // A cold sky-map render costs about a CPU-tenth of a second.
  skyMapRender: { burst: 10, perSecond: 0.2 },
  // Wrong dashboard passwords: a person mistypes a few times; a guesser gets one try a minute.
  failedLogin: { burst: 10, perSecond: 1 / 60 },
} as const;

export type LimitKind = keyof typeof LIMITS;

function limiter(kind: LimitKind): RateLimiter {
  return processWide(`rate-limiter.${kind}`, () => new RateLimiter({ ...LIMITS[kind], maxClients: 50_000 }));
}

/** The client server.ts trusted (socket, or X-Forwarded-For behind a proxy); without it, one shared bucket. */
export function clientOf(headers: Pick<Headers, 'get'>): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'bilinmeyen';
}

/** Spends one unit of `kind` for the client behind this request, or throws RateLimitedError. */
export function spendOrRefuse(kind: LimitKind, request: Request): void {
  const decision = limiter(kind).take(clientOf(request.headers));
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfter);
}

/** Throws RateLimitedError when this client has no unit of `kind` left, without spending one. */
export function refuseIfSpent(kind: LimitKind, client: string): void {
  const decision = limiter(kind).peek(client);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfter);
}

/** Spends one unit of `kind` for this client (a failed login); never throws. */
export function spend(kind: LimitKind, client: string): void {
  limiter(kind).take(client);
}
