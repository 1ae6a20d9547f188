import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DbHandle } from '../db';
import { BotClassifier } from './bots';
import { cameThroughTrustedProxy, type TrustProxy } from '../http/trust-proxy';
import { clientAddress, normalizeAddress } from './client-address';
import { CountryLookup, DBIP_COUNTRY_FILE } from './country';
import { recordedPath, type AnalyticsEvent } from './event';
import { isExcluded, listPublicFiles, pathOf } from './exclusions';
import { AnalyticsRecorder } from './recorder';
import { REQUEST_ID_HEADER, requestKeyOf } from './request-key';
import { pruneAnalytics, writeEvents } from './store';
import { VisitorHasher } from './visitor';
import { derivedSalts, loadVisitorSecret } from './visitor-secret';
import { env } from '../env';
import { istanbulSlot, istanbulDay as istanbulToday } from '../time/zone';

export interface ObserverParts {
  trustProxy: TrustProxy | boolean;
  publicFiles: ReadonlySet<string>;
  record: (event: AnalyticsEvent) => void;
  countries: Pick<CountryLookup, 'ofRequest'>;
  visitors: Pick<VisitorHasher, 'hash'>;
  bots: Pick<BotClassifier, 'classify'>;
  /** Reports a capture bug once; the request itself is never affected. */
  onError?: (err: unknown) => void;
}

/**
 * Returns the function server.ts calls for every request before Next handles it. It notes the
 * arrival, and on the response's 'finish' turns the request into an event for the queue. The
 * address and user agent are used there and then, for the country and the visitor hash, and
 * are not kept. Any failure here is swallowed: recording must never break a response.
 */
export function createRequestObserver(parts: ObserverParts) {
  let reported = false;
  const fail = (err: unknown) => {
    if (reported) return;
    reported = true;
    (
      parts.onError ??
      ((e) => console.error('Analytics: istek kaydedilemedi:', e instanceof Error ? e.message : e))
    )(err);
  };

  function observe(req: IncomingMessage, res: ServerResponse): void {
    try {
      const started = process.hrtime.bigint();
      const arrivedAt = Date.now();
      const urlPath = pathOf(req.url ?? '/');
      if (isExcluded(urlPath, req.headers, parts.publicFiles)) return;
      const socketAddress = req.socket.remoteAddress;
      res.once('finish', () => {
        try {
          const durationUs = Number((process.hrtime.bigint() - started) / 1000n);
          // 'finish' comes once the last write reached the kernel: an answer cut off before that
          // (the socket destroyed) never finishes and is not counted.
          recordAnswer(req, res.statusCode, { arrivedAt, durationUs, urlPath, socketAddress });
        } catch (err) {
          fail(err);
        }
      });
    } catch (err) {
      fail(err);
    }
  }

  function recordAnswer(
    req: IncomingMessage,
    status: number,
    at: { arrivedAt: number; durationUs: number; urlPath: string; socketAddress: string | undefined },
  ) {
    try {
      const slot = istanbulSlot(at.arrivedAt);
      const address = clientAddress(at.socketAddress, req.headers['x-forwarded-for'], parts.trustProxy);
      const viaProxy =
        typeof parts.trustProxy === 'boolean'
          ? parts.trustProxy
          : cameThroughTrustedProxy(normalizeAddress(at.socketAddress), parts.trustProxy);
      const userAgent = req.headers['user-agent'];
      const verdict = parts.bots.classify(userAgent);
      const method = req.method ?? 'GET';
      const event: Omit<AnalyticsEvent, 'visitor'> = {
        at: at.arrivedAt,
        day: slot.day,
        hour: slot.hour,
        // Only the site's own pages keep their path; every other answer counts under its class
        // ("(3xx)", "(4xx)", "(5xx)", "(HEAD)"), so invented paths cannot grow the rollups.
        path: recordedPath(method, status, at.urlPath),
        method,
        status,
        durationUs: at.durationUs,
        country: parts.countries.ofRequest(address, req.headers['cf-ipcountry'], viaProxy),
        bot: verdict.bot,
        botName: verdict.name,
      };
      const requestKey = requestKeyOf(req.headers[REQUEST_ID_HEADER], viaProxy);
      if (requestKey) event.requestKey = requestKey;
      // The day's shared salt is in memory after the first request of the day; that one
      // waits for the database (see visitor.ts).
      parts.visitors
        .hash(slot.day, address, userAgent ?? '')
        .then((visitor) => parts.record({ ...event, visitor }))
        .catch(fail);
    } catch (err) {
      fail(err);
    }
  }

  /**
   * A request server.ts refused before it reached the site (a bad target, a method we do not
   * take: 400, 405, 414). Call it just before sending the refusal; it is recorded like any
   * other answer, under its class key, once the answer is sent.
   */
  function refused(req: IncomingMessage, res: ServerResponse): void {
    try {
      if (observed.has(req)) return;
      const arrivedAt = Date.now();
      const started = process.hrtime.bigint();
      const socketAddress = req.socket.remoteAddress;
      res.once('finish', () => {
        const durationUs = Number((process.hrtime.bigint() - started) / 1000n);
        // The target may be what made it a refusal: it is never read, only its class is kept.
        recordAnswer(req, res.statusCode, { arrivedAt, durationUs, urlPath: '/', socketAddress });
      });
      observed.add(req);
    } catch (err) {
      fail(err);
    }
  }

  const observed = new WeakSet<IncomingMessage>();
  const observeOnce = (req: IncomingMessage, res: ServerResponse) => {
    if (observed.has(req)) return;
    observed.add(req);
    observe(req, res);
  };
  return Object.assign(observeOnce, { refused });
}

