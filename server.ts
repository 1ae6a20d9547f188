/**
 * The HTTP entry: Next's request handler behind a thin node:http server. It exists because
 * only here is every request's final status and duration visible (analytics capture), and
 * because Next answers request targets that are not paths with a 500.
 */
import http from 'node:http';
import next from 'next';
import { startAnalyticsCapture } from './lib/analytics/capture';
import { clientAddress } from './lib/analytics/client-address';
import { closeDatabase, database, databaseLabel } from './lib/db';
import { EnvError, env } from './lib/env';
import { pageCacheControlFor } from './lib/horoscope/cache-control';
import { startReadingsAheadFromEnv } from './lib/horoscope/shared';
import { CLIENT_ADDRESS_HEADER } from './lib/http/rate-limit';
import { clientErrorAnswer, refusal } from './lib/http/request-target';
import { securityHeaders } from './lib/http/security-headers';

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

  // Analytics: every answered request becomes an event on 'finish' (see lib/analytics).
  const analytics = config.ANALYTICS_CAPTURE
    ? startAnalyticsCapture({
        trustProxy: config.TRUST_PROXY,
        queueLimit: config.ANALYTICS_QUEUE_LIMIT,
        retentionDays: config.ANALYTICS_RETENTION_DAYS,
        rootDir: __dirname,
        openDatabase: () => database(),
      })
    : null;
  // Queued events are written before exit; nothing recorded is lost on SIGTERM.
  if (analytics) shutdownHooks.push(() => analytics.stop());
  shutdownHooks.push(startReadingsAheadFromEnv()); // each period's readings ready when it begins
  // Last: the database closes once nothing else needs it.
  shutdownHooks.push(closeDatabase);

  let stopping = false;
  let accepted = 0;
  const server = http.createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // Shutting down: answer, then close the connection rather than keep it alive.
    if (stopping) res.setHeader('Connection', 'close');
    const refused = refusal(req.method, req.url);
    if (refused) {
      const body = JSON.stringify({ success: false, message: refused.message });
      res.writeHead(refused.status, {
        ...refused.headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    analytics?.observe(req, res);
    // The rate limiters key on the address we trust, never on what the client claims.
    req.headers[CLIENT_ADDRESS_HEADER] =
      clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.TRUST_PROXY) ??
      'bilinmeyen';
    // Reading pages may be kept by shared caches until their period ends; Next keeps a
    // Cache-Control that is already set on a dynamic page.
    const cacheControl = pageCacheControlFor(req.method, req.url);
    if (cacheControl) {
      res.setHeader('Cache-Control', cacheControl);
      keepOnlySuccessInCaches(res);
    }
    handle(req, res).catch((err: unknown) => {
      console.error('İstek işlenemedi:', err instanceof Error ? err.message : err);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, message: 'Sunucuda beklenmeyen bir hata oluştu.' }));
      } else {
        res.end();
      }
    });
  });

  server.on('connection', () => accepted++);
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (socket.writable && !socket.writableEnded)
      socket.end(clientErrorAnswer(err.code, Object.fromEntries(headers)));
    else socket.destroy();
  });

  // Deliberate bounds: slow clients cannot hold sockets forever.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  server.listen(config.PORT, config.HOST, () => {
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
    // Connections the kernel took before the signal may still wait in the listen queue (the
    // event loop was busy rendering, say), and closing the listener would reset them. Node
    // accepts about one of them per turn of the event loop: keep turning until a turn brings
    // none (a second at most, should clients keep coming), then close.
    const drainUntil = Date.now() + 1_000;
    let seen = -1;
    const closeOnceQueueIsEmpty = () => {
      if (accepted !== seen && Date.now() < drainUntil) {
        seen = accepted;
        setImmediate(closeOnceQueueIsEmpty);
        return;
      }
      // Stop accepting; idle keep-alive sockets are closed now, busy ones after their response.
      server.close(async () => {
        await runShutdownHooks();
        console.log('Sunucu kapandı.');
        process.exit(0);
      });
      server.closeIdleConnections();
    };
    setImmediate(closeOnceQueueIsEmpty);
    // Whatever is still open after the grace period is cut, so a stuck client cannot block exit.
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * A reading page's Cache-Control lets shared caches keep it until the period ends; it is set
 * before Next renders, so a render that fails (the database down) would be kept just as
 * long. Only a successful answer keeps it; an error is not stored.
 */
function keepOnlySuccessInCaches(res: http.ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (args[0] >= 400) this.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(this, args);
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
