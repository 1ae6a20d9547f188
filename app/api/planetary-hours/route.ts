import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import {
  PLANETARY_HOURS_CACHE_CONTROL,
  parsePlanetaryHoursQuery,
  type PlanetaryHoursAnswer,
} from '@/lib/api/planetary-hours';
import { planetaryHours } from '@/lib/planetary-hours';

/**
 * GET /api/planetary-hours?date=yyyy-MM-dd&place={id}: the 12 day and 12 night hours with their
 * rulers; at polar day or night, `hours: []` and `polar: "day" | "night"`.
 */
export async function GET(request: NextRequest) {
  return answer(() => {
    const { date, place } = parsePlanetaryHoursQuery(request.nextUrl.searchParams);
    const body: PlanetaryHoursAnswer = { success: true, data: planetaryHours(date, place) };
    return Response.json(body, { headers: { 'Cache-Control': PLANETARY_HOURS_CACHE_CONTROL } });
  });
}
