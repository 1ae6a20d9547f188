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

/** One thing the rule counted for a rating, with how much it moved the score. */
export type RatingFactor =
  | { type: 'presence'; body: Body; house: number; delta: number }
  | { type: 'contact'; body: Body; partner: Body; kind: AspectKind; delta: number }
  | { type: 'retrograde'; body: Body; delta: number }
  | { type: 'lunation'; house: number; delta: number };

/** What the rule counted for one rating: the same sums as `ratingScore`, itemised. */
export function ratingFactors(key: RatingKey, sky: RatingSky): RatingFactor[] {
  const { houses, significator } = RATING_RULE[key];
  const sig = significator(sky);
  const out: RatingFactor[] = [];
  for (const house of houses) {
    for (const body of BENEFIC) {
      const p = sky.presence(body, house);
      if (p) out.push({ type: 'presence', body, house, delta: p });
    }
    for (const body of MALEFIC) {
      const p = sky.presence(body, house);
      if (!p) continue;
      // Mars in the first or fifth house drives energy rather than draining it.
      const delta = key === 'energy' && body === 'mars' ? p * 0.5 : -p;
      out.push({ type: 'presence', body, house, delta });
    }
  }
  for (const c of sky.contacts) {
    const partner = c.a === sig && c.b !== sig ? c.b : c.b === sig && c.a !== sig ? c.a : null;
    if (partner)
      out.push({ type: 'contact', body: sig, partner, kind: c.kind, delta: contactScore(c.kind, partner) });
  }
  const back = sky.retrograde(sig);
  if (back) out.push({ type: 'retrograde', body: sig, delta: -back });
  for (const l of sky.lunations) {
    if (houses.includes(l.house) && l.kind === 'new-moon')
      out.push({ type: 'lunation', house: l.house, delta: 0.5 });
  }
  return out;
}

/** One rating's raw score before rounding; exported for the rule's tests. */
export function ratingScore(key: RatingKey, sky: RatingSky): number {
  return ratingFactors(key, sky).reduce((score, f) => score + f.delta, 3);
}

export function ratingsOf(sky: RatingSky): Ratings {
  const out = {} as Ratings;
  for (const key of RATING_KEYS) {
    out[key] = Math.min(5, Math.max(1, Math.round(ratingScore(key, sky))));
  }
  return out;
}
