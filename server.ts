/**
 * The HTTP entry: Next's request handler behind a thin node:http server. It exists because
 * only here is every request's final status and duration visible (analytics capture), because
 * Next answers request targets that are not paths with a 500, and because only here can the
 * server protect itself: caching headers that shared caches can trust, the per-sign reading
 * pages served from one render per period, load shedding, and a shutdown that drops nobody.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo, Server as NetServer, Socket } from 'node:net';
import next from 'next';
import { isbot } from 'isbot';
import { startAnalyticsCapture } from './lib/analytics/capture';
import { clientAddress } from './lib/analytics/client-address';
import { errorBody, httpErrorOf } from './lib/api/errors';
import { answerFromMemory } from './lib/api/horoscope-answer';
import { checkDatabase, closeDatabase, database, databaseLabel } from './lib/db';
import { EnvError, env } from './lib/env';
import { BusyError } from './lib/errors';
import { pageCacheControlFor, readingPageCacheControl } from './lib/horoscope/cache-control';
import { readingService, startReadingsAheadFromEnv } from './lib/horoscope/shared';
import { ROUTER_VARY, finalCacheControl, isRouterRequest, mergeVary } from './lib/http/cache-policy';
import { listenCopies } from './lib/http/listen-copies';
import { LoopLag, overloaded } from './lib/http/overload';
import {
  RenderedPages,
  isCachedPage,
  periodPageType,
  type CachedPage,
  type RenderedAnswer,
} from './lib/http/page-cache';
import { CLIENT_ADDRESS_HEADER } from './lib/http/rate-limit';
import { ALLOWED_METHODS, clientErrorAnswer, rawAnswer, refusal } from './lib/http/request-target';
import { acceptsGzip } from './lib/http/encoding';
import { gatePage } from './lib/http/script-gate';
import { securityHeaders } from './lib/http/security-headers';

/**
 * Copies of the listening socket (lib/http/listen-copies.ts), so that a crowd arriving at once is
 * accepted within a few turns of the event loop: one connection per copy per turn.
 */
