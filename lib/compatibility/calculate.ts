import { randomBelow } from '../tarot/random';
import { getSign, type SignCore, type SignId } from '../zodiac/signs';
import { bandLabel, describeCompatibility, scoreBand, type ScoreBand } from './describe';
import { RANDOM_PART_MAX, compatibilityScore, type CompatibilityScore } from './score';

/** A fresh random part, 0 to 29, uniform (Web Crypto with rejection sampling). */
export function randomPart(): number {
  return randomBelow(RANDOM_PART_MAX + 1);
}

export interface CompatibilityResult extends CompatibilityScore {
  first: SignCore;
  second: SignCore;
  band: ScoreBand;
  bandLabel: string;
  description: string[];
}

/** Everything the result card shows for two signs. */
export function calculateCompatibility(
  first: SignId,
  second: SignId,
  random: number = randomPart(),
): CompatibilityResult {
  const score = compatibilityScore(first, second, random);
  const a = getSign(first);
  const b = getSign(second);
  const band = scoreBand(score.total);
  return {
    ...score,
    first: a,
    second: b,
    band,
    bandLabel: bandLabel(band),
    description: describeCompatibility({
      first: a,
      second: b,
      harmonious: score.harmonious,
      score: score.total,
    }),
  };
}
