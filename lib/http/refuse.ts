/**
 * What server.ts answers by itself, before or instead of Next: requests Next mishandles
 * (lib/http/request-target.ts says which), what Node's parser rejects, and load it sheds.
 * Every answer is JSON in Turkish (`{ success: false, message }`) that no cache keeps.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from '../api/errors';
import { BusyError } from '../errors';
import { ALLOWED_METHODS, clientErrorAnswer, rawAnswer, refusal } from './request-target';

type Headers = Record<string, string>;

/** A JSON error answer that no cache keeps. */
export function sendError(res: ServerResponse, status: number, message: string, extra: Headers = {}) {
  const body = JSON.stringify(errorBody(message));
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Answers a request Next would mishandle (or an OPTIONS) and returns true; false when Next may answer. */
export function refuseBeforeNext(req: IncomingMessage, res: ServerResponse): boolean {
  const { method, url, httpVersion, headers } = req;
  const routerStateTree = headers['next-router-state-tree'];
  const refused = refusal(method, url, { httpVersion, host: headers.host, routerStateTree });
  if (refused) {
    sendError(res, refused.status, refused.message, refused.headers);
    return true;
  }
  if (method !== 'OPTIONS') return false;
  // Nothing here is cross-origin: no Access-Control-* headers, just what may be asked.
  res.writeHead(204, { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' });
  res.end();
  return true;
}

/**
 * Answers what Node's parser rejects or would drop without a word: bad bytes or headers, an
 * unknown Expect, CONNECT, and (unless `allowUpgrade`: Next's dev server uses it) Upgrade.
 */
export function refuseMalformed(server: Server, headers: Headers, { allowUpgrade = false } = {}) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writable && !socket.writableEnded) socket.end(clientErrorAnswer(err.code, headers));
    else socket.destroy();
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    sendError(res, 417, 'İstekteki Expect başlığı desteklenmiyor.');
  });
  const onlyReads = rawAnswer(405, 'Method Not Allowed', 'Bu adres yalnızca GET isteklerini kabul eder.', {
    ...headers,
    Allow: ALLOWED_METHODS,
  });
  server.on('connect', (_req: IncomingMessage, socket: Socket) => socket.end(onlyReads));
  if (allowUpgrade) return;
  const noUpgrade = rawAnswer(
    400,
    'Bad Request',
    'Bu sunucu bağlantı yükseltmeyi (Upgrade) desteklemiyor.',
    headers,
  );
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => socket.end(noUpgrade));
}

/** Seconds a shed client is asked to wait. */
const SHED_RETRY_AFTER = 2;

/** Overloaded (lib/http/overload.ts): a fast 503 with Retry-After instead of a wait behind the work taken. */
export function shed(res: ServerResponse) {
  sendError(res, 503, new BusyError().message, { 'Retry-After': String(SHED_RETRY_AFTER) });
}
