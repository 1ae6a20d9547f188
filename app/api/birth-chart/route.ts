import type { NextRequest } from 'next/server';
import {
  BIRTH_CHART_BODY_LIMIT,
  BIRTH_CHART_BODY_MESSAGES,
  birthChartAnswerSchema,
  parseBirthChartBody,
  parseBirthChartQuery,
  type BirthChartAnswer,
  type BirthChartQuery,
} from '@/lib/api/birth-chart';
import { answer, ApiError } from '@/lib/api/errors';
import { readBodyLimited } from '@/lib/api/request-body';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { istanbulDay } from '@/lib/time/zone';

/**
 * The natal chart. Birth data is personal: nothing of it is stored or logged, and no cache may
 * keep the answer.
 * - POST /api/birth-chart with a JSON body {date, time?, place | latitude, longitude, timeZone,
 *   utcOffset?, houseSystem?} (at most 4 kB): what the site's own code should use, so the data
 *   never travels in an address (addresses end up in logs and histories);
 * - GET /api/birth-chart?date=yyyy-MM-dd[&time=HH:mm]&place={id}…: the same, for links.
 */
export async function GET(request: NextRequest) {
  return answer(() => chartAnswer(parseBirthChartQuery(request.nextUrl.searchParams, istanbulDay())));
}

export async function POST(request: NextRequest) {
  return answer(async () => {
    const text = await readBodyLimited(
      request,
      BIRTH_CHART_BODY_LIMIT,
      () => new ApiError(413, BIRTH_CHART_BODY_MESSAGES.tooLarge),
    );
    return chartAnswer(parseBirthChartBody(text, istanbulDay()));
  });
}

function chartAnswer(q: BirthChartQuery): Response {
  const chart = computeBirthChart(q);
  const body: BirthChartAnswer = birthChartAnswerSchema.parse({
    success: true,
    data: { ...chart, interpretation: interpretChart(chart) },
  });
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
