import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from './event';

/**
 * Where batches of events go (the database in production, anything in tests). `id` names the
 * batch: a batch tried again (after an error that may have come after its commit, such as a
 * lost COMMIT reply) carries the same id, so the sink can tell it already has it.
 */
export type EventSink = (batch: AnalyticsEvent[], id: string) => Promise<void>;

/**
 * Whether an error means the database refused these events themselves (bad data, a value too
 * large), not that it is unreachable: such a batch is split until the bad event is found and
 * dropped, instead of being tried forever in front of every later event. PostgreSQL: class 22
 * (data exception, such as NUL in text), 23 (integrity), 54 (program limit, such as an index row
 * too large); SQLite: TOOBIG, MISMATCH, CONSTRAINT.
 */
export function isRejectedData(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^(?:22|23|54)[0-9A-Z]{3}$/.test(code)) return true;
  return /^SQLITE_(?:TOOBIG|MISMATCH|CONSTRAINT)/.test(code);
}

export interface RecorderOptions {
  /** Most events held at once, queued or being written. Beyond it, new events are dropped. */
  limit?: number;
  /** Most events per database write. */
  batchSize?: number;
  /** How often the queue is written. */
  intervalMs?: number;
  log?: (message: string) => void;
  now?: () => number;
  /** See isRejectedData. */
  isRejected?: (err: unknown) => boolean;
  newId?: () => string;
}

export interface RecorderStats {
  queued: number;
  written: number;
  dropped: number;
  /** Events the database refused as data (dropped one by one, each also counted in dropped). */
  rejected?: number;
}

interface Batch {
  id: string;
  events: AnalyticsEvent[];
}

/**
 * A bounded in-memory queue between requests and the database. `record` only appends (a
 * response never waits for storage); a timer writes the queue in batches. When the database
 * fails, the batch goes back to the head of the queue and is tried again on the next tick, in
 * order; while the queue is full, new events are dropped, counted and reported in the log.
 */
export class AnalyticsRecorder {
  private queue: AnalyticsEvent[] = [];
  /** Batches whose write failed: tried again first, whole and under the same ids. */
  private retry: Batch[] = [];
  private inFlight = 0;
  private rejected = 0;
  private rejectionLogged = false;
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
  private readonly isRejected: (err: unknown) => boolean;
  private readonly newId: () => string;

  constructor(
    private readonly sink: EventSink,
    options: RecorderOptions = {},
  ) {
    this.limit = options.limit ?? 20_000;
    this.batchSize = options.batchSize ?? 2_000;
    this.intervalMs = options.intervalMs ?? 1_000;
    this.log = options.log ?? ((m) => console.error(m));
    this.now = options.now ?? Date.now;
    this.isRejected = options.isRejected ?? isRejectedData;
    this.newId = options.newId ?? randomUUID;
  }

  private get held(): number {
    return this.queue.length + this.retry.reduce((n, b) => n + b.events.length, 0) + this.inFlight;
  }

  record(event: AnalyticsEvent): void {
    if (this.held >= this.limit) {
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
    const stats: RecorderStats = { queued: this.held, written: this.written, dropped: this.dropped };
    if (this.rejected > 0) stats.rejected = this.rejected;
    return stats;
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
    while ((this.queue.length > 0 || this.retry.length > 0) && this.now() < deadline) {
      await untilDeadline(new Promise((r) => setTimeout(r, 200)));
      await untilDeadline(this.flush());
    }
    this.reportDrops();
    const lost = this.held;
    if (lost > 0) {
      this.dropped += lost;
      this.queue = [];
      this.retry = [];
      this.log(`Analytics: kapanışta ${lost} olay veritabanına yazılamadı ve kayboldu.`);
    }
  }

  private async writeQueued(): Promise<void> {
    this.reportDrops();
    for (;;) {
      const batch = this.retry.shift() ?? this.nextBatch();
      if (!batch) return;
      this.inFlight = batch.events.length;
      try {
        await this.write(batch);
      } catch (err) {
        // Tried again first, whole and under the same id: if it was in fact stored (the error came
        // after the commit), the sink recognises the id and skips it. The bound already counted
        // these events, so nothing overflows.
        this.retry = [...pendingOf(err, batch), ...this.retry];
        this.inFlight = 0;
        this.reportFailure(err);
        return;
      }
      this.inFlight = 0;
      if (this.failing) {
        this.failing = false;
        this.log('Analytics: veritabanına yazma yeniden çalışıyor.');
      }
    }
  }

  private nextBatch(): Batch | null {
    if (this.queue.length === 0) return null;
    return { id: this.newId(), events: this.queue.splice(0, this.batchSize) };
  }

  /**
   * Writes a batch; when the database refuses its data, writes its halves (each with an id of
   * its own: the refused batch was not stored) down to the one event it refuses, which is
   * dropped, counted and logged. Any other error propagates: the batch waits for the database.
   */
  private async write(batch: Batch): Promise<void> {
    try {
      await this.sink(batch.events, batch.id);
      this.written += batch.events.length;
      return;
    } catch (err) {
      if (!this.isRejected(err)) throw err;
      if (batch.events.length === 1) {
        this.rejected++;
        this.dropped++;
        if (!this.rejectionLogged) {
          this.rejectionLogged = true;
          this.log(
            `Analytics: veritabanı bir olayı reddetti ve olay atlandı (${reason(err)}); ` +
              'bundan sonraki reddedilen olaylar yalnızca sayılıyor.',
          );
        }
        return;
      }
    }
    const half = Math.ceil(batch.events.length / 2);
    const parts: Batch[] = [
      { id: `${batch.id}.0`, events: batch.events.slice(0, half) },
      { id: `${batch.id}.1`, events: batch.events.slice(half) },
    ];
    for (let i = 0; i < parts.length; i++) {
      try {
        await this.write(parts[i]);
      } catch (err) {
        // The database went away meanwhile: what is not written yet waits, each part under its own
        // id (the failing one may have been stored after all).
        throw withPending(err, [...pendingOf(err, parts[i]), ...parts.slice(i + 1)]);
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
        `Analytics: olaylar veritabanına yazılamadı (${reason}); ${this.held} olay kuyrukta bekliyor.`,
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

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const PENDING = Symbol('pending batches');

function withPending(err: unknown, pending: Batch[]): unknown {
  if (err !== null && typeof err === 'object') {
    (err as { [PENDING]?: Batch[] })[PENDING] = pending;
    return err;
  }
  return Object.assign(new Error(String(err)), { [PENDING]: pending });
}

/** What a failed write left unwritten: its own report, or the whole batch. */
function pendingOf(err: unknown, batch: Batch): Batch[] {
  return (err as { [PENDING]?: Batch[] } | null)?.[PENDING] ?? [batch];
}
