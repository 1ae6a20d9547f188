import { isSignId, getSign, type SignCore, type SignId } from '../../zodiac/signs';
import { bandLabel, describeCompatibility, scoreBand } from '../describe';
import { elementRelation, isHarmonious, type ElementRelation } from '../score';

/**
 * The share address of a calculator result, `/love-compatibility/sonuc/{a}-{b}-{percent}`: it holds
 * the two signs and the percentage the visitor saw; the description is derived from them exactly
 * as the calculator derives it (describe.ts), so nothing random is needed to show it again.
 */
export function sharePath(first: SignId, second: SignId, percent: number): string {
  return `/love-compatibility/sonuc/${first}-${second}-${percent}`;
}

export interface SharedResult {
  first: SignCore;
  second: SignCore;
  total: number;
  relation: ElementRelation;
  harmonious: boolean;
  bandLabel: string;
  description: string[];
}

/** Reads `koc-terazi-57`; null for unknown signs or a percentage that is not a whole number 0–100. */
export function parseShared(slug: string): SharedResult | null {
  const m = /^([a-z]+)-([a-z]+)-(0|[1-9]\d?|100)$/.exec(slug);
  if (!m || !isSignId(m[1]) || !isSignId(m[2])) return null;
  const first = getSign(m[1]);
  const second = getSign(m[2]);
  const total = Number(m[3]);
  const harmonious = isHarmonious(first.id, second.id);
  return {
    first,
    second,
    total,
    relation: elementRelation(first.element, second.element),
    harmonious,
    bandLabel: bandLabel(scoreBand(total)),
    description: describeCompatibility({ first, second, harmonious, score: total }),
  };
}
