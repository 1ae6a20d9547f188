/**
 * Per-client token buckets for the expensive endpoints (sky-map rendering, first-time reading
 * generation). Memory-bounded: past `maxClients` the least recently seen client is forgotten,
 * which can only ever make the limiter more lenient, never wrong in the other direction.
 */
export interface RateLimitOptions {
  /** Tokens a client can spend at once. */
  burst: number;
  /** Tokens refilled per second. */
  perSecond: number;
  maxClients?: number;
  now?: () => number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until one token is back (for Retry-After), 0 when allowed. */
  retryAfter: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(private readonly opts: RateLimitOptions) {
    this.maxClients = opts.maxClients ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /** Whether this client has a token now, without taking it. */
  peek(client: string): RateDecision {
    const tokens = this.tokensOf(this.buckets.get(client), this.now());
    return tokens >= 1 ? { allowed: true, retryAfter: 0 } : this.refusal(tokens);
  }

  private tokensOf(previous: Bucket | undefined, now: number): number {
    if (!previous) return this.opts.burst;
    return Math.min(this.opts.burst, previous.tokens + ((now - previous.at) / 1000) * this.opts.perSecond);
  }

  private refusal(tokens: number): RateDecision {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / this.opts.perSecond)) };
  }

  /** Takes one token for this client if it has one. */
  take(client: string): RateDecision {
    const now = this.now();
    const previous = this.buckets.get(client);
    const tokens = this.tokensOf(previous, now);
    if (previous) {
      // Re-insert so the Map's order stays least-recently-seen first.
      this.buckets.delete(client);
    } else if (this.buckets.size >= this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (tokens >= 1) {
      this.buckets.set(client, { tokens: tokens - 1, at: now });
      return { allowed: true, retryAfter: 0 };
    }
    this.buckets.set(client, { tokens, at: now });
    return this.refusal(tokens);
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** The header server.ts sets to the client address it trusts (overwriting whatever came in). */
export const CLIENT_ADDRESS_HEADER = 'x-yildiz-client';
