/**
 * Readings generated ahead: when a period begins (Istanbul midnight; on Mondays also the week,
 * on the 1st also the month) the server composes the 36 readings of the new day itself, so no
 * visitor waits for one and none meets a limit. Also once at start, for a process that starts
 * mid-period. Several processes may do this at once: the table's primary key keeps one row per
 * reading and the losers read the winner's. `npm run readings` remains for an outside scheduler.
 */
import { istanbulDay } from '../time/zone';
import { periodOf } from '../time/periods';
import type { ReadingService } from './service';

export interface AheadOptions {
  service: () => ReadingService;
  log?: (message: string) => void;
  /** Delay before the run at start, so the first requests are served first. */
  startDelayMs?: number;
  /** After a failed run (the database down), try again this much later. */
  retryMs?: number;
  now?: () => Date;
}

export interface AheadHandle {
  /** Stops the timer and waits for a run in progress to finish its current reading. */
  stop(): Promise<void>;
}

export function startReadingsAhead(options: AheadOptions): AheadHandle {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const arm = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run();
    }, ms);
    // Never the reason the process stays alive.
    timer.unref();
  };

  const run = async () => {
    const day = istanbulDay(now());
    const started = Date.now();
    try {
      const { generated, existing } = await options
        .service()
        .pregenerate(day, { shouldStop: () => stopped });
      if (generated > 0) {
        log(
          `Önceden üretilen yorumlar (${day}): ${generated} yeni, ${existing} zaten vardı, ` +
            `${Date.now() - started} ms.`,
        );
      }
      // Just after the next Istanbul midnight: every period type begins at one.
      const next = periodOf('daily', now()).endsAt.getTime() - now().getTime();
      arm(next + 1_000);
    } catch (err) {
      if (stopped) return;
      log(
        `Yorumlar önceden üretilemedi (${day}): ${err instanceof Error ? err.message : String(err)}; ` +
          'bir dakika sonra yeniden denenecek.',
      );
      arm(options.retryMs ?? 60_000);
    }
  };

  arm(options.startDelayMs ?? 2_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
