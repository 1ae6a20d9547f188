/**
 * The browser's side of the horoscope contract (sections 7 and 8). The zod schemas of
 * `./horoscope` are loaded only when an answer has to be checked, so they are not part of
 * the page's first-load JavaScript.
 */
import type { SignId } from '../zodiac/signs';
import type { HoroscopeData } from './horoscope';
import type { HoroscopeType } from '../horoscope/types';

export function horoscopePath(type: HoroscopeType, sign: SignId): string {
  return `/api/horoscopes/${type}/${sign}`;
}

/** Section 8: the message when a failed answer carries none. */
export const HTTP_FAILURE_FALLBACK = 'Burç bilgisi alınamadı';
/** Section 8: the red box's text when there is no message at all (the network failed). */
export const LOAD_ERROR_FALLBACK =
  'Burç yorumu yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.';
/** Section 4: the yellow box's text for an unsuccessful answer without a message. */
export const NO_READING_FALLBACK = 'Bu burç için henüz yorum bulunmuyor.';

/** A failed load; the message is empty when there was no answer at all. */
export class HoroscopeLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HoroscopeLoadError';
  }
}

export type HoroscopeResult = { kind: 'reading'; data: HoroscopeData } | { kind: 'info'; message: string };

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Loads a reading. Resolves with the reading, or with an info message for an answer that
 * is not successful (the yellow box); rejects with HoroscopeLoadError for an HTTP failure or
 * an answer that breaks the contract (the red box). Abort errors pass through untouched.
 */
export async function fetchHoroscope(
  type: HoroscopeType,
  sign: SignId,
  { signal, baseUrl = '' }: { signal?: AbortSignal; baseUrl?: string } = {},
): Promise<HoroscopeResult> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${horoscopePath(type, sign)}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new HoroscopeLoadError('');
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new HoroscopeLoadError(messageOf(body) ?? HTTP_FAILURE_FALLBACK);
  if (!body || typeof body !== 'object') throw new HoroscopeLoadError(HTTP_FAILURE_FALLBACK);

  const record = body as Record<string, unknown>;
  // Section 5: an answer is a reading only when success is true and data is present.
  if (record.success !== true || record.data === undefined || record.data === null) {
    return { kind: 'info', message: messageOf(body) ?? NO_READING_FALLBACK };
  }
  const { horoscopeSuccessSchema } = await import('./horoscope');
  const parsed = horoscopeSuccessSchema.safeParse(body);
  if (!parsed.success) throw new HoroscopeLoadError(HTTP_FAILURE_FALLBACK);
  return { kind: 'reading', data: parsed.data.data };
}

/** Section 7's caching of the horoscope query, exactly. */
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
