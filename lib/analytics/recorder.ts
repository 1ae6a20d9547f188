import type { AnalyticsEvent } from './event';

/** Where batches of events go (the database in production, anything in tests). */
export type EventSink = (batch: AnalyticsEvent[]) => Promise<void>;

export interface RecorderOptions {
  /** Most events held at once, queued or being written. Beyond it, new events are dropped. */
  limit?: number;
  /** Most events per database write. */
  batchSize?: number;
  /** How often the queue is written. */
  intervalMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

export interface RecorderStats {
  queued: number;
  written: number;
  dropped: number;
}

/**
 * A bounded in-memory queue between requests and the database. `record` only appends (a
 * response never waits for storage); a timer writes the queue in batches. When the database
 * fails, the batch goes back to the head of the queue and is tried again on the next tick, in
 * order; while the queue is full, new events are dropped, counted and reported in the log.
 */
export class AnalyticsRecorder {
  private queue: AnalyticsEvent[] = [];
  private inFlight = 0;
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private written = 0;
  private dropped = 0;
  private droppedUnreported = 0;
  private failing = false;
  private lastFailureLog = -Infinity;
  private readonly limit: number;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly log: (message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly sink: EventSink,
    options: RecorderOptions = {},
  ) {
    this.limit = options.limit ?? 20_000;
    this.batchSize = options.batchSize ?? 2_000;
    this.intervalMs = options.intervalMs ?? 1_000;
    this.log = options.log ?? ((m) => console.error(m));
    this.now = options.now ?? Date.now;
  }

  record(event: AnalyticsEvent): void {
    if (this.queue.length + this.inFlight >= this.limit) {
      this.dropped++;
      this.droppedUnreported++;
      return;
    }
    this.queue.push(event);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  stats(): RecorderStats {
    return { queued: this.queue.length + this.inFlight, written: this.written, dropped: this.dropped };
  }

  /**
   * Writes what is queued, batch by batch, until the queue is empty or a write fails. Only
   * one flush runs at a time; a call during a flush waits for it.
   */
  flush(): Promise<void> {
    this.writing ??= this.writeQueued().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  /**
   * For shutdown: stops the timer and writes everything, retrying a failed write a few times
   * until the deadline. Whatever still cannot be written is counted as dropped and logged.
   */
  async drain(deadlineMs = 8_000): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const deadline = this.now() + deadlineMs;
    // A write that hangs (a database that never answers) must not hold the exit forever.
    const untilDeadline = async (work: Promise<void>) => {
      let timeout: NodeJS.Timeout | undefined;
      const expired = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, Math.max(0, deadline - this.now()));
      });
      await Promise.race([work, expired]);
      clearTimeout(timeout);
    };
    await untilDeadline(this.flush());
    while (this.queue.length > 0 && this.now() < deadline) {
      await untilDeadline(new Promise((r) => setTimeout(r, 200)));
      await untilDeadline(this.flush());
    }
    this.reportDrops();
    const lost = this.queue.length + this.inFlight;
    if (lost > 0) {
      this.dropped += lost;
      this.queue = [];
      this.log(`Analytics: kapanışta ${lost} olay veritabanına yazılamadı ve kayboldu.`);
    }
  }

  private async writeQueued(): Promise<void> {
    this.reportDrops();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      this.inFlight = batch.length;
      try {
        await this.sink(batch);
      } catch (err) {
        // Back to the head, in order; the bound already counted them, so nothing overflows.
        this.queue = batch.concat(this.queue);
        this.inFlight = 0;
        this.reportFailure(err);
        return;
      }
      this.inFlight = 0;
      this.written += batch.length;
      if (this.failing) {
        this.failing = false;
        this.log('Analytics: veritabanına yazma yeniden çalışıyor.');
      }
    }
  }

  private reportFailure(err: unknown) {
    // Once when it starts, then at most once a minute: a dead database must not flood the log.
    const now = this.now();
    if (!this.failing || now - this.lastFailureLog >= 60_000) {
      this.lastFailureLog = now;
      const reason = err instanceof Error ? err.message : String(err);
      this.log(
        `Analytics: olaylar veritabanına yazılamadı (${reason}); ${this.queue.length} olay kuyrukta bekliyor.`,
      );
    }
    this.failing = true;
  }

  private reportDrops() {
    if (this.droppedUnreported === 0) return;
    this.log(
      `Analytics: kuyruk dolu (${this.limit} olay), ${this.droppedUnreported} olay düşürüldü; toplam düşürülen: ${this.dropped}.`,
    );
    this.droppedUnreported = 0;
  }
}
