import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DbHandle } from '../db';
import { BotClassifier } from './bots';
import { cameThroughTrustedProxy, type TrustProxy } from '../http/trust-proxy';
import { clientAddress, normalizeAddress } from './client-address';
import { CountryLookup, DBIP_COUNTRY_FILE } from './country';
import type { AnalyticsEvent } from './event';
import { isExcluded, listPublicFiles, pathOf } from './exclusions';
import { AnalyticsRecorder } from './recorder';
import { pruneAnalytics, writeEvents } from './store';
import { databaseSalts, VisitorHasher } from './visitor';
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

  return function observe(req: IncomingMessage, res: ServerResponse): void {
    try {
      const started = process.hrtime.bigint();
      const arrivedAt = Date.now();
      const urlPath = pathOf(req.url ?? '/');
      if (isExcluded(urlPath, req.headers, parts.publicFiles)) return;
      const socketAddress = req.socket.remoteAddress;
      res.once('finish', () => {
        try {
          const durationUs = Number((process.hrtime.bigint() - started) / 1000n);
          const slot = istanbulSlot(arrivedAt);
          const address = clientAddress(socketAddress, req.headers['x-forwarded-for'], parts.trustProxy);
          const viaProxy =
            typeof parts.trustProxy === 'boolean'
              ? parts.trustProxy
              : cameThroughTrustedProxy(normalizeAddress(socketAddress), parts.trustProxy);
          const userAgent = req.headers['user-agent'];
          const verdict = parts.bots.classify(userAgent);
          const event: Omit<AnalyticsEvent, 'visitor'> = {
            at: arrivedAt,
            day: slot.day,
            hour: slot.hour,
            // Unknown paths are endless; all of them count under one key so they cannot grow the rollups.
            path: res.statusCode === 404 ? NOT_FOUND_PAGE : urlPath,
            method: req.method ?? 'GET',
            status: res.statusCode,
            durationUs,
            country: parts.countries.ofRequest(address, req.headers['cf-ipcountry'], viaProxy),
            bot: verdict.bot,
            botName: verdict.name,
          };
          // The day's shared salt is in memory after the first request of the day; that one
          // waits for the database (see visitor.ts).
          parts.visitors
            .hash(slot.day, address, userAgent ?? '')
            .then((visitor) => parts.record({ ...event, visitor }))
            .catch(fail);
        } catch (err) {
          fail(err);
        }
      });
    } catch (err) {
      fail(err);
    }
  };
}

/** The page key every answered 404 is recorded under. */
export const NOT_FOUND_PAGE = '404';

export interface CaptureOptions {
  trustProxy: TrustProxy;
  queueLimit: number;
  retentionDays: number;
  /** The app's root (public/ and node_modules/ are found under it). */
  rootDir: string;
  openDatabase: () => Promise<DbHandle>;
  /** Called after a failed write (server.ts: check the store is still writable). */
  onWriteFailure?: () => Promise<void>;
}

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Analytics capture for the HTTP server: the observer, the queue writing to the database at
 * least once a second, and retention. `stop()` writes what is queued (for shutdown).
 */
export function startAnalyticsCapture(options: CaptureOptions) {
  const recorder = new AnalyticsRecorder(
    async (batch) => {
      try {
        const { db } = await options.openDatabase();
        await writeEvents(db, batch);
      } catch (err) {
        await options.onWriteFailure?.().catch(() => {});
        throw err;
      }
    },
    { limit: options.queueLimit },
  );
  recorder.start();

  // Salts shared by every instance through the database, so a visitor counts once across them.
  const visitors = new VisitorHasher({ store: databaseSalts(async () => (await options.openDatabase()).db) });
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
      if (removed.events + removed.rollupRows > 0)
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
