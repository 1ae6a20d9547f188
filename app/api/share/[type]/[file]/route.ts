import { renderShareImage } from '@/components/share/share-image';
import { answer } from '@/lib/api/errors';
import { parseShareRequest, shareContent, shareEtag } from '@/lib/api/share';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * GET /api/share/{daily|weekly|monthly|yearly}/{sign}.png?date=yyyy-MM-dd&format=story|square:
 * a reading as a PNG for stories (1080×1920) or a square post (1080×1080).
 */
export async function GET(request: Request, context: { params: Promise<{ type: string; file: string }> }) {
  return answer(async () => {
    const { type, file } = await context.params;
    const now = new Date();
    const req = parseShareRequest(type, file, new URL(request.url).searchParams, now);
    const content = await shareContent(req, now);
    const etag = shareEtag(content, req.format);
    const headers = { 'Cache-Control': content.cacheControl, ETag: etag };
    const given = request.headers.get('if-none-match');
    if (given && given.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))) {
      return new Response(null, { status: 304, headers });
    }
    const image = await renderShareImage(
      { ...content, host: new URL(env().SITE_URL).host },
      req.format,
    );
    const png = await image.arrayBuffer();
    return new Response(png, {
      headers: {
        ...headers,
        'Content-Type': 'image/png',
        'Content-Disposition': `inline; filename="${req.sign}-${req.type}-${req.date}-${req.format}.png"`,
      },
    });
  });
}
