import type { NextRequest } from 'next/server';
import { parsePlacesQuery, placesAnswerSchema, type PlacesAnswer } from '@/lib/api/birth-chart';
import { answer } from '@/lib/api/errors';
import { searchPlaces } from '@/lib/birth-chart/places';

/** GET /api/places?q=…: up to 10 places (Turkish provinces and districts first, then world cities). */
export async function GET(request: NextRequest) {
  return answer(() => {
    const q = parsePlacesQuery(request.nextUrl.searchParams);
    const body: PlacesAnswer = placesAnswerSchema.parse({ success: true, data: searchPlaces(q, 10) });
    return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=86400' } });
  });
}
