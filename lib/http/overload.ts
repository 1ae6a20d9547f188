/**
 * Event-loop lag, for shedding load. Node accepts about one connection per turn of the event
 * loop, so when turns grow long, new connections wait unseen in the kernel's listen queue until
 * clients time out. How late a short timer fires tells how long turns take; past a bound,
 * server.ts answers new work with a fast 503 and Retry-After instead of queueing it.
 *
 * The figure is smoothed (each late tick weighs 30 %): one long turn, such as loading a route's
 * code the first time, is not overload; turns that stay long are.
 */
export class LoopLag {
  private lastTick = performance.now();
  private smoothed = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly intervalMs = 20,
    private readonly weight = 0.3,
  ) {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.record(Math.max(0, now - this.lastTick - this.intervalMs));
      this.lastTick = now;
    }, intervalMs);
    this.timer.unref();
  }

  /** Adds one measured lag (exposed for tests). */
  record(lagMs: number): void {
    this.smoothed = this.smoothed * (1 - this.weight) + lagMs * this.weight;
  }

  /**
   * The lag now, in ms: the smoothed figure, or, if the next tick is already overdue by more
   * (this turn is long), what it would add.
   */
  current(): number {
    const overdue = performance.now() - this.lastTick - this.intervalMs;
    return Math.max(this.smoothed, this.smoothed * (1 - this.weight) + overdue * this.weight);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
