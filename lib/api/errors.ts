import { z } from 'zod';
import '../zod-jitless';
import { describeError, isDomainError, type DomainErrorKind } from '../errors';
import { logLimited } from '../http/log';

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

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  'not-found': 404,
  'rate-limited': 429,
  unavailable: 503,
  busy: 503,
};

export const INTERNAL_ERROR_MESSAGE =
  'Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

/** The one error body: `{ success: false, message }`. */
export function errorBody(message: string): ErrorBody {
  return { success: false, message };
}

/**
 * The HTTP status, Turkish message and headers for any thrown value: the one mapping from domain
 * errors to answers. Unknown errors become a generic 500 without details (and are logged).
 */
export function httpErrorOf(err: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (err instanceof ApiError) return { status: err.status, message: err.message, headers: err.headers };
  if (isDomainError(err)) {
    // The cause, for the log: once a minute per cause, so a dead database cannot flood it.
    if (err instanceof Error && 'detail' in err) {
      const detail = String(err.detail);
      logLimited(`domain-error:${detail.slice(0, 120)}`, detail);
    }
    const headers: Record<string, string> = {};
    if (err.retryAfterSeconds !== undefined) headers['Retry-After'] = String(err.retryAfterSeconds);
    return { status: STATUS[err.kind], message: err.message, headers };
  }
  console.error('Beklenmeyen API hatası:', describeError(err));
  return { status: 500, message: INTERNAL_ERROR_MESSAGE, headers: {} };
}

/** Maps any thrown value to a JSON answer with `httpErrorOf`. */
export function errorResponse(err: unknown): Response {
  const { status, message, headers } = httpErrorOf(err);
  return Response.json(errorBody(message), { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Runs a handler body and maps whatever it throws with `errorResponse`. */
export async function answer(body: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await body();
  } catch (err) {
    return errorResponse(err);
  }
}
