import { skyCalendar } from '@/lib/astro/calendar';
import { answer, notFound } from '@/lib/api/errors';
import { parseCalendarYear, SKY_CALENDAR_CACHE_CONTROL } from '@/lib/api/sky-calendar';
import { cachedIcs, parseAlarm, skyCalendarIcs } from '@/lib/api/sky-calendar-ics';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';

/** GET /api/sky-calendar/{yyyy}.ics: the year as an iCalendar file to subscribe to or import. */
export async function GET(request: NextRequest, context: { params: Promise<{ file: string }> }) {
  return answer(async () => {
    const { file } = await context.params;
    if (!file.endsWith('.ics')) {
      throw notFound('Takvim dosyası bulunamadı: adres /api/sky-calendar/2026.ics biçiminde olmalı.');
    }
    const year = parseCalendarYear(file.slice(0, -'.ics'.length));
    const alarm = parseAlarm(request.nextUrl.searchParams);
    const body = cachedIcs(`year:${year}:${alarm}`, () =>
      skyCalendarIcs(skyCalendar(year), env().SITE_URL, new Date(), { alarm }),
    );
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="gokyuzu-takvimi-${year}.ics"`,
        'Cache-Control': SKY_CALENDAR_CACHE_CONTROL,
      },
    });
  });
}
