import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import {
  parsePersonalReadingQuery,
  personalReadingAnswerSchema,
  type PersonalReadingAnswer,
} from '@/lib/api/personal-reading';
import { paramsOfJsonBody, PERSONAL_HEADERS } from '@/lib/api/transits';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { personalReadingData } from '@/lib/api/transits-answer';
import { istanbulDay } from '@/lib/time/zone';

/**
 * GET /api/personal-reading?{birth parameters}[&day=yyyy-MM-dd], or the same fields as a JSON body
 * to POST: that Istanbul day read against the chart. Personal: nothing stored or logged, no cache.
 */
function reading(params: URLSearchParams): Response {
  const q = parsePersonalReadingQuery(params, istanbulDay());
  const chart = computeBirthChart(q.birth);
  const body: PersonalReadingAnswer = personalReadingAnswerSchema.parse({
    success: true,
    data: personalReadingData(chart, q.day),
  });
  return Response.json(body, { headers: PERSONAL_HEADERS });
}

export async function GET(request: NextRequest) {
  return answer(() => reading(request.nextUrl.searchParams));
}

export async function POST(request: NextRequest) {
  return answer(async () => reading(await paramsOfJsonBody(request)));
}
