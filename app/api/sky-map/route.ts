import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import { parseSkyMapQuery, skyMapAnswerSchema, skyMapImagePath, type SkyMapAnswer } from '@/lib/api/sky-map';
import { skyMapCacheControl, skyObjects } from '@/lib/sky/sky-map';
import { istanbulDay as istanbulToday } from '@/lib/time/zone';

/** GET /api/sky-map?date=yyyy-MM-dd&latitude=…&longitude=…[&time=HH:mm]: the chart's address and the bodies' positions. */
export async function GET(request: NextRequest) {
  return answer(() => {
    const today = istanbulToday();
    const q = parseSkyMapQuery(request.nextUrl.searchParams, today);
    const body: SkyMapAnswer = skyMapAnswerSchema.parse({
      success: true,
      data: skyMapImagePath(q),
      date: q.date,
      time: q.time,
      latitude: q.latitude,
      longitude: q.longitude,
      objects: skyObjects(q),
    });
    return Response.json(body, { headers: { 'Cache-Control': skyMapCacheControl(q.date, today) } });
  });
}
