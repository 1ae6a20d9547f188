/** The three positions of the spread, in the order the cards are dealt. */
export const TAROT_POSITIONS = [
  { key: 'past', label: 'Geçmiş' },
  { key: 'present', label: 'Şimdi' },
  { key: 'future', label: 'Gelecek' },
] as const;

export type TarotPosition = (typeof TAROT_POSITIONS)[number];
export type TarotPositionKey = TarotPosition['key'];
