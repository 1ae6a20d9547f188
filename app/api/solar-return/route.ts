import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import {
  paramsOfJsonBody,
  parseSolarReturnQuery,
  PERSONAL_HEADERS,
  solarReturnAnswerSchema,
  type SolarReturnAnswer,
} from '@/lib/api/transits';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { istanbulDay } from '@/lib/time/zone';
import { solarReturn } from '@/lib/transits/solar-return';

/**
 * GET /api/solar-return?{birth parameters}[&year=1900–2100][&returnPlace={place id}], or the same
 * fields as a JSON body to POST: the instant the Sun returns to its natal place that year and the
 * chart for it. Personal: nothing stored or logged, no cache may keep it.
 */
function solarReturnAnswer(params: URLSearchParams): Response {
  const q = parseSolarReturnQuery(params, istanbulDay());
  const { exact, chart } = solarReturn(q.birth, q.year, q.returnPlace);
  const body: SolarReturnAnswer = solarReturnAnswerSchema.parse({
    success: true,
    data: {
      exact: new Date(exact).toISOString(),
      chart: { ...chart, interpretation: interpretChart(chart) },
    },
  });
  return Response.json(body, { headers: PERSONAL_HEADERS });
}

export async function GET(request: NextRequest) {
  return answer(() => solarReturnAnswer(request.nextUrl.searchParams));
}

export async function POST(request: NextRequest) {
  return answer(async () => solarReturnAnswer(await paramsOfJsonBody(request)));
}
