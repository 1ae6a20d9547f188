import { readingAnswer } from '@/lib/api/horoscope-answer';
import { answer, badRequest, notFound } from '@/lib/api/errors';
import { BAD_DATE_MESSAGE } from '@/lib/horoscope/archive';
import { readingService } from '@/lib/horoscope/shared';
import { spendOrRefuse } from '@/lib/http/limits';
import { isSignId } from '@/lib/zodiac/signs';
import { isHoroscopeType } from '@/lib/horoscope/types';

export const dynamic = 'force-dynamic';

/**
 * GET /api/horoscopes/{daily|weekly|monthly}/{sign}[?date=yyyy-MM-dd]: the reading of the
 * period containing that day (the current period without `date`), from the reading service's
 * memory once it has been read; ETag/304 and Cache-Control until the period ends.
 */
export async function GET(request: Request, context: { params: Promise<{ type: string; sign: string }> }) {
  return answer(async () => {
    const { type, sign } = await context.params;
    if (!isHoroscopeType(type)) {
      throw badRequest(
        'Geçersiz yorum türü. Günlük (daily), haftalık (weekly) ya da aylık (monthly) seçilebilir.',
      );
    }
    if (!isSignId(sign)) throw notFound('Burç bulunamadı. Lütfen listedeki on iki burçtan birini seçin.');
    const dates = new URL(request.url).searchParams.getAll('date');
    if (dates.length > 1) throw badRequest(BAD_DATE_MESSAGE);

    const now = new Date();
    const service = readingService();
    // Only the AI polish of an archive or far period is limited, per client here (the API has a
    // 429 to give); composing is cheap and the current and next periods are a bounded set.
    const options = { now, beforePolish: () => spendOrRefuse('readingGeneration', request) };
    const entry =
      dates.length === 0
        ? (service.peek(type, sign, now) ?? (await service.readingNow(type, sign, options)))
        : await service.readingOn(type, sign, dates[0], options);
    const { status, headers, body } = readingAnswer(entry, now, request.headers.get('if-none-match'));
    return new Response(body, { status, headers });
  });
}