const LISTEN_COPIES = 31;
/** Seconds a refused client is asked to wait. */
const SHED_RETRY_AFTER = 2;
/** Marks the server's own render requests (see renderPage); the value is secret to this process. */
const RENDER_HEADER = 'x-yildiz-render';
const RENDER_CLIENT_HEADER = 'x-yildiz-render-client';
/** Who the reading pages are rendered for: a browser, or a crawler (Next puts metadata in <head> for those). */
const RENDER_AGENTS = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;
/** Headers of a render that are the transport's or ours to set, not the page's. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'cache-control',
  'vary',
  'etag',
  'set-cookie',
]);

async function main() {
  let config;
  try {
    config = env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const dev = process.argv.includes('--dev');
  const app = next({ dev, dir: __dirname, hostname: 'localhost', port: config.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const headers = Object.entries(securityHeaders(config.SITE_URL));
  const siteHost = new URL(config.SITE_URL).host;

  // Analytics: every answered request becomes an event on 'finish' (see lib/analytics).
  const analytics = config.ANALYTICS_CAPTURE
    ? startAnalyticsCapture({
        trustProxy: config.TRUST_PROXY,
        queueLimit: config.ANALYTICS_QUEUE_LIMIT,
        retentionDays: config.ANALYTICS_RETENTION_DAYS,
        rootDir: __dirname,
        openDatabase: () => database(),
        onWriteFailure: checkDatabase,
      })
    : null;
  // Queued events are written before exit; nothing recorded is lost on SIGTERM.
  if (analytics) shutdownHooks.push(() => analytics.stop());
  shutdownHooks.push(startReadingsAheadFromEnv()); // each period's readings ready when it begins
  // Last: the database closes once nothing else needs it.
  shutdownHooks.push(closeDatabase);

  const lag = new LoopLag();
  const renderSecret = Buffer.from(randomBytes(24).toString('base64url'));
  const renderAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const isInternal = (req: http.IncomingMessage) => {
    const given = req.headers[RENDER_HEADER];
    if (typeof given !== 'string' || given.length !== renderSecret.length) return false;
    return timingSafeEqual(Buffer.from(given), renderSecret);
  };

  /**
   * Renders a reading page through this very server, as a request of its own: Next renders it
   * exactly as for a visitor, and the answer comes back whole, uncompressed, to be kept. The
   * visitor who caused the render is named, so the limits on reading generation stay theirs.
   */
  const renderPage = (path: string, variant: string, client: string): Promise<RenderedAnswer> =>
    new Promise((resolve, reject) => {
      const { address, port } = server.address() as AddressInfo;
      const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
      const req = http.request(
        {
          host,
          port,
          path,
          agent: renderAgent,
          headers: {
            host: siteHost,
            'accept-encoding': 'identity',
            'user-agent': RENDER_AGENTS[variant as keyof typeof RENDER_AGENTS],
            [RENDER_HEADER]: renderSecret.toString(),
            [RENDER_CLIENT_HEADER]: client,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const kept: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(res.headers))
              if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
            resolve({ status: res.statusCode ?? 500, headers: kept, body: Buffer.concat(chunks) });
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('okuma sayfası zamanında oluşturulamadı')));
      req.on('error', reject);
      req.end();
    });
  const pages = new RenderedPages(renderPage, 512);

  let stopping = false;
  let accepted = 0;
  let inFlight = 0;
  const server = http.createServer(
    {
      // Node answers a missing Host with a bare 400 of its own; refusal() answers it with ours.
      requireHostHeader: false,
      // How often Node checks headersTimeout and requestTimeout: by default only every 30 s,
      // so a slow client held its socket three times as long as the bound says.
      connectionsCheckingInterval: 1_000,
      // Deliberate bounds: slow clients cannot hold sockets forever.
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      // Shutting down: answer, then close the connection rather than keep it alive.
      if (stopping) res.setHeader('Connection', 'close');
      const internal = isInternal(req);
      const refused = refusal(req.method, req.url, { httpVersion: req.httpVersion, host: req.headers.host });
      if (refused) return sendError(res, refused.status, refused.message, refused.headers);
      if (req.method === 'OPTIONS') {
        // Nothing here is cross-origin: no Access-Control-* headers, just what may be asked.
        res.writeHead(204, { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      if (!internal) analytics?.observe(req, res);
      inFlight++;
      res.once('close', () => inFlight--);
      // The rate limiters key on the address we trust, never on what the client claims.
      const client = internal
        ? String(req.headers[RENDER_CLIENT_HEADER] ?? 'bilinmeyen')
        : (clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.TRUST_PROXY) ??
          'bilinmeyen');
      req.headers[CLIENT_ADDRESS_HEADER] = client;
      const router = isRouterRequest(req.headers, req.url);
      applyCachePolicy(res, router);

      const url = req.url ?? '/';
      const path = url.split('?', 1)[0];
      // A bare address read by a visitor: what may be answered from memory.
      const bare = !internal && (req.method === 'GET' || req.method === 'HEAD') && !url.includes('?');
      // A current reading already in memory: one lookup and the timestamp, without Next's pipeline
      // (the route answers the same bytes, and loads or generates what is not in memory yet).
      if (bare) {
        const reading = answerFromMemory(readingService(), path, new Date(), req.headers['if-none-match']);
        if (reading) {
          // Compressed as Next would (fast level: 4–5 kB of JSON, a few tens of µs).
          const body = reading.body && acceptsGzip(req) ? gzipSync(reading.body, { level: 1 }) : reading.body;
          if (body !== reading.body) res.setHeader('Content-Encoding', 'gzip');
          if (body) res.setHeader('Content-Length', body.length);
          res.setHeader('Vary', mergeVary(res.getHeader('Vary'), ['Accept-Encoding']));
          res.writeHead(reading.status, reading.headers);
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
      }
      // A page served from its period's render (not in development: pages there must show every edit).
      if (bare && !dev && !router && periodPageType(path)) {
        const variant = isbot(req.headers['user-agent'] ?? '') ? 'bot' : 'browser';
        pages.get(path, variant, client).then(
          (answer) => sendRendered(req, res, answer),
          (err: unknown) => {
            // The render itself failed (not the page): let Next answer this one directly.
            console.error('Sayfa önbelleğe alınamadı:', err instanceof Error ? err.message : err);
            if (!res.headersSent) void serveWithNext(req, res);
          },
        );
        return;
      }
      if (!internal && overloaded({ inFlight, arrivedThisTurn: lag.arrived(), lagMs: lag.current() }))
        return shed(res, path);
      // Reading pages asked for with a query string are still the period's page.
      const cacheControl = router ? null : pageCacheControlFor(req.method, url);
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      void serveWithNext(req, res);
    },
  );

  const serveWithNext = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A page (not a chunk, an API answer or the router's payload): its scripts start after the
    // first paint (lib/http/script-gate.ts), and it is compressed here, after that rewrite.
    if (!dev && isPageRequest(req)) gatePage(req, res);
    return handle(req, res).catch((err: unknown) => {
      const { status, message } = httpErrorOf(err);
      if (!res.headersSent) sendError(res, status, message);
      else res.end();
    });
  };

  // Sockets open now, whichever copy of the listener took them: shutdown waits for them all.
  let openSockets = 0;
  let whenAllClosed: (() => void) | null = null;
  server.on('connection', (socket: Socket) => {
    accepted++;
    openSockets++;
    socket.once('close', () => {
      if (--openSockets === 0) whenAllClosed?.();
    });
  });
  let copies: NetServer[] = [];
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (socket.writable && !socket.writableEnded)
      socket.end(clientErrorAnswer(err.code, Object.fromEntries(headers)));
    else socket.destroy();
  });
  // Without these listeners Node answers an unknown Expect with a bare 417 and drops CONNECT.
  server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    sendError(res, 417, 'İstekteki Expect başlığı desteklenmiyor.');
  });
  server.on('connect', (_req, socket: Socket) => {
    socket.end(
      rawAnswer(405, 'Method Not Allowed', 'Bu adres yalnızca GET isteklerini kabul eder.', {
        ...Object.fromEntries(headers),
        Allow: ALLOWED_METHODS,
      }),
    );
  });

  // Nothing here speaks WebSocket; Node would otherwise drop the socket without a word.
  if (!dev) {
    server.on('upgrade', (_req, socket: Socket) => {
      socket.end(
        rawAnswer(400, 'Bad Request', 'Bu sunucu bağlantı yükseltmeyi (Upgrade) desteklemiyor.', {
          ...Object.fromEntries(headers),
        }),
      );
    });
  }

  server.listen(config.PORT, config.HOST, async () => {
    // Not in development: Next's dev server upgrades connections for hot reload by itself.
    if (!dev) {
      copies = await listenCopies(server, LISTEN_COPIES, (socket) => server.emit('connection', socket));
      if (stopping) for (const copy of copies) copy.close(); // the signal came first
    }
    console.log(`Yıldız Rehberi ${dev ? 'geliştirme' : 'üretim'} modunda: http://localhost:${config.PORT}`);
    // Pages do not need the database, so the server starts without it; but say at once
    // whether readings and analytics can work. The data layer retries on the next use.
    database().then(
      () => console.log(`Veritabanı hazır (${databaseLabel()}).`),
      (err: unknown) =>
        console.error(
          `Veritabanı açılamadı (${databaseLabel()}): ${err instanceof Error ? err.message : err}. ` +
            'Sayfalar sunuluyor; yorumlar ve analytics veritabanına ulaşılınca çalışacak.',
        ),
    );
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} alındı: yeni bağlantılar kapatılıyor, süren istekler tamamlanıyor.`);
    // Connections the kernel took before the signal may still wait in the listen queue, and
    // closing the listener would reset them although their clients have sent a request. Each
    // listening handle accepts one of them per turn of the event loop: keep turning until
    // three turns bring none, at most five seconds, then close. Everything accepted is
    // answered; idle keep-alive sockets are closed at once.
    const drainUntil = Date.now() + 5_000;
    let seen = -1;
    let quietTurns = 0;
    const closeOnceQueueIsEmpty = () => {
      quietTurns = accepted === seen ? quietTurns + 1 : 0;
      seen = accepted;
      if (quietTurns < 3 && Date.now() < drainUntil) {
        setImmediate(closeOnceQueueIsEmpty);
        return;
      }
      for (const copy of copies) copy.close();
      server.close();
      whenAllClosed = async () => {
        whenAllClosed = null;
        lag.stop();
        renderAgent.destroy();
        await runShutdownHooks();
        console.log('Sunucu kapandı.');
        process.exit(0);
      };
      server.closeIdleConnections();
      if (openSockets === 0) void whenAllClosed();
    };
    setImmediate(closeOnceQueueIsEmpty);
    // Whatever is still open after the grace period is cut, so a stuck client cannot block exit.
    setTimeout(() => server.closeAllConnections(), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** A JSON error answer (`{ success: false, message }`), not kept by any cache. */
function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) {
  const body = JSON.stringify(errorBody(message));
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Overloaded: a fast 503 with Retry-After, JSON on the API and a short Turkish page elsewhere. */
function shed(res: http.ServerResponse, path: string) {
  const { status, message } = httpErrorOf(new BusyError());
  const headers = { 'Retry-After': String(SHED_RETRY_AFTER) };
  if (path === '/api' || path.startsWith('/api/')) return sendError(res, status, message, headers);
  const body = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Yıldız Rehberi</title></head><body><p>${message}</p></body></html>`;
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** A request for a page: what Next answers with HTML (or a page-level file such as the sitemap). */
function isPageRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/') || url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
    return false;
  return !isRouterRequest(req.headers, url);
}

