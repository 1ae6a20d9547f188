import { drawThree, shuffle, spreadOf } from '@/lib/tarot/draw';
import { TAROT_DECK } from '@/lib/tarot/deck';
import { randomBelow, type RandomFill } from '@/lib/tarot/random';

const IDS = TAROT_DECK.map((c) => c.id);

/** A scripted word source: hands out the given 32-bit words in order. */
function scripted(words: number[]): RandomFill & { used: () => number } {
  let i = 0;
  const fill = ((buf: Uint32Array) => {
    if (i >= words.length) throw new Error('script exhausted');
    buf[0] = words[i++];
  }) as RandomFill & { used: () => number };
  fill.used = () => i;
  return fill;
}

describe('randomBelow', () => {
  it('rejects the top words that would bias the remainder', () => {
    // 2^32 = 429496729 * 10 + 6: the six words from 4294967290 up must be drawn again.
    const fill = scripted([4294967295, 4294967290, 4294967289]);
    expect(randomBelow(10, fill)).toBe(9);
    expect(fill.used()).toBe(3);
  });

  it('keeps a word just under the limit', () => {
    const fill = scripted([17]);
    expect(randomBelow(10, fill)).toBe(7);
    expect(fill.used()).toBe(1);
  });

  it('accepts any word when n divides 2^32', () => {
    const fill = scripted([4294967295]);
    expect(randomBelow(16, fill)).toBe(15);
  });

  it.each([0, -3, 1.5, 2 ** 33])('refuses n = %p', (n) => {
    expect(() => randomBelow(n)).toThrow(RangeError);
  });
});

describe('shuffle and drawThree', () => {
  it('is a Fisher–Yates shuffle: index i swaps with below(i + 1)', () => {
    // Always picking 0 rotates each element to the front in turn.
    const calls: number[] = [];
    const out = shuffle([1, 2, 3, 4], (n) => {
      calls.push(n);
      return 0;
    });
    expect(calls).toEqual([4, 3, 2]);
    expect(out).toEqual([2, 3, 4, 1]);
    // Picking the last index every time leaves the order alone.
    expect(shuffle([1, 2, 3, 4], (n) => n - 1)).toEqual([1, 2, 3, 4]);
  });

  it('draws three distinct ids from the deck', () => {
    for (let i = 0; i < 2000; i++) {
      const ids = drawThree(IDS);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(IDS).toContain(id);
    }
  });

  it('gives each card a 10% share of each position over 100,000 draws (±1 point)', () => {
    const draws = 100_000;
    const counts = [0, 1, 2].map(() => new Map<number, number>());
    for (let i = 0; i < draws; i++) {
      drawThree(IDS).forEach((id, pos) => counts[pos].set(id, (counts[pos].get(id) ?? 0) + 1));
    }
    for (const position of counts) {
      for (const id of IDS) {
        const share = (position.get(id) ?? 0) / draws;
        expect(Math.abs(share - 0.1)).toBeLessThan(0.01);
      }
    }
  });

  it('lays the three cards on Geçmiş, Şimdi, Gelecek in the drawn order', () => {
    const spread = spreadOf([7, 1, 10], TAROT_DECK);
    expect(spread.map((d) => [d.position.label, d.card.name])).toEqual([
      ['Geçmiş', 'Aşıklar'],
      ['Şimdi', 'Deli'],
      ['Gelecek', 'Ermiş'],
    ]);
    expect(() => spreadOf([1, 2, 99], TAROT_DECK)).toThrow();
  });
});
