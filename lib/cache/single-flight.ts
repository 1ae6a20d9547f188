/**
 * One run per key: callers that ask for a key while its work is running share that run's
 * promise instead of starting their own. The entry is gone once the run settles, so a failure
 * is not remembered.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    let pending = this.running.get(key);
    if (!pending) {
      pending = work().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.running.size;
  }
}