/** A reading page from its period's render: gzip when accepted, 304 when the client has it. */
function sendRendered(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  answer: CachedPage | RenderedAnswer,
) {
  if (res.headersSent || res.destroyed) return;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (!isCachedPage(answer)) {
    // Not a page worth keeping (a 404, a 503 while the database is down): as rendered, not cached.
    res.setHeader('Cache-Control', 'no-store');
    res.writeHead(answer.status, { 'Content-Length': answer.body.length });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  const gzip = acceptsGzip(req);
  const etag = gzip ? `${answer.etag.slice(0, -1)}-gz"` : answer.etag;
  res.setHeader('Cache-Control', readingPageCacheControl({ endsAt: answer.periodEndsAt }, new Date()));
  res.setHeader('Vary', mergeVary(res.getHeader('Vary'), ['Accept-Encoding']));
  res.setHeader('ETag', etag);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304);
    res.end();
    return;
  }
  const body = gzip ? answer.gzip : answer.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.writeHead(200, { 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Caching headers shared caches can trust (lib/http/cache-policy.ts), fixed at the moment the
 * answer's head is written, whatever Next or a route set before.
 */
function applyCachePolicy(res: http.ServerResponse, routerRequest: boolean) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const [status, second, third] = args as [number, unknown, unknown];
    // Headers handed to writeHead win over set ones: apply them first, so the policy sees them.
    const given = typeof second === 'object' && second !== null ? second : third;
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given as Record<string, unknown>))
        if (value !== undefined) this.setHeader(name, value as string | number | string[]);
    }
    const current = this.getHeader('Cache-Control');
    const cacheControl = finalCacheControl(
      status,
      current === undefined ? undefined : String(current),
      routerRequest,
    );
    if (cacheControl) this.setHeader('Cache-Control', cacheControl);
    this.setHeader('Vary', mergeVary(this.getHeader('Vary'), ROUTER_VARY));
    const write = writeHead as (this: http.ServerResponse, s: number, m?: string) => http.ServerResponse;
    return write.call(this, status, typeof second === 'string' ? second : undefined);
  } as typeof writeHead;
}

/** Work to finish before exit (flushing queues, closing the database); features add theirs here. */
const shutdownHooks: Array<() => Promise<void>> = [];
async function runShutdownHooks() {
  for (const hook of shutdownHooks) {
    try {
      await hook();
    } catch (err) {
      console.error('Kapanış adımı başarısız:', err instanceof Error ? err.message : err);
    }
  }
}

main().catch((err: unknown) => {
  console.error('Sunucu başlatılamadı:', err instanceof Error ? err.message : err);
  process.exit(1);
});
