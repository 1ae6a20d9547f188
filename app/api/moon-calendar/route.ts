import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import {
  MOON_CALENDAR_CACHE_CONTROL,
  parseMoonCalendarQuery,
  type MoonCalendarAnswer,
} from '@/lib/api/moon-calendar';
import { moonMonth } from '@/lib/moon';

/** GET /api/moon-calendar?year=yyyy&month=mm&place={id}: each day's phase, sign, void periods, rise and set. */
export async function GET(request: NextRequest) {
  return answer(() => {
    const { year, month, place } = parseMoonCalendarQuery(request.nextUrl.searchParams);
    const body: MoonCalendarAnswer = { success: true, data: moonMonth(year, month, place) };
    return Response.json(body, { headers: { 'Cache-Control': MOON_CALENDAR_CACHE_CONTROL } });
  });
}
