/**
 * The four ratings of a reading (Aşk, Kariyer, Sağlık, Enerji), 1–5, read from the sky by the
 * rule in docs/readings.md: each rating looks at a few houses counted from the reader's sign and
 * at one significator; benefic visitors and easy contacts raise it, challenging ones lower it.
 */
import type { AspectKind } from '../astro/aspects';
import type { Body } from '../astro/bodies';

export const RATING_KEYS = ['love', 'career', 'health', 'energy'] as const;
export type RatingKey = (typeof RATING_KEYS)[number];
export type Ratings = Record<RatingKey, number>;

/** Turkish labels of the ratings, as the reading shows them. */
export const RATING_LABELS: Record<RatingKey, string> = {
  love: 'Aşk',
  career: 'Kariyer',
  health: 'Sağlık',
  energy: 'Enerji',
};

/** What the rule needs to know about the period, for one reader. */
export interface RatingSky {
  /** Share of the period (0–1) each body spends in each house: `presence(body, house)`. */
  presence: (body: Body, house: number) => number;
  /** Share of the period each body spends retrograde. */
  retrograde: (body: Body) => number;
  /** Contacts of the period between two bodies (exact or within orb inside the period). */
  contacts: readonly { a: Body; b: Body; kind: AspectKind }[];
  /** Houses of the new and full moons of the period. */
  lunations: readonly { kind: 'new-moon' | 'full-moon'; house: number }[];
  /** The ruler of the reader's tenth house (already replaced when it is the Moon of a long period). */
  careerRuler: Body;
}

/** The houses and the significator each rating reads. */
export const RATING_RULE: Record<
  RatingKey,
  { houses: readonly number[]; significator: (s: RatingSky) => Body }
> = {
  love: { houses: [5, 7], significator: () => 'venus' },
  career: { houses: [10, 6], significator: (s) => s.careerRuler },
  health: { houses: [6, 1], significator: () => 'sun' },
  energy: { houses: [1, 5], significator: () => 'mars' },
};

const BENEFIC = new Set<Body>(['venus', 'jupiter']);
const MALEFIC = new Set<Body>(['mars', 'saturn', 'pluto']);

function contactScore(kind: AspectKind, partner: Body): number {
  if (kind === 'conjunction') return BENEFIC.has(partner) ? 1 : MALEFIC.has(partner) ? -1 : 0;
  if (kind === 'trine' || kind === 'sextile') return BENEFIC.has(partner) ? 1 : 0.5;
  return MALEFIC.has(partner) ? -1 : -0.5;
}

/** One rating's raw score before rounding; exported for the rule's tests. */
export function ratingScore(key: RatingKey, sky: RatingSky): number {
  const { houses, significator } = RATING_RULE[key];
  const sig = significator(sky);
  let score = 3;
  for (const house of houses) {
    for (const body of BENEFIC) score += sky.presence(body, house);
    for (const body of MALEFIC) {
      // Mars in the first or fifth house drives energy rather than draining it.
      if (key === 'energy' && body === 'mars') score += sky.presence(body, house) * 0.5;
      else score -= sky.presence(body, house);
    }
  }
  for (const c of sky.contacts) {
    if (c.a === sig && c.b !== sig) score += contactScore(c.kind, c.b);
    else if (c.b === sig && c.a !== sig) score += contactScore(c.kind, c.a);
  }
  score -= sky.retrograde(sig);
  for (const l of sky.lunations) {
    if (houses.includes(l.house)) score += l.kind === 'new-moon' ? 0.5 : 0;
  }
  return score;
}

export function ratingsOf(sky: RatingSky): Ratings {
  const out = {} as Ratings;
  for (const key of RATING_KEYS) {
    out[key] = Math.min(5, Math.max(1, Math.round(ratingScore(key, sky))));
  }
  return out;
}
