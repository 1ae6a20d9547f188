import { z } from 'zod';

/**
 * The error answer every API route gives: `{ success: false, message }` with a Turkish
 * message. Domain code throws ApiError; routes turn it into a response with `errorResponse`.
 */
export const errorBodySchema = z.object({ success: z.literal(false), message: z.string().min(1) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);

/** Maps any thrown value to a JSON answer; unknown errors become a generic Turkish 500 without details. */
export function errorResponse(err: unknown): Response {
  if (err instanceof ApiError) {
    const body: ErrorBody = { success: false, message: err.message };
    return Response.json(body, {
      status: err.status,
      headers: { 'Cache-Control': 'no-store', ...err.headers },
    });
  }
  console.error('Beklenmeyen API hatası:', err instanceof Error ? err.message : err);
  const body: ErrorBody = {
    success: false,
    message: 'Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  };
  return Response.json(body, { status: 500, headers: { 'Cache-Control': 'no-store' } });
}

/** Runs a handler body and maps whatever it throws with `errorResponse`. */
export async function answer(body: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await body();
  } catch (err) {
    return errorResponse(err);
  }
}
