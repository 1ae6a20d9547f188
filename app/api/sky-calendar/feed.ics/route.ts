import type { NextRequest } from 'next/server';
import { isCalendarYear, skyCalendar } from '@/lib/astro/calendar';
import { answer } from '@/lib/api/errors';
import { cachedIcs, parseAlarm, parseFeedTypes, skyCalendarFeed } from '@/lib/api/sky-calendar-ics';
import { env } from '@/lib/env';
import { istanbulDay } from '@/lib/time/zone';

/**
 * GET /api/sky-calendar/feed.ics?types=ay,tutulma,retro,burc&alarm=none|1d|1h: a calendar to
 * subscribe to (webcal://), with the previous, current and next year's events of those kinds.
 */
export async function GET(request: NextRequest) {
  return answer(() => {
    const params = request.nextUrl.searchParams;
    const types = parseFeedTypes(params);
    const alarm = parseAlarm(params);
    const year = Number(istanbulDay().slice(0, 4));
    const body = cachedIcs(`feed:${year}:${types.join(',')}:${alarm}`, () => {
      const events = [year - 1, year, year + 1].filter(isCalendarYear).flatMap((y) => skyCalendar(y).events);
      return skyCalendarFeed(events, types, env().SITE_URL, new Date(), { alarm });
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        // Inline, not an attachment: calendar clients subscribe to it.
        'Content-Disposition': 'inline; filename="gokyuzu-takvimi.ics"',
        // Clients poll daily; a shared cache may keep it for an hour.
        'Cache-Control': 'public, max-age=3600, s-maxage=3600',
      },
    });
  });
}
