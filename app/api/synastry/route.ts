import type { NextRequest } from 'next/server';
import { answer, ApiError } from '@/lib/api/errors';
import { readBodyLimited } from '@/lib/api/request-body';
import {
  parseSynastryBody,
  parseSynastryQuery,
  SYNASTRY_BODY_LIMIT,
  SYNASTRY_MESSAGES,
  type SynastryAnswer,
  type SynastryQuery,
} from '@/lib/api/synastry';
import { synastryData } from '@/lib/api/synastry-answer';
import { istanbulDay } from '@/lib/time/zone';

/**
 * Synastry: two birth charts compared. Birth data is personal: nothing of either birth is stored
 * or logged, and no cache may keep the answer.
 * - POST /api/synastry with {"a": {date, time?, place | latitude, longitude, timeZone, …}, "b": {…}}
 *   (at most 8 kB): what the site's own page uses, so the births never travel in an address;
 * - GET /api/synastry?a.date=…&a.time=…&a.place=…&b.date=…: the same, for links.
 */
export async function GET(request: NextRequest) {
  return answer(() => synastryAnswer(parseSynastryQuery(request.nextUrl.searchParams, istanbulDay())));
}

export async function POST(request: NextRequest) {
  return answer(async () => {
    const text = await readBodyLimited(
      request,
      SYNASTRY_BODY_LIMIT,
      () => new ApiError(413, SYNASTRY_MESSAGES.tooLarge),
    );
    return synastryAnswer(parseSynastryBody(text, istanbulDay()));
  });
}

function synastryAnswer(q: SynastryQuery): Response {
  const body: SynastryAnswer = { success: true, data: synastryData(q) };
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
