import { encodeHoroscopeAnswer } from '@/lib/api/horoscope';
import { answer, badRequest, notFound } from '@/lib/api/errors';
import { readingCacheControl } from '@/lib/horoscope/cache-control';
import { readingService } from '@/lib/horoscope/shared';
import { spendOrRefuse } from '@/lib/http/limits';
import { isSignId } from '@/lib/zodiac/signs';
import { isHoroscopeType } from '@/lib/horoscope/types';

export const dynamic = 'force-dynamic';

/** GET /api/horoscopes/{daily|weekly|monthly}/{sign}: the reading of the current period. */
export async function GET(request: Request, context: { params: Promise<{ type: string; sign: string }> }) {
  return answer(async () => {
    const { type, sign } = await context.params;
    if (!isHoroscopeType(type)) {
      throw badRequest(
        'Geçersiz yorum türü. Günlük (daily), haftalık (weekly) ya da aylık (monthly) seçilebilir.',
      );
    }
    if (!isSignId(sign)) throw notFound('Burç bulunamadı. Lütfen listedeki on iki burçtan birini seçin.');

    const now = new Date();
    // Only first-time generation is limited: cached and stored readings never reach it.
    const entry = await readingService().readingNow(type, sign, {
      now,
      beforeGenerate: () => spendOrRefuse('readingGeneration', request),
    });
    return new Response(encodeHoroscopeAnswer(entry.data, now), {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': readingCacheControl(entry.period, now),
      },
    });
  });
}
