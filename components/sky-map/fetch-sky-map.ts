import type { SkyMapAnswer } from '@/lib/api/sky-map';
import { fetchContract } from '@/lib/api/client';
import { ISTANBUL } from '@/lib/sky/terms';

/** The words for a non-OK answer (docs/sky-map.md); the server's own message, when it has one, follows it. */
export const SKY_MAP_FAILED = 'Gökyüzü haritası alınamadı';
export const SKY_MAP_NO_IMAGE = 'Gökyüzü haritası görüntüsü mevcut değil';

/** Results stay fresh for five minutes (docs/sky-map.md): submitting again within that time reuses them. */
export const SKY_MAP_STALE_MS = 5 * 60 * 1000;

export class SkyMapRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(SKY_MAP_FAILED);
    this.name = 'SkyMapRequestError';
  }
}

/** A chart that came back with an image, or an answer without one (kept raw so it can be shown). */
export type SkyMapResult =
  { kind: 'image'; answer: SkyMapAnswer; raw: unknown } | { kind: 'no-image'; raw: unknown };

export const skyMapQueryKey = (date: string) =>
  ['sky-map', date, ISTANBUL.latitude, ISTANBUL.longitude] as const;

export function fetchSkyMap(date: string, signal?: AbortSignal): Promise<SkyMapResult> {
  const search = new URLSearchParams({
    date,
    latitude: String(ISTANBUL.latitude),
    longitude: String(ISTANBUL.longitude),
  });
  return fetchContract<SkyMapResult>(`/api/sky-map?${search}`, {
    signal,
    keepText: true,
    // Any OK answer is shown: the chart when it carries one, else the raw answer (JSON or text).
    async read(body, text) {
      const raw = body === undefined ? text : body;
      // The contract's schemas load only now, so they stay out of the page's first-load JavaScript.
      const { isChartImageAddress, skyMapAnswerSchema } = await import('@/lib/api/sky-map');
      const parsed = skyMapAnswerSchema.safeParse(raw);
      return parsed.success && isChartImageAddress(parsed.data.data)
        ? { kind: 'image', answer: parsed.data, raw }
        : { kind: 'no-image', raw };
    },
    fail: (failure) =>
      failure.reason === 'status'
        ? new SkyMapRequestError(failure.status, failure.message ?? null)
        : new SkyMapRequestError(0, null),
  });
}
