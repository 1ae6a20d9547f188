import type { NextRequest } from 'next/server';
import { answer } from '@/lib/api/errors';
import { parseSkyMapQuery } from '@/lib/api/sky-map';
import { spendOrRefuse } from '@/lib/http/limits';
import { skyMapCacheControl, skyMapEtag, skyMaps } from '@/lib/sky/sky-map';
import { istanbulDay as istanbulToday } from '@/lib/time/zone';

/** GET /api/sky-map/image?…: the chart as a PNG (same parameters as /api/sky-map). */
export async function GET(request: NextRequest) {
  return answer(async () => {
    const today = istanbulToday();
    const q = parseSkyMapQuery(request.nextUrl.searchParams, today);
    const etag = skyMapEtag(q);
    const headers: Record<string, string> = {
      'Content-Type': 'image/png',
      'Cache-Control': skyMapCacheControl(q.date, today),
      ETag: etag,
    };
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
      return new Response(null, { status: 304, headers });
    }
    // Only a chart that has to be drawn costs the client anything; cached ones are free.
    if (!skyMaps.peek(q)) spendOrRefuse('skyMapRender', request);
    const { png } = await skyMaps.image(q);
    headers['Content-Length'] = String(png.length);
    // A view on the cached PNG, not a copy: a dedicated ArrayBuffer backs every rendered chart.
    const body = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
    return new Response(body, { headers });
  });
}
