import { getSign, type Element, type SignId } from '../zodiac/signs';

/**
 * The love-compatibility score of docs/compatibility.md, as a pure function: the random part is
 * an argument, so every pair can be checked; `randomPart()` in `calculate.ts` supplies it.
 */

/** Each sign's two harmonious signs (docs/compatibility.md). */
export const HARMONIOUS_SIGNS: Record<SignId, readonly [SignId, SignId]> = {
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

/** How two elements relate: the same, the complementary pairs (fire–air, earth–water), or otherwise. */
export type ElementRelation = 'ayni' | 'tamamlayici' | 'farkli';

export const ELEMENT_RELATION_LABEL: Record<ElementRelation, string> = {
  ayni: 'Aynı element',
  tamamlayici: 'Birbirini tamamlayan elementler',
  farkli: 'Farklı elementler',
};

const COMPLEMENTARY: Record<Element, Element> = { Ateş: 'Hava', Hava: 'Ateş', Toprak: 'Su', Su: 'Toprak' };

export function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return 'ayni';
  return COMPLEMENTARY[a] === b ? 'tamamlayici' : 'farkli';
}

export const ELEMENT_POINTS: Record<ElementRelation, number> = { ayni: 30, tamamlayici: 20, farkli: 10 };
export const HARMONIOUS_POINTS = 40;
export const OTHER_PAIR_POINTS = 20;
/** The random part is a whole number from 0 to this value. */
export const RANDOM_PART_MAX = 29;
export const SCORE_CAP = 100;

/** Whether `second` is one of `first`'s two harmonious signs (the order matters: docs/compatibility.md). */
export function isHarmonious(first: SignId, second: SignId): boolean {
  return HARMONIOUS_SIGNS[first].includes(second);
}

export interface CompatibilityScore {
  relation: ElementRelation;
  harmonious: boolean;
  elementPoints: number;
  pairPoints: number;
  randomPart: number;
  /** The percentage shown: the three parts summed, capped at 100. */
  total: number;
}

export function compatibilityScore(first: SignId, second: SignId, randomPart: number): CompatibilityScore {
  if (!Number.isInteger(randomPart) || randomPart < 0 || randomPart > RANDOM_PART_MAX) {
    throw new RangeError(
      `Rastgele pay 0 ile ${RANDOM_PART_MAX} arasında bir tam sayı olmalı (${randomPart})`,
    );
  }
  const relation = elementRelation(getSign(first).element, getSign(second).element);
  const harmonious = isHarmonious(first, second);
  const elementPoints = ELEMENT_POINTS[relation];
  const pairPoints = harmonious ? HARMONIOUS_POINTS : OTHER_PAIR_POINTS;
  return {
    relation,
    harmonious,
    elementPoints,
    pairPoints,
    randomPart,
    total: Math.min(SCORE_CAP, elementPoints + pairPoints + randomPart),
  };
}
