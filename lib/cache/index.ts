/** The caching building blocks every feature shares: see docs/architecture.md. */
export { LruCache } from './lru';
export { SingleFlight } from './single-flight';
export { ConcurrencyLimiter } from './limiter';
export { processWide, forgetProcessWide } from './process-wide';
