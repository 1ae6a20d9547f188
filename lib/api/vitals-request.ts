import { sitePageOf } from '../analytics/vitals-pages';
import type { VitalSample } from '../analytics/vitals';
import { badRequest } from './errors';
import { readBodyLimited } from './request-body';
import { VITALS_BODY_LIMIT, VITALS_MESSAGES, vitalsBodySchema } from './vitals';

/**
 * A beacon of `POST /api/vitals` as samples ready to store: JSON (sent as application/json, or
 * text/plain as `sendBeacon` with a string does), one metric or up to ten, each for a page of
 * the site. Anything else throws a 400 with a Turkish message; nothing of the beacon is kept.
 */
export async function readVitalsBeacon(request: Request): Promise<VitalSample[]> {
  const text = await readBodyLimited(request, VITALS_BODY_LIMIT, () => badRequest(VITALS_MESSAGES.tooLarge));
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
