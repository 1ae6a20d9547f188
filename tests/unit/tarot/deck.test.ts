import { TAROT_DECK } from '@/lib/tarot/deck';
import { TAROT_POSITIONS } from '@/lib/tarot/positions';
import { tarotCardSchema } from '@/lib/tarot/schema';

const NAMES = [
  'Deli',
  'Büyücü',
  'Yüksek Rahibe',
  'İmparatoriçe',
  'İmparator',
  'Hierofant',
  'Aşıklar',
  'Savaş Arabası',
  'Güç',
  'Ermiş',
];

describe('tarot deck', () => {
  it('holds the ten cards of section 3, numbered 1 to 10 in order', () => {
    expect(TAROT_DECK.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(TAROT_DECK.map((c) => c.name)).toEqual(NAMES);
  });

  it.each(TAROT_DECK.map((c) => [c.name, c] as const))('%s passes the card schema', (_name, card) => {
    const r = tarotCardSchema.safeParse(card);
    if (!r.success) throw new Error(JSON.stringify(r.error.issues, null, 2));
    expect(r.success).toBe(true);
  });

  it('gives every card its own glyph', () => {
    expect(new Set(TAROT_DECK.map((c) => c.glyph)).size).toBe(10);
  });

  it('never repeats a text between cards or positions', () => {
    const texts = TAROT_DECK.flatMap((c) => [
      c.meaning,
      c.reversedMeaning,
      c.readings.past,
      c.readings.present,
      c.readings.future,
    ]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('names the positions Geçmiş, Şimdi, Gelecek', () => {
    expect(TAROT_POSITIONS.map((p) => p.label)).toEqual(['Geçmiş', 'Şimdi', 'Gelecek']);
  });

  it('rejects a card without a reversed meaning', () => {
    const rest: Partial<(typeof TAROT_DECK)[number]> = { ...TAROT_DECK[0] };
    delete rest.reversedMeaning;
    expect(tarotCardSchema.safeParse(rest).success).toBe(false);
  });
});
