import { TAROT_POSITIONS, type TarotPosition } from './positions';
import { randomBelow } from './random';
import type { TarotCard } from './schema';

/**
 * Drawing the spread. Kept apart from the deck's texts so the browser bundle stays small:
 * the page passes the deck to the client, which only needs these few functions.
 */

/** A source of uniform whole numbers in [0, n); `randomBelow` over Web Crypto by default. */
export type Below = (n: number) => number;

/** Fisher–Yates: a uniformly random permutation of `items` (a new array). */
export function shuffle<T>(items: readonly T[], below: Below = randomBelow): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Shuffles the deck's card ids and deals the top three: past, present, future. */
export function drawThree(ids: readonly number[], below: Below = randomBelow): [number, number, number] {
  if (ids.length < 3) throw new Error('Üç kart çekmek için destede en az üç kart olmalı');
  const [a, b, c] = shuffle(ids, below);
  return [a, b, c];
}

export interface DealtCard {
  position: TarotPosition;
  card: TarotCard;
}

/** Pairs three drawn ids with the spread's positions. */
export function spreadOf(ids: readonly number[], deck: readonly TarotCard[]): DealtCard[] {
  return TAROT_POSITIONS.map((position, i) => {
    const card = deck.find((c) => c.id === ids[i]);
    if (!card) throw new Error(`Destede olmayan kart: ${ids[i]}`);
    return { position, card };
  });
}
