/** A small least-recently-used map: reading a key makes it the most recent; the oldest goes first. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  /** The value without refreshing its place. */
  peek(key: string): V | undefined {
    return this.map.get(key);
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  /** Removes every entry the predicate selects (for example, periods that have ended). */
  prune(stale: (value: V, key: string) => boolean): void {
    for (const [k, v] of this.map) if (stale(v, k)) this.map.delete(k);
  }

  get size(): number {
    return this.map.size;
  }
}
