import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import {
  paramsOfJsonBody,
  parseTransitsQuery,
  PERSONAL_HEADERS,
  transitsAnswerSchema,
  type TransitsAnswer,
} from '@/lib/api/transits';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { istanbulDay } from '@/lib/time/zone';
import { transitsData } from '@/lib/api/transits-answer';

/**
 * GET /api/transits?{birth parameters of /api/birth-chart}[&from=yyyy-MM-dd][&days=1–366], or the
 * same fields as a JSON body to POST: every transit to the chart exact in the window. Birth data
 * is personal: nothing of it is stored or logged, and no cache may keep the answer.
 */
function transits(params: URLSearchParams): Response {
  const q = parseTransitsQuery(params, istanbulDay());
  const chart = computeBirthChart(q.birth);
  const body: TransitsAnswer = transitsAnswerSchema.parse({
    success: true,
    data: transitsData(chart, q.from, q.days),
  });
  return Response.json(body, { headers: PERSONAL_HEADERS });
}

export async function GET(request: NextRequest) {
  return answer(() => transits(request.nextUrl.searchParams));
}

export async function POST(request: NextRequest) {
  return answer(async () => transits(await paramsOfJsonBody(request)));
}
