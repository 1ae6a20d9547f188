/**
 * Domain errors, typed once and free of HTTP. The wire layer (lib/api/errors.ts) maps them to
 * answers in one place. They carry a brand registered with Symbol.for rather than relying on
 * `instanceof`: Next may load this module once per route bundle, and an error thrown by one
 * bundle's copy of a class fails `instanceof` against another's.
 */
const BRAND = Symbol.for('yildiz-rehberi.domain-error');

export type DomainErrorKind =
  /** The input is wrong: the visitor can fix it. */
  | 'invalid'
  /** The thing asked for does not exist. */
  | 'not-found'
  /** A dependency (the database) cannot be used right now; try again later. */
  | 'unavailable'
  /** Too much work is already running; try again in a moment. */
  | 'busy'
  /** This client asked for too much too quickly. */
  | 'rate-limited'
  /** Credentials are missing or wrong. */
  | 'unauthorized';

export class DomainError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly kind: DomainErrorKind,
    /** A Turkish sentence a visitor may read. */
    message: string,
    /** For unavailable, busy and rate-limited: seconds after which a retry makes sense. */
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

/** True for a DomainError from any bundle's copy of this module. */
export function isDomainError(err: unknown): err is DomainError {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[BRAND] === true;
}

export const invalidInput = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not-found', message);

export class UnavailableError extends DomainError {
  constructor(
    message: string,
    /** What went wrong, for the log: the real error's words, never shown to visitors. */
    readonly detail: string,
    retryAfterSeconds = 30,
    cause?: unknown,
  ) {
    super('unavailable', message, retryAfterSeconds, { cause });
    this.name = 'UnavailableError';
  }
}

export class BusyError extends DomainError {
  constructor(
    message = 'Şu anda çok sayıda istek işleniyor; lütfen birkaç saniye sonra tekrar deneyin.',
    retryAfterSeconds = 5,
  ) {
    super('busy', message, retryAfterSeconds);
    this.name = 'BusyError';
  }
}

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      'rate-limited',
      `Çok kısa sürede çok fazla istek gönderdiniz. Lütfen ${retryAfterSeconds} saniye sonra yeniden deneyin.`,
      retryAfterSeconds,
    );
    this.name = 'RateLimitedError';
  }
}

/** The message of any thrown value, for logs (never for visitors). */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
    return `${err.message}${cause}`;
  }
  return String(err);
}
