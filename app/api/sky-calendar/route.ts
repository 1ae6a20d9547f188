import type { NextRequest } from 'next/server';
import { skyCalendar } from '@/lib/astro/calendar';
import { answer } from '@/lib/api/errors';
import { parseCalendarQuery, SKY_CALENDAR_CACHE_CONTROL, skyCalendarAnswer } from '@/lib/api/sky-calendar';

/** GET /api/sky-calendar?year=yyyy: the year's lunations, eclipses, ingresses, stations and retrogrades. */
export async function GET(request: NextRequest) {
  return answer(() => {
    const year = parseCalendarQuery(request.nextUrl.searchParams);
    return Response.json(skyCalendarAnswer(skyCalendar(year)), {
      headers: { 'Cache-Control': SKY_CALENDAR_CACHE_CONTROL },
    });
  });
}
