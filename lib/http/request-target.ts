import { errorBody } from '../api/errors';

/** Longest request target we accept; real pages and API calls here stay far below it. */
export const MAX_TARGET_LENGTH = 2048;

export interface TargetProblem {
  status: 400 | 414;
  message: string;
}

/**
 * Checks a raw request target before Next sees it. Returns the status and Turkish reason to
 * refuse it with, or null when the target is an ordinary origin-form path.
 */
export function requestTargetProblem(target: string | undefined): TargetProblem | null {
  if (target && target.length > MAX_TARGET_LENGTH) {
    return { status: 414, message: 'İstek adresi çok uzun.' };
  }
  // '*' (OPTIONS *), absolute URIs and authority forms: Next 16 answers these with a 500.
  if (!target || !target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, message: 'Geçersiz istek hedefi: adres / ile başlayan bir yol olmalı.' };
  }
  const queryStart = target.search(/[?#]/);
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Geçersiz istek hedefi: adreste hatalı yüzde kodlaması var.' };
  }
  return null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The APIs that take birth data also by POST (a JSON body), so it need not travel in an address. */
const POST_PATHS = new Set(['/api/transits', '/api/solar-return', '/api/personal-reading']);

/** What OPTIONS answers, and 405 names: the methods this site serves. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

export interface Refusal extends Omit<TargetProblem, 'status'> {
  status: 400 | 405 | 414;
  headers?: Record<string, string>;
}

/**
 * What server.ts answers by itself before Next sees a request: bad targets, and methods other
 * than reads. Nothing on this site accepts writes (no forms, no server actions); Next would
 * answer an empty 405, or a 500 for TRACE on a path its proxy runs on.
 */
export function refusal(
  method: string | undefined,
  target: string | undefined,
  request: { httpVersion?: string; host?: string } = {},
): Refusal | null {
  // HTTP/1.1 requires Host. Node would refuse it itself, with a bare 400 that lacks our headers.
  if (request.httpVersion === '1.1' && !request.host) {
    return { status: 400, message: 'İstekte Host başlığı yok.' };
  }
  const problem = requestTargetProblem(target);
  if (problem) return problem;
  if (method === 'POST' && POST_PATHS.has((target ?? '').split('?')[0])) return null;
  if (!READ_METHODS.has(method ?? '')) {
    return {
      status: 405,
      message: 'Bu adres yalnızca GET isteklerini kabul eder.',
      headers: { Allow: ALLOWED_METHODS },
    };
  }
  return null;
}

/**
 * The raw answer for a request Node's parser could not read (bad bytes in the target or a
 * header, headers too large, a client too slow): JSON in Turkish like every other refusal,
 * instead of Node's bare 400.
 */
export function clientErrorAnswer(code: string | undefined, extraHeaders: Record<string, string>): string {
  const [status, reason, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'İstek başlıkları çok büyük.']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'İstek zamanında tamamlanmadı.']
        : [400, 'Bad Request', 'İstek okunamadı: biçimi hatalı.'];
  return rawAnswer(status, reason, message, extraHeaders);
}

/** A whole HTTP/1.1 answer as text, for sockets Node's parser gave up on (the connection then closes). */
export function rawAnswer(
  status: number,
  reason: string,
  message: string,
  extraHeaders: Record<string, string>,
): string {
  const body = JSON.stringify(errorBody(message));
  const headers = {
    ...extraHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return `HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`;
}
