/**
 * One sentence per rating that says why it is what it is, from the same factors the rule
 * summed (ratings.ts): the strongest ones in the rating's direction, in plain words.
 */
import type { AspectKind } from '../../astro/aspects';
import { BODY_NAMES } from '../../astro/bodies';
import {
  RATING_KEYS,
  ratingFactors,
  type RatingFactor,
  type RatingKey,
  type Ratings,
  type RatingSky,
} from '../ratings';
import { capitalize, comitative, genitive } from '../turkish';
import { HOUSE_WORDS } from './houses';

/** An aspect's name as a possessed noun: 'Venüs’ün Satürn’le karesi'. */
const ASPECT_POSSESSED: Record<AspectKind, string> = {
  conjunction: 'kavuşumu',
  sextile: 'sekstili',
  square: 'karesi',
  trine: 'üçgeni',
  opposition: 'karşıt açısı',
};

/** What each rating is about, for the sentence's end. */
const SUBJECT: Record<RatingKey, string> = {
  love: 'aşk',
  career: 'iş',
  health: 'sağlık',
  energy: 'enerji',
};

function factorWords(f: RatingFactor): string {
  switch (f.type) {
    case 'presence':
      return `${genitive(BODY_NAMES[f.body])} ${HOUSE_WORDS[f.house - 1].loc} olması`;
    case 'contact':
      return `${genitive(BODY_NAMES[f.body])} ${comitative(BODY_NAMES[f.partner])} ${ASPECT_POSSESSED[f.kind]}`;
    case 'retrograde':
      return `${genitive(BODY_NAMES[f.body])} geri hareketi`;
    case 'lunation':
      return `yeni ayın ${HOUSE_WORDS[f.house - 1].loc} olması`;
  }
}

/** The two strongest factors with the given sign of delta, as 'A ve B'. */
function strongest(factors: RatingFactor[], sign: 1 | -1): string[] {
  return factors
    .filter((f) => Math.sign(f.delta) === sign && Math.abs(f.delta) >= 0.2)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
    .map(factorWords)
    .filter((w, i, all) => all.indexOf(w) === i)
    .slice(0, 2);
}

export function ratingReason(key: RatingKey, value: number, sky: RatingSky): string {
  const factors = ratingFactors(key, sky);
  const up = strongest(factors, 1);
  const down = strongest(factors, -1);
  const subject = SUBJECT[key];
  if (value >= 4 && up.length) return capitalize(`${up.join(' ve ')} ${subject} puanını yükseltiyor.`);
  if (value <= 2 && down.length) return capitalize(`${down.join(' ve ')} ${subject} puanını aşağı çekiyor.`);
  if (up.length && down.length)
    return capitalize(`${up[0]} ile ${down[0]} birbirini dengeliyor, ${subject} puanı ortada.`);
  if (up.length) return capitalize(`${up[0]} hafif bir destek veriyor, ${subject} puanı ortada.`);
  if (down.length) return capitalize(`${down[0]} hafif bir baskı yapıyor, ${subject} puanı ortada.`);
  return capitalize(`${subject} tarafında gökyüzünden belirgin bir etki yok, puan ortada.`);
}

export function ratingReasons(ratings: Ratings, sky: RatingSky): Record<RatingKey, string> {
  const out = {} as Record<RatingKey, string>;
  for (const key of RATING_KEYS) out[key] = ratingReason(key, ratings[key], sky);
  return out;
}
