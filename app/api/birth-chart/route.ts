import type { NextRequest } from 'next/server';
import { birthChartAnswerSchema, parseBirthChartQuery, type BirthChartAnswer } from '@/lib/api/birth-chart';
import { answer } from '@/lib/api/errors';
import { computeBirthChart } from '@/lib/birth-chart/chart';
import { interpretChart } from '@/lib/birth-chart/interpret';
import { istanbulDay } from '@/lib/time/zone';

/**
 * GET /api/birth-chart?date=yyyy-MM-dd[&time=HH:mm]&place={id} (or &latitude=…&longitude=…&timeZone=…)
 * [&utcOffset=+03:00][&houseSystem=placidus|whole-sign|equal|porphyry]: the natal chart.
 * Birth data is personal: nothing of it is stored or logged, and no cache may keep the answer.
 */
export async function GET(request: NextRequest) {
  return answer(() => {
    const q = parseBirthChartQuery(request.nextUrl.searchParams, istanbulDay());
    const chart = computeBirthChart(q);
    const body: BirthChartAnswer = birthChartAnswerSchema.parse({
      success: true,
      data: { ...chart, interpretation: interpretChart(chart) },
    });
    return Response.json(body, {
      headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
    });
  });
}
