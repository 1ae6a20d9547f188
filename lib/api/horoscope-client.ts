/**
 * The browser's side of the horoscope contract (docs/reading-screens.md, docs/contracts.md). The zod schemas of
 * `./horoscope` are loaded only when an answer has to be checked, so they are not part of
 * the page's first-load JavaScript.
 */
import type { SignId } from '../zodiac/signs';
import { failureMessage, fetchContract } from './client';
import type { HoroscopeData } from './horoscope';
import type { HoroscopeType } from '../horoscope/types';

export function horoscopePath(type: HoroscopeType, sign: SignId): string {
  return `/api/horoscopes/${type}/${sign}`;
}

/** The message when a failed answer carries none. */
export const HTTP_FAILURE_FALLBACK = 'Burç bilgisi alınamadı';
/** The red box's text when there is no message at all (the network failed). */
export const LOAD_ERROR_FALLBACK =
  'Burç yorumu yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.';
/** The yellow box's text for an unsuccessful answer without a message. */
export const NO_READING_FALLBACK = 'Bu burç için henüz yorum bulunmuyor.';

/** A failed load; the message is empty when there was no answer at all. */
export class HoroscopeLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HoroscopeLoadError';
  }
}

export type HoroscopeResult = { kind: 'reading'; data: HoroscopeData } | { kind: 'info'; message: string };

/**
 * Loads a reading. Resolves with the reading, or with an info message for an answer that
 * is not successful (the yellow box); rejects with HoroscopeLoadError for an HTTP failure or
 * an answer that breaks the contract (the red box), with an empty message when no answer came.
 * Abort errors pass through untouched.
 */
export function fetchHoroscope(
  type: HoroscopeType,
  sign: SignId,
  { signal, baseUrl = '' }: { signal?: AbortSignal; baseUrl?: string } = {},
): Promise<HoroscopeResult> {
  return fetchContract<HoroscopeResult>(`${baseUrl}${horoscopePath(type, sign)}`, {
    signal,
    async read(body) {
      if (!body || typeof body !== 'object') return undefined;
      const record = body as Record<string, unknown>;
      // An answer is a reading only when success is true and data is present (docs/reading-screens.md).
      if (record.success !== true || record.data === undefined || record.data === null) {
        return { kind: 'info', message: failureMessage(body) ?? NO_READING_FALLBACK };
      }
      const { horoscopeSuccessSchema } = await import('./horoscope');
      const parsed = horoscopeSuccessSchema.safeParse(body);
      return parsed.success ? { kind: 'reading', data: parsed.data.data } : undefined;
    },
    fail: (failure) =>
      new HoroscopeLoadError(
        failure.reason === 'network'
          ? ''
          : failure.reason === 'status'
            ? (failure.message ?? HTTP_FAILURE_FALLBACK)
            : HTTP_FAILURE_FALLBACK,
      ),
  });
}

/** The horoscope query's caching, exactly as docs/reading-screens.md says. */
export const HOROSCOPE_QUERY_OPTIONS = {
  staleTime: 60 * 60 * 1000,
  gcTime: 24 * 60 * 60 * 1000,
  retry: 3,
  retryDelay: 1000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: true,
} as const;

export const horoscopeQueryKey = (type: HoroscopeType, sign: SignId | null) =>
  ['horoscope', type, sign] as const;
