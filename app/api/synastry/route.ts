import type { NextRequest } from 'next/server';
import { answer, ApiError } from '@/lib/api/errors';
import { readBodyLimited } from '@/lib/api/request-body';
import {
  forPerson,
  parseSynastryBody,
  parseSynastryQuery,
  SYNASTRY_BODY_LIMIT,
  SYNASTRY_MESSAGES,
  synastryAnswerSchema,
  type SynastryAnswer,
  type SynastryQuery,
} from '@/lib/api/synastry';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { synastryOf } from '@/lib/synastry';
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
  const a = forPerson('a', 'place', () => computeBirthChart(q.a));
  const b = forPerson('b', 'place', () => computeBirthChart(q.b));
  const s = synastryOf(a, b);
  const body: SynastryAnswer = synastryAnswerSchema.parse({
    success: true,
    data: {
      a: { ...a, interpretation: interpretChart(a) },
      b: { ...b, interpretation: interpretChart(b) },
      aspects: s.aspects,
      overlays: s.overlays,
      composite: s.composite,
      interpretation: s.interpretation,
    },
  });
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
