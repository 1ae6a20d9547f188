import type { SkyMapAnswer } from '@/lib/api/sky-map';
import { ISTANBUL } from '@/lib/sky/terms';

/** The spec's words for a non-OK answer; the server's own message, when it has one, follows it. */
export const SKY_MAP_FAILED = 'Gökyüzü haritası alınamadı';
export const SKY_MAP_NO_IMAGE = 'Gökyüzü haritası görüntüsü mevcut değil';

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

export async function fetchSkyMap(date: string, signal?: AbortSignal): Promise<SkyMapResult> {
  const search = new URLSearchParams({
    date,
    latitude: String(ISTANBUL.latitude),
    longitude: String(ISTANBUL.longitude),
  });
  const res = await fetch(`/api/sky-map?${search}`, { signal, headers: { Accept: 'application/json' } });
  const text = await res.text();
  let raw: unknown = text;
  try {
    raw = JSON.parse(text);
  } catch {
    // Not JSON: keep the text as the raw answer.
  }
  if (!res.ok) {
    const message =
      raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string'
        ? raw.message
        : null;
    throw new SkyMapRequestError(res.status, message);
  }
  // The contract's schemas load only now, so they stay out of the page's first-load JavaScript.
  const { isChartImageAddress, skyMapAnswerSchema } = await import('@/lib/api/sky-map');
  const parsed = skyMapAnswerSchema.safeParse(raw);
  if (parsed.success && isChartImageAddress(parsed.data.data)) {
    return { kind: 'image', answer: parsed.data, raw };
  }
  return { kind: 'no-image', raw };
}
