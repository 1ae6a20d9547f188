import { answer } from '@/lib/api/errors';
import { parseYear, parseYearlySign, yearlyAnswer } from '@/lib/api/yearly';

export const dynamic = 'force-dynamic';

/**
 * GET /api/horoscopes/yearly/{sign}[?year=yyyy]: the sign's yearly reading (2024–2027; the
 * current year without `year`). A static segment beside [type]: the spec's three types stay.
 */
export async function GET(request: Request, context: { params: Promise<{ sign: string }> }) {
  return answer(async () => {
    const sign = parseYearlySign((await context.params).sign);
    const now = new Date();
    const year = parseYear(new URL(request.url).searchParams.getAll('year'), now);
    return yearlyAnswer(sign, year, now, request.headers.get('if-none-match'));
  });
}
