/**
 * The process-wide reading service, configured from the environment. Kept on globalThis
 * because Next bundles route handlers and pages separately: a module-level singleton could
 * exist twice in one process, and then so would its cache and its single flight.
 */
import { database } from '../db';
import { env } from '../env';
import type { AiConfig } from './ai';
import { startReadingsAhead } from './ahead';
import { ReadingService } from './service';

/** AI assistance is on only when both an endpoint and a model are configured. */
export function aiConfigFromEnv(): AiConfig | null {
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS } = env();
  if (!AI_BASE_URL || !AI_MODEL) return null;
  return { baseUrl: AI_BASE_URL, model: AI_MODEL, apiKey: AI_API_KEY, timeoutMs: AI_TIMEOUT_MS };
}

const KEY = Symbol.for('yildiz-rehberi.reading-service');

export function readingService(): ReadingService {
  const holder = globalThis as typeof globalThis & { [KEY]?: ReadingService };
  holder[KEY] ??= new ReadingService({
    db: async () => (await database()).db,
    ai: aiConfigFromEnv(),
    log: (message) => console.warn(message),
  });
  return holder[KEY];
}

/**
 * Starts generating the current periods' readings ahead, in this process (server.ts calls it
 * once), unless READINGS_AHEAD=false; returns the shutdown step that stops it.
 */
export function startReadingsAheadFromEnv(): () => Promise<void> {
  if (!env().READINGS_AHEAD) return async () => {};
  const handle = startReadingsAhead({ service: readingService, log: (message) => console.log(message) });
  return () => handle.stop();
}
