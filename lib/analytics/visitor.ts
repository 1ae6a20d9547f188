import { createHmac, randomBytes } from 'node:crypto';

/**
 * Counts visitors without cookies and without keeping addresses (the Plausible method): a
 * visitor is an HMAC of address and user agent under a random salt that belongs to
 * one Istanbul day. Salts live only in this process's memory and are forgotten once their
 * day is over, so yesterday's hashes can no longer be tied to anyone, not even by us.
 *
 * Consequence worth knowing: a restart mid-day draws a new salt, so a visitor seen before and
 * after a restart counts twice that day.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Buffer>();

  constructor(private readonly drawSalt: () => Buffer = () => randomBytes(32)) {}

  // Not the Host header: the site has one host, and a client rotating it would count many times.
  hash(day: string, address: string | null, userAgent: string): string {
    return createHmac('sha256', this.saltFor(day))
      .update(`${address ?? ''}\n${userAgent}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** The salt of a day; a new day forgets every salt older than the day before it. */
  private saltFor(day: string): Buffer {
    let salt = this.salts.get(day);
    if (salt) return salt;
    salt = this.drawSalt();
    this.salts.set(day, salt);
    // A request that arrived at 23:59:59 and finishes after midnight still needs its day's
    // salt, so the previous day is kept; anything older goes.
    const days = [...this.salts.keys()].sort();
    for (const old of days.slice(0, -2)) this.salts.delete(old);
    return salt;
  }

  /** How many salts are held (for tests: never more than two). */
  get saltCount(): number {
    return this.salts.size;
  }
}
