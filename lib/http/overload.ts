/**
 * Event-loop lag, for shedding load. Node accepts about one connection per turn of the event
 * loop, so when turns grow long, new connections wait unseen in the kernel's listen queue until
 * clients time out. Measuring how late a short timer fires tells how long a turn takes; past a
 * bound, server.ts answers new work with a fast 503 and Retry-After instead of queueing it.
 */
export class LoopLag {
  private lastTick = performance.now();
  private lastLag = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly intervalMs = 20) {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.lastLag = Math.max(0, now - this.lastTick - this.intervalMs);
      this.lastTick = now;
    }, intervalMs);
    this.timer.unref();
  }

  /**
   * The lag now, in ms: how late the last tick fired, or, if the next one is already overdue
   * (this turn is long), by how much.
   */
  current(): number {
    return Math.max(this.lastLag, performance.now() - this.lastTick - this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
