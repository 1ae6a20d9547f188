import { sitePageOf } from '../analytics/vitals-pages';
import type { VitalSample } from '../analytics/vitals';
import { badRequest } from './errors';
import { VITALS_BODY_LIMIT, VITALS_MESSAGES, vitalsBodySchema } from './vitals';

/**
 * Reads at most `limit` bytes of a body; one byte more and it stops reading and refuses, so a
 * large body costs nothing. A declared Content-Length over the limit is refused unread.
 */
async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw badRequest(VITALS_MESSAGES.tooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw badRequest(VITALS_MESSAGES.tooLarge);
    }
    parts.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}

/**
 * A beacon of `POST /api/vitals` as samples ready to store: JSON (sent as application/json, or
 * text/plain as `sendBeacon` with a string does), one metric or up to ten, each for a page of
 * the site. Anything else throws a 400 with a Turkish message; nothing of the beacon is kept.
 */
export async function readVitalsBeacon(request: Request): Promise<VitalSample[]> {
  const text = await readLimited(request, VITALS_BODY_LIMIT);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(VITALS_MESSAGES.notJson);
  }
  const parsed = vitalsBodySchema.safeParse(json);
  if (!parsed.success) throw badRequest(VITALS_MESSAGES.invalid);
  return parsed.data.map((s) => {
    const page = sitePageOf(s.page);
    if (page === null) throw badRequest(VITALS_MESSAGES.unknownPage);
    return { page, metric: s.name, value: s.value };
  });
}
