/**
 * Past this event-loop lag (ms), once more than SHED_MIN_PER_TURN requests have arrived since the
 * lag timer last ran (in one long turn: the requests this turn is already answering), new work is
 * refused with a fast 503 instead of queued behind them. The second condition keeps a machine
 * that is merely slow (busy with other processes) from refusing its few visitors.
 *
 * Requests still in flight cannot be that count: a cheap page is answered within the turn that
 * read it, so under a flood of them almost nothing is in flight between turns, while each turn
 * answers every open connection and lasts seconds.
 *
 * The bound is short because Node accepts one new connection per turn (libuv ≥ 1.45): a turn's
 * length is also how long each connection still in the listen queue waits for its turn.
 */
export const LAG_LIMIT_MS = 250;
export const SHED_MIN_PER_TURN = 8;
/**
 * Most requests answered at once. Past it the backlog is not in the event loop (its turns stay
 * short) but in the queues behind it (file reads on libuv's four threads, the database): each
 * request over the bound would only wait longer, so it is refused at once instead.
 */
export const MAX_IN_FLIGHT = 128;

/**
 * A page's own files (scripts, styles, fonts under /_next/static/) are never refused: the page
 * that needs them has already been sent, and refusing them would waste it; they cost little.
 */
export function isPageAsset(target: string | undefined): boolean {
  return target?.startsWith('/_next/static/') ?? false;
}

/** Whether new work should get a fast 503 rather than wait behind what is already taken. */
export function overloaded(load: { inFlight: number; arrivedThisTurn: number; lagMs: number }): boolean {
  return (
    load.inFlight > MAX_IN_FLIGHT || (load.arrivedThisTurn > SHED_MIN_PER_TURN && load.lagMs > LAG_LIMIT_MS)
  );
}

/**
 * Event-loop lag, for shedding load. A turn of the loop answers every connection that has a
 * request waiting, so when turns grow long every answer waits that long. How late a short
 * timer fires tells how long turns take; past a bound, server.ts answers new work with a fast
 * 503 and Retry-After instead of queueing it.
 *
 * Past turns are smoothed (each late tick weighs 30 %): one long turn, such as loading a route's
 * code the first time, does not make the next ones refuse. The turn under way counts in full.
 */
export class LoopLag {
  private lastTick = performance.now();
  private smoothed = 0;
  private arrivals = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly intervalMs = 20,
    private readonly weight = 0.3,
  ) {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.record(Math.max(0, now - this.lastTick - this.intervalMs));
      this.lastTick = now;
      this.arrivals = 0;
    }, intervalMs);
    this.timer.unref();
  }

  /** Adds one measured lag (exposed for tests). */
  record(lagMs: number): void {
    this.smoothed = this.smoothed * (1 - this.weight) + lagMs * this.weight;
  }

  /**
   * The lag now, in ms: the smoothed figure, or how overdue the next tick already is when this
   * turn is longer. A long turn counts in full while it lasts: every request it reads waits
   * behind the ones it has answered, so past the limit the rest are refused, not queued.
   */
  current(): number {
    return Math.max(this.smoothed, performance.now() - this.lastTick - this.intervalMs);
  }

  /** Counts a request that arrived; returns how many have since the timer last ran. */
  arrived(): number {
    return ++this.arrivals;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
