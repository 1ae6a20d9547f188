import { bandPhrase, describeCompatibility, scoreBand } from '@/lib/compatibility/describe';
import { SIGNS, type SignCore } from '@/lib/zodiac/signs';

// One sign per element, plus a second sign of the same element so "same element, other sign" is covered.
const byElement = (e: string) => SIGNS.filter((s) => s.element === e);
const ELEMENTS = ['Ateş', 'Toprak', 'Hava', 'Su'];
const SCORES = [30, 49, 50, 69, 70, 84, 85, 99, 100];

describe('compatibility description', () => {
  it('puts scores into four bands at 50, 70 and 85', () => {
    expect(SCORES.map(scoreBand)).toEqual([
      'dusuk',
      'dusuk',
      'orta',
      'orta',
      'yuksek',
      'yuksek',
      'cokYuksek',
      'cokYuksek',
      'cokYuksek',
    ]);
  });

  it('writes a different band phrase for each band, with the percentage', () => {
    const phrases = [30, 55, 75, 90].map(bandPhrase);
    expect(new Set(phrases).size).toBe(4);
    phrases.forEach((p, i) => expect(p).toContain(`%${[30, 55, 75, 90][i]} `));
  });

  const combos: [string, string, boolean, number][] = [];
  for (const a of ELEMENTS)
    for (const b of ELEMENTS)
      for (const h of [true, false]) for (const s of SCORES) combos.push([a, b, h, s]);

  it.each(combos)('%s × %s, harmonious %s, score %s yields a complete text', (a, b, harmonious, score) => {
    const first = byElement(a)[0];
    const second: SignCore = a === b ? byElement(b)[1] : byElement(b)[0];
    const text = describeCompatibility({ first, second, harmonious, score });
    expect(text).toHaveLength(3);
    for (const p of text) {
      expect(p.length).toBeGreaterThan(80);
      expect(p).not.toMatch(/undefined|null|NaN|\{|\}|\$/);
    }
    expect(text[1]).toContain(first.name);
    expect(text[1]).toContain(second.name);
    expect(text[2]).toContain(`%${score}`);
  });

  it('speaks of the elements both ways alike', () => {
    const [fire] = byElement('Ateş');
    const [water] = byElement('Su');
    const ab = describeCompatibility({ first: fire, second: water, harmonious: false, score: 40 })[0];
    const ba = describeCompatibility({ first: water, second: fire, harmonious: false, score: 40 })[0];
    expect(ab).toBe(ba);
  });

  it('has its own phrase for every element pair, and for harmony', () => {
    const firsts = new Set<string>();
    for (const a of ELEMENTS)
      for (const b of ELEMENTS) {
        firsts.add(
          describeCompatibility({
            first: byElement(a)[0],
            second: byElement(b)[1],
            harmonious: false,
            score: 60,
          })[0],
        );
      }
    expect(firsts.size).toBe(10);
    const [koc, aslan] = [byElement('Ateş')[0], byElement('Ateş')[1]];
    const yes = describeCompatibility({ first: koc, second: aslan, harmonious: true, score: 90 })[1];
    const no = describeCompatibility({ first: koc, second: aslan, harmonious: false, score: 90 })[1];
    const same = describeCompatibility({ first: koc, second: koc, harmonious: false, score: 60 })[1];
    expect(new Set([yes, no, same]).size).toBe(3);
    expect(same).toContain('İki Koç burcu bir arada');
  });
});
