/**
 * Asking the personal-sky APIs for the chart saved in this browser. Birth data goes only in POST
 * bodies, never in an address (nor so in a log line or the browser's history).
 */
import type { SavedChart } from '@/components/birth-chart/saved-chart';

/** The saved chart's birth fields (its address's query) as a JSON body, with `extra` fields. */
export function chartBody(saved: SavedChart, extra: Record<string, string | number> = {}): string {
  const fields: Record<string, string | number> = {};
  for (const [k, v] of new URLSearchParams(saved.search)) fields[k] = v;
  return JSON.stringify({ ...fields, ...extra });
}

/** POSTs `body` and parses the answer; a refusal throws with the API's own Turkish message. */
export async function postJson<T>(
  path: string,
  body: string,
  parse: (v: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal,
  });
  const json: unknown = await res.json();
  if (!res.ok) {
    const message = (json as { message?: string })?.message;
    throw new Error(message ?? 'Yorum şu anda hesaplanamadı. Lütfen biraz sonra yeniden deneyin.');
  }
  return parse(json);
}
