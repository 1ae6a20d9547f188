import { errorResponse, badRequest } from '@/lib/api/errors';
import { isSignId } from '@/lib/zodiac/sign-ids';

/**
 * The home page's sign form without JavaScript (`<form method="get" action="/burc">`): a
 * `?burc={id}` goes to that sign's daily reading, no sign to the reading grid. The Location is
 * relative, so it is right behind any proxy; 303 because it answers a form.
 */
export function GET(request: Request): Response {
  const sign = new URL(request.url).searchParams.get('burc') ?? '';
  if (sign !== '' && !isSignId(sign)) {
    return errorResponse(badRequest('Böyle bir burç yok. Listeden bir burç seçin.'));
  }
  return new Response(null, {
    status: 303,
    headers: { Location: sign ? `/daily/${sign}` : '/daily', 'Cache-Control': 'no-store' },
  });
}