export interface CaptureOptions {
  trustProxy: TrustProxy;
  queueLimit: number;
  retentionDays: number;
  /** The app's root (public/ and node_modules/ are found under it). */
  rootDir: string;
  openDatabase: () => Promise<DbHandle>;
  /** The visitor secret (default: VISITOR_SECRET, or the data directory's file; see visitor-secret.ts). */
  visitorSecret?: Buffer;
  /** Called after a failed write (server.ts: check the store is still writable). */
  onWriteFailure?: () => Promise<void>;
}

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * The configured visitor secret; when the data directory cannot hold one (not writable, not
 * there), a secret of this process alone, said in the log: visitors are then counted per process
 * run, and the site works all the same.
 */
function visitorSecretOrOwn(): Buffer {
  try {
    return loadVisitorSecret({ fromEnv: env().VISITOR_SECRET, dataDir: env().DATA_DIR });
  } catch (err) {
    console.error(
      `Analytics: ziyaretçi sırrı okunamadı ya da yazılamadı (${err instanceof Error ? err.message : String(err)}); ` +
        'bu süreç kendi sırrını kullanıyor, yeniden başlatmadan sonra bir ziyaretçi ikinci kez sayılabilir.',
    );
    return randomBytes(32);
  }
}

/**
 * Analytics capture for the HTTP server: the observer, the queue writing to the database at
 * least once a second, and retention. `stop()` writes what is queued (for shutdown).
 */
export function startAnalyticsCapture(options: CaptureOptions) {
  const recorder = new AnalyticsRecorder(
    async (batch, id) => {
      try {
        const { db } = await options.openDatabase();
        await writeEvents(db, batch, id);
      } catch (err) {
        await options.onWriteFailure?.().catch(() => {});
        throw err;
      }
    },
    { limit: options.queueLimit },
  );
  recorder.start();

  // Salts derived from one secret, so a visitor counts once across instances that share it.
  const secret = options.visitorSecret ?? visitorSecretOrOwn();
  const visitors = new VisitorHasher({ store: derivedSalts(secret) });
  visitors.start();

  const observe = createRequestObserver({
    trustProxy: options.trustProxy,
    publicFiles: listPublicFiles(path.join(options.rootDir, 'public')),
    record: (event) => recorder.record(event),
    countries: new CountryLookup(path.join(options.rootDir, DBIP_COUNTRY_FILE)),
    visitors,
    bots: new BotClassifier(),
  });

  const prune = async () => {
    try {
      const { db, engine } = await options.openDatabase();
      const removed = await pruneAnalytics(db, engine, {
        today: istanbulToday(),
        retentionDays: options.retentionDays,
      });
      if (removed.refused) console.error(`Analytics: eski kayıtlar silinmedi: ${removed.refused}.`);
      else if (removed.events + removed.rollupRows > 0)
        console.log(
          `Analytics: süresi dolan ${removed.events} ham kayıt ve ${removed.rollupRows} özet satırı silindi.`,
        );
    } catch (err) {
      console.error('Analytics: eski kayıtlar silinemedi:', err instanceof Error ? err.message : err);
    }
  };
  const firstPrune = setTimeout(() => void prune(), 30_000);
  firstPrune.unref();
  const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruneTimer.unref();

  return {
    observe,
    /** For server.ts: a request it refuses itself (400, 405, 414), recorded under its class. */
    refused: observe.refused,
    recorder,
    async stop() {
      clearTimeout(firstPrune);
      clearInterval(pruneTimer);
      visitors.stop();
      await visitors.settled();
      await recorder.drain();
    },
  };
}
