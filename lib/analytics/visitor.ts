import { createHmac, randomBytes } from 'node:crypto';
import { shiftDay } from '../time/calendar';
import { istanbulDay, istanbulInstant } from '../time/zone';

/**
 * Counts visitors without cookies and without keeping addresses (the Plausible method): a
 * visitor is an HMAC of address and user agent under a salt that belongs to one Istanbul day
 * (not the Host header: the site has one host, and a client rotating it would count many times).
 *
 * The salt of a day is HMAC(secret, day) (visitor-secret.ts): every instance given the same
 * secret hashes a visitor alike, with nothing shared through the database and nothing stored
 * beside the hashes. The secret lives outside the database (VISITOR_SECRET or a 0600 file in the
 * data directory), so a copy of the database alone cannot tie a hash to an address.
 */

/** Where the salts come from. */
export interface SaltStore {
  /** The salt of `day`. */
  saltOf(day: string): Promise<Buffer>;
  /** Forgets every salt of a day before `day` (nothing to do for derived salts). */
  deleteBefore(day: string): Promise<void>;
}

const SALT_BYTES = 32;

/** Salts that never leave this process (tests, and `new VisitorHasher()` without a store). */
export function memorySalts(
  draw: () => Buffer = () => randomBytes(SALT_BYTES),
): SaltStore & { size: number } {
  const salts = new Map<string, Buffer>();
  return {
    async saltOf(day) {
      let salt = salts.get(day);
      if (!salt) salts.set(day, (salt = draw()));
      return salt;
    },
    async deleteBefore(day) {
      for (const d of salts.keys()) if (d < day) salts.delete(d);
    },
    get size() {
      return salts.size;
    },
  };
}

export interface VisitorHasherOptions {
  store?: SaltStore;
  now?: () => number;
  /** After a failed store lookup, how long this process uses its own salt before asking again. */
  retryMs?: number;
  /** A salt lookup that takes longer than this counts as failed (a hanging database). */
  lookupTimeoutMs?: number;
  log?: (message: string) => void;
}

export class VisitorHasher {
  /** Shared salts read from the store, for today and yesterday at most. */
  private readonly salts = new Map<string, Buffer>();
  /** Salts of this process alone, used only while the store cannot be reached. */
  private readonly ownSalts = new Map<string, Buffer>();
  private readonly lookups = new Map<string, Promise<Buffer | null>>();
  private readonly pending = new Set<Promise<unknown>>();
  private failedUntil = -Infinity;
  private failing = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly store: SaltStore;
  private readonly now: () => number;
  private readonly retryMs: number;
  private readonly lookupTimeoutMs: number;
  private readonly log: (message: string) => void;

  constructor(options: VisitorHasherOptions = {}) {
    this.store = options.store ?? memorySalts();
    this.now = options.now ?? Date.now;
    this.retryMs = options.retryMs ?? 10_000;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? 3_000;
    this.log = options.log ?? ((m) => console.error(m));
  }

  /**
   * The visitor hash of one request of `day` (yyyy-MM-dd, Istanbul). Resolves at once while
   * the day's salt is in memory; the first request of a day waits for the store.
   */
  hash(day: string, address: string | null, userAgent: string): Promise<string> {
    const input = `${address ?? ''}\n${userAgent}`;
    const cached = this.salts.get(day);
    if (cached) return Promise.resolve(digest(cached, input));
    const work = this.saltFor(day).then((salt) => digest(salt, input));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work)).catch(() => {});
    return work;
  }

  /** Resolves once every hash that waits for a salt has been computed (for shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Forgets the salts of days before yesterday, here and in the store. Runs after every
   * Istanbul midnight once `start` was called, and whenever an instance fetches a new day.
   */
  async forgetExpired(): Promise<void> {
    const oldest = shiftDay(istanbulDay(this.now()), -1);
    for (const map of [this.salts, this.ownSalts]) for (const d of map.keys()) if (d < oldest) map.delete(d);
    await this.store.deleteBefore(oldest);
  }

  /** Runs `forgetExpired` shortly after each Istanbul midnight. */
  start(): void {
    if (this.timer) return;
    const arm = () => {
      const tomorrow = shiftDay(istanbulDay(this.now()), 1);
      const wait = istanbulInstant(tomorrow).getTime() - this.now() + 1_000;
      this.timer = setTimeout(() => {
        this.forgetExpired().catch((err) => this.report(err));
        arm();
      }, wait);
      this.timer.unref();
    };
    arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** How many shared salts are held in memory (never more than two). */
  get saltCount(): number {
    return this.salts.size;
  }

  private async saltFor(day: string): Promise<Buffer> {
    const oldest = shiftDay(istanbulDay(this.now()), -1);
    // A day whose salt is already gone (or about to be): a throwaway salt, so the hash ties
    // to nothing, and the deleted salt is never made again.
    if (day < oldest) return randomBytes(SALT_BYTES);
    if (this.now() >= this.failedUntil) {
      const shared = await this.lookup(day);
      if (shared) return shared;
    }
    // The store is out of reach: this process's own salt for the day, as before there were
    // shared salts. A visitor seen here and on another instance (or again after the store
    // returns) may count twice that day; nothing is lost.
    let own = this.ownSalts.get(day);
    if (!own) this.ownSalts.set(day, (own = randomBytes(SALT_BYTES)));
    return own;
  }

  private lookup(day: string): Promise<Buffer | null> {
    let running = this.lookups.get(day);
    if (!running) {
      running = withTimeout(this.store.saltOf(day), this.lookupTimeoutMs)
        .then((salt) => {
          this.salts.set(day, salt);
          if (this.failing) {
            this.failing = false;
            this.log('Analytics: ortak ziyaretçi tuzu yeniden veritabanından okunuyor.');
          }
          // A new day in this process: the day before yesterday's salt goes, here and in the store.
          this.forgetExpired().catch((err) => this.report(err));
          return salt;
        })
        .catch((err: unknown) => {
          this.failedUntil = this.now() + this.retryMs;
          if (!this.failing) {
            this.failing = true;
            this.log(
              `Analytics: ${day} gününün ortak ziyaretçi tuzu veritabanından alınamadı (${reason(err)}); ` +
                'bu sunucu şimdilik kendi tuzunu kullanıyor, bu arada gelen ziyaretçiler iki kez sayılabilir.',
            );
          }
          return null;
        })
        .finally(() => this.lookups.delete(day));
      this.lookups.set(day, running);
    }
    return running;
  }

  private report(err: unknown) {
    this.log(`Analytics: süresi dolan ziyaretçi tuzları silinemedi: ${reason(err)}`);
  }
}

function digest(salt: Buffer, input: string): string {
  return createHmac('sha256', salt).update(input).digest('base64url').slice(0, 22);
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${ms} ms içinde yanıt gelmedi`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
