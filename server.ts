/**
 * The HTTP entry: Next's request handler behind node:http, for three jobs Next cannot do:
 * 1. refuse what Next mishandles, in Turkish (lib/http/refuse.ts), and shed load when the loop lags;
 * 2. observe each request's final status and duration for analytics (lib/analytics/capture.ts);
 * 3. shut down gracefully, dropping nobody (lib/http/shutdown.ts).
 * Next renders, caches (ISR), compresses and answers ETags itself. WEB_CONCURRENCY > 1 runs that
 * many such processes on one port (lib/http/cluster.ts).
 */
import cluster from 'node:cluster';
import http from 'node:http';
import next from 'next';
import { startAnalyticsCapture } from './lib/analytics/capture';
import { clientAddress } from './lib/analytics/client-address';
import { httpErrorOf } from './lib/api/errors';
import { checkDatabase, closeDatabase, database, databaseLabel } from './lib/db';
import { EnvError, env, type Env } from './lib/env';
import { readingPageReachable, startReadingsAheadFromEnv } from './lib/horoscope/shared';
import { enforceCachePolicy, isRouterRequest } from './lib/http/cache-policy';
import { runCluster } from './lib/http/cluster';
import { LoopLag, isPageAsset, overloaded } from './lib/http/overload';
import { CLIENT_ADDRESS_HEADER } from './lib/http/rate-limit';
import * as refuse from './lib/http/refuse';
import { securityHeaders } from './lib/http/security-headers';
import { closeGracefully } from './lib/http/shutdown';

const dev = process.argv.includes('--dev');
type Handler = ReturnType<ReturnType<typeof next>['getRequestHandler']>;

/** Deliberate bounds, checked every second, so slow clients cannot hold sockets; no Nagle delay. */
const SERVER_OPTIONS: http.ServerOptions = {
  requireHostHeader: false, // refusal() answers a missing Host in Turkish
  connectionsCheckingInterval: 1_000,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  noDelay: true,
};

/**
 * Connections the kernel holds for us while the loop is busy (Node's default is 511; Linux caps
 * it at net.core.somaxconn). Past it a burst's new connections are dropped and their clients
 * retry only after 1, 3, 7 s; held here, they get an answer or a fast 503 at once.
 */
const LISTEN_BACKLOG = 4_096;

/** Analytics capture and the readings generated ahead; `stop` flushes them, then closes the database. */
function startBackgroundWork(config: Env) {
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
  const steps = [async () => analytics?.stop(), startReadingsAheadFromEnv(), closeDatabase];
  const stop = async () => {
    for (const step of steps) {
      await step().catch((err: unknown) =>
        console.error('Kapanış adımı başarısız:', err instanceof Error ? err.message : err),
      );
    }
  };
  return { observe: analytics?.observe, refused: analytics?.refused, stop };
}

/** Pages need no database, so the server starts without one; but it says at once whether it works. */
function reportDatabase() {
  database().then(
    () => console.log(`Veritabanı hazır (${databaseLabel()}).`),
    (err: unknown) =>
      console.error(
        `Veritabanı açılamadı (${databaseLabel()}): ${err instanceof Error ? err.message : err}. ` +
          'Sayfalar sunuluyor; yorumlar ve analytics veritabanına ulaşılınca çalışacak.',
      ),
  );
}

/** Next's answer; for a reading page only when its reading is in memory or its store reachable, else a Turkish 503. */
function answerWithNext(handle: Handler, req: http.IncomingMessage, res: http.ServerResponse) {
  const answer = () =>
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) return void res.end();
      const { status, message } = httpErrorOf(err);
      refuse.sendError(res, status, message);
    });
  const page = refuse.readingPageOf(req.url);
  if (!page) return void answer();
  void readingPageReachable(page).then((up) => (up ? answer() : refuse.sendUnavailablePage(res, 60)));
}

async function serve(config: Env) {
  const app = next({ dev, dir: __dirname, hostname: 'localhost', port: config.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const headers = securityHeaders(config.SITE_URL);
  const work = startBackgroundWork(config);
  const lag = new LoopLag();
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  let accepted = 0;

  const server = http.createServer(SERVER_OPTIONS, (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (stopping) res.setHeader('Connection', 'close');
    if (refuse.beforeNext(req, res, () => work.refused?.(req, res))) return;
    work.observe?.(req, res); // recorded on 'finish', with the final status
    // The rate limiters key on the address we trust, never on what the client claims.
    const { remoteAddress } = req.socket;
    const client = clientAddress(remoteAddress, req.headers['x-forwarded-for'], config.TRUST_PROXY);
    req.headers[CLIENT_ADDRESS_HEADER] = client ?? 'bilinmeyen';
    const load = () => ({ inFlight: inFlight.size, arrivedThisTurn: lag.arrived(), lagMs: lag.current() });
    if (!isPageAsset(req.url) && overloaded(load())) return refuse.shed(res);
    enforceCachePolicy(res, isRouterRequest(req.headers, req.url));
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    answerWithNext(handle, req, res);
  });
  server.on('connection', () => accepted++);
  refuse.malformed(server, headers, { allowUpgrade: dev });
  server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => {
    console.log(`Yıldız Rehberi ${dev ? 'geliştirme' : 'üretim'} modunda: http://localhost:${config.PORT}`);
    reportDatabase();
  });

  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} alındı: yeni bağlantılar kapatılıyor, süren istekler tamamlanıyor.`);
    const finish = async () => {
      lag.stop();
      await work.stop();
      console.log('Sunucu kapandı.');
    };
    closeGracefully(server, { inFlight, accepted: () => accepted, finish });
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => onSignal(signal));
}

function main() {
  let config: Env;
  try {
    config = env();
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : err);
    return process.exit(1);
  }
  if (!dev && cluster.isPrimary && config.WEB_CONCURRENCY > 1) return runCluster(config.WEB_CONCURRENCY);
  serve(config).catch((err: unknown) => {
    console.error('Sunucu başlatılamadı:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

main();
