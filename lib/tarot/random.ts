/**
 * Uniform random whole numbers from the Web Crypto API (in browsers and in Node 20+).
 * Used by the tarot shuffle and the compatibility score's random part.
 */

/** Fills a buffer with random 32-bit words; tests pass a scripted source. */
export type RandomFill = (buffer: Uint32Array) => void;

// Words are fetched 256 at a time: one Web Crypto call per word is needlessly slow.
const pool = new Uint32Array(256);
let next = pool.length;

const cryptoFill: RandomFill = (buffer) => {
  for (let i = 0; i < buffer.length; i++) {
    if (next === pool.length) {
      globalThis.crypto.getRandomValues(pool);
      next = 0;
    }
    buffer[i] = pool[next++];
  }
};

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform whole number in [0, n). Words at or above the largest multiple of n are drawn
 * again (rejection sampling), so `% n` carries no modulo bias.
 */
export function randomBelow(n: number, fill: RandomFill = cryptoFill): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`randomBelow: n 1 ile 2^32 arasında bir tam sayı olmalı (${n})`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  const word = new Uint32Array(1);
  for (;;) {
    fill(word);
    if (word[0] < limit) return word[0] % n;
  }
}
