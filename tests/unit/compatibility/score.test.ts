import { calculateCompatibility, randomPart } from '@/lib/compatibility/calculate';
import { compatibilityScore } from '@/lib/compatibility/score';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/signs';

// Section 3's elements and section 9's rules, typed out independently of lib/.
const ELEMENT: Record<SignId, 'fire' | 'earth' | 'air' | 'water'> = {
  koc: 'fire',
  boga: 'earth',
  ikizler: 'air',
  yengec: 'water',
  aslan: 'fire',
  basak: 'earth',
  terazi: 'air',
  akrep: 'water',
  yay: 'fire',
  oglak: 'earth',
  kova: 'air',
  balik: 'water',
};
const HARMONIOUS: Record<SignId, SignId[]> = {
  koc: ['yay', 'aslan'],
  boga: ['basak', 'oglak'],
  ikizler: ['terazi', 'kova'],
  yengec: ['akrep', 'balik'],
  aslan: ['koc', 'yay'],
  basak: ['boga', 'oglak'],
  terazi: ['ikizler', 'kova'],
  akrep: ['yengec', 'balik'],
  yay: ['koc', 'aslan'],
  oglak: ['boga', 'basak'],
  kova: ['ikizler', 'terazi'],
  balik: ['yengec', 'akrep'],
};

function expectedElementPoints(a: SignId, b: SignId): number {
  const pair = [ELEMENT[a], ELEMENT[b]].sort().join('+');
  if (ELEMENT[a] === ELEMENT[b]) return 30;
  if (pair === 'air+fire' || pair === 'earth+water') return 20;
  return 10;
}

function expectedTotal(a: SignId, b: SignId, random: number): number {
  const pairPoints = HARMONIOUS[a].includes(b) ? 40 : 20;
  return Math.min(100, expectedElementPoints(a, b) + pairPoints + random);
}

const ORDERED_PAIRS = SIGN_IDS.flatMap((a) => SIGN_IDS.map((b) => [a, b] as const));

describe('compatibility score (section 9)', () => {
  it('covers all 144 ordered pairs', () => {
    expect(ORDERED_PAIRS).toHaveLength(144);
  });

  it.each(ORDERED_PAIRS)('%s → %s at random parts 0 and 29', (a, b) => {
    for (const random of [0, 29]) {
      const s = compatibilityScore(a, b, random);
      expect(s.total).toBe(expectedTotal(a, b, random));
      expect(s.elementPoints).toBe(expectedElementPoints(a, b));
      expect(s.pairPoints).toBe(HARMONIOUS[a].includes(b) ? 40 : 20);
      expect(s.randomPart).toBe(random);
      expect(s.total).toBeLessThanOrEqual(100);
    }
  });

  it('takes the harmonious list of the first sign', () => {
    // koc lists aslan; the table is symmetric, so check a directed pair both ways.
    expect(compatibilityScore('koc', 'aslan', 0).pairPoints).toBe(40);
    expect(compatibilityScore('aslan', 'koc', 0).pairPoints).toBe(40);
    expect(compatibilityScore('koc', 'koc', 0).pairPoints).toBe(20);
  });

  it('spans 30 to 99 over every pair and random part', () => {
    const totals = ORDERED_PAIRS.flatMap(([a, b]) =>
      Array.from({ length: 30 }, (_, r) => compatibilityScore(a, b, r).total),
    );
    expect(Math.min(...totals)).toBe(30);
    expect(Math.max(...totals)).toBe(99);
  });

  it.each([-1, 30, 2.5, Number.NaN])('refuses the random part %p', (r) => {
    expect(() => compatibilityScore('koc', 'boga', r)).toThrow(RangeError);
  });

  it('draws random parts from 0 to 29, each one reachable', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      const r = randomPart();
      expect(Number.isInteger(r) && r >= 0 && r <= 29).toBe(true);
      seen.add(r);
    }
    expect(seen.size).toBe(30);
  });

  it('builds a full result with names, elements and a description', () => {
    const r = calculateCompatibility('ikizler', 'balik', 10);
    expect(r.total).toBe(10 + 20 + 10);
    expect(r.first.name).toBe('İkizler');
    expect(r.second.element).toBe('Su');
    expect(r.description).toHaveLength(3);
    expect(r.description.join(' ')).toContain('%40');
  });
});
