import { BusyError } from '../errors';

/**
 * Runs at most `limit` tasks at once; refuses new work with a BusyError when `maxWaiting` tasks
 * already wait (a fast refusal beats an unbounded queue under load).
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
    private readonly busy: () => Error = () => new BusyError(),
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw this.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  get active(): number {
    return this.running;
  }
}
