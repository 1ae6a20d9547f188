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

/** Next's own bound on the router state header (about 2,000 segments). */
const MAX_ROUTER_STATE_LENGTH = 40_000;

/**
 * Whether a Next-Router-State-Tree header is one the router itself would send: URI-encoded JSON
 * of `[segment, { slot: state }, ...]` (the shape Next checks before it renders).
 */
export function isRouterState(header: string | string[]): boolean {
  if (Array.isArray(header) || header.length > MAX_ROUTER_STATE_LENGTH) return false;
  let state: unknown;
  try {
    state = JSON.parse(decodeURIComponent(header));
  } catch {
    return false;
  }
  return isStateNode(state, 0);
}

function isStateNode(node: unknown, depth: number): boolean {
  if (!Array.isArray(node) || node.length < 2 || node.length > 6 || depth > 100) return false;
  const [segment, slots] = node as [unknown, unknown];
  const segmentOk =
    typeof segment === 'string' ||
    (Array.isArray(segment) && typeof segment[0] === 'string' && typeof segment[1] === 'string');
  if (!segmentOk || typeof slots !== 'object' || slots === null || Array.isArray(slots)) return false;
  return Object.values(slots).every((child) => isStateNode(child, depth + 1));
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The addresses that take a POST body: the vitals beacon, and the APIs and the page that read
 * birth data (so that it never travels in an address, a log line or the browser's history): the
 * birth chart's and the synastry's page forms post to their server actions.
 */
const POST_PATHS = new Set([
  '/dogum-haritasi',
  '/iliski-haritasi',
  '/api/vitals',
  '/api/birth-chart',
  '/api/transits',
  '/api/solar-return',
  '/api/personal-reading',
  '/api/synastry',
]);
const pathOfTarget = (target: string | undefined) => (target ?? '').split('?', 1)[0];
const acceptsPost = (target: string | undefined) => POST_PATHS.has(pathOfTarget(target));

/** The pages among POST_PATHS: they take a form (before hydration) or a call of their server action. */
const FORM_PAGES = new Set(['/dogum-haritasi', '/iliski-haritasi']);
const FORM_TYPE = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i;

/** What OPTIONS answers, and 405 names: the methods this site serves. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

export interface Refusal extends Omit<TargetProblem, 'status'> {
  status: 400 | 405 | 414 | 415;
  headers?: Record<string, string>;
}

/**
 * What server.ts answers by itself before Next sees a request: bad targets, and methods other
 * than reads, except a POST to the addresses above. Nothing else accepts writes (the server actions
 * are the birth chart's and the synastry's, each on its own page); Next would
 * answer an empty 405, or a 500 for TRACE on a path its proxy runs on.
 */
export function refusal(
  method: string | undefined,
  target: string | undefined,
  request: {
    httpVersion?: string;
    host?: string;
    routerStateTree?: string | string[];
    contentType?: string;
    /** The request names a server action (Next-Action). */
    serverAction?: boolean;
  } = {},
): Refusal | null {
  // HTTP/1.1 requires Host. Node would refuse it itself, with a bare 400 that lacks our headers.
  if (request.httpVersion === '1.1' && !request.host) {
    return { status: 400, message: 'İstekte Host başlığı yok.' };
  }
  const problem = requestTargetProblem(target);
  if (problem) return problem;
  // Next answers a router state it cannot read with a 500 (and two log lines).
  if (request.routerStateTree !== undefined && !isRouterState(request.routerStateTree)) {
    return { status: 400, message: 'Geçersiz istek: sayfa yönlendirici başlığı okunamadı.' };
  }
  if (!READ_METHODS.has(method ?? '') && !(method === 'POST' && acceptsPost(target))) {
    return {
      status: 405,
      message: 'Bu adres yalnızca GET isteklerini kabul eder.',
      headers: { Allow: ALLOWED_METHODS },
    };
  }
  // A page takes a form or its action's call, nothing else (Next would answer a bare English 405).
  if (
    method === 'POST' &&
    FORM_PAGES.has(pathOfTarget(target)) &&
    !request.serverAction &&
    !FORM_TYPE.test(request.contentType ?? '')
  ) {
    return { status: 415, message: 'Bu sayfa yalnızca formdan gönderilen bilgileri kabul eder.' };
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
