import { errorResponse, notFound } from '@/lib/api/errors';

// Unknown API addresses answer in JSON like every other API error, not with the HTML 404 page.
const unknown = () => errorResponse(notFound('Böyle bir API adresi yok.'));

export const GET = unknown;
export const HEAD = unknown;
