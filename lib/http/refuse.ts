/**
 * What server.ts answers by itself, before or instead of Next: requests Next mishandles
 * (lib/http/request-target.ts says which), what Node's parser rejects, and load it sheds.
 * Every answer is JSON in Turkish (`{ success: false, message }`) that no cache keeps.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from '../api/errors';
import { BusyError } from '../errors';
import { logLimited } from './log';
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
export function beforeNext(req: IncomingMessage, res: ServerResponse, onRefusal?: () => void): boolean {
  const { method, url, httpVersion, headers } = req;
  const routerStateTree = headers['next-router-state-tree'];
  const refused = refusal(method, url, {
    httpVersion,
    host: headers.host,
    routerStateTree,
    contentType: headers['content-type'],
    serverAction: headers['next-action'] !== undefined,
  });
  if (refused) {
    onRefusal?.(); // recorded (under its status class) once the refusal is sent
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
export function malformed(server: Server, headers: Headers, { allowUpgrade = false } = {}) {
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
  // Its connection is not read again until Retry-After has passed: a client that asks again at
  // once would only fill the next turns with refusals, and Node accepts one new connection per
  // turn, so short turns are what let the crowd behind it in.
  const { socket } = res;
  if (!socket) return;
  res.once('finish', () =>
    setImmediate(() => {
      socket.pause();
      setTimeout(() => socket.resume(), SHED_RETRY_AFTER * 1000).unref();
    }),
  );
}

/** The per-sign reading pages (and their dated archive pages), not their images. */
const READING_PAGE = /^\/(daily|weekly|monthly)\/([^/?#]+)(?:\/((?!opengraph-image)[^/?#]+))?\/?(?:[?#]|$)/;

/** A reading page's address as written (not yet validated): its type, its sign, and whether it is dated. */
export interface ReadingPageTarget {
  type: string;
  sign: string;
  dated: boolean;
}

export function readingPageOf(target: string | undefined): ReadingPageTarget | null {
  const match = target === undefined ? null : READING_PAGE.exec(target);
  return match ? { type: match[1], sign: match[2], dated: match[3] !== undefined } : null;
}

/**
 * A reading page while its store is down: Next could only answer a blank 500 (and log a stack
 * per render), so this answers first, in Turkish, with Retry-After. One log line a minute.
 */
export function sendUnavailablePage(res: ServerResponse, retryAfterSeconds: number) {
  const message = 'Yorumlar şu anda hazırlanamıyor. Lütfen birkaç dakika sonra tekrar deneyin.';
  logLimited('reading-pages-unavailable', 'Okuma sayfaları sunulamıyor: yorum deposuna ulaşılamıyor (503).');
  const body =
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Geçici olarak hizmet dışı | Yıldız Rehberi</title></head>' +
    '<body style="font-family:system-ui,sans-serif;background:#070a1c;color:#e2e8f0;text-align:center;padding:6rem 1rem">' +
    `<h1>Geçici olarak hizmet dışı</h1><p>${message}</p><p><a href="/" style="color:#fcd34d">Ana sayfaya dön</a></p>` +
    '</body></html>';
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
  });
  res.end(body);
}
