import {
  allPairs,
  pairBreakdown,
  pairPage,
  pairPageSentences,
  pairSlug,
  parsePairSlug,
  signRelation,
} from '@/lib/compatibility/pairs/compose';
import { SIGN_IDS } from '@/lib/zodiac/signs';

/** Sentences as the distinctness rule counts them: lower-cased the Turkish way, punctuation stripped. */
function sentenceSet(text: string[]): Set<string> {
  const out = new Set<string>();
  for (const block of text) {
    for (const raw of block.split(/(?<=[.!?])\s+/)) {
      const s = raw
        .toLocaleLowerCase('tr-TR')
        .replace(/[\p{P}\p{S}]/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (s) out.add(s);
    }
  }
  return out;
}

describe('sign pair pages', () => {
  const pairs = allPairs();

  it('has the 78 pairs, each once, in zodiac order', () => {
    expect(pairs).toHaveLength(78);
    const slugs = pairs.map((p) => pairSlug(p.a, p.b));
    expect(new Set(slugs).size).toBe(78);
    for (const p of pairs) expect(SIGN_IDS.indexOf(p.a)).toBeLessThanOrEqual(SIGN_IDS.indexOf(p.b));
  });

  it('reads slugs: canonical order, reverse order, and rejects anything else', () => {
    expect(parsePairSlug('koc-terazi')).toEqual({ a: 'koc', b: 'terazi', canonical: true });
    expect(parsePairSlug('terazi-koc')).toEqual({ a: 'terazi', b: 'koc', canonical: false });
    expect(parsePairSlug('koc-koc')).toEqual({ a: 'koc', b: 'koc', canonical: true });
    for (const bad of ['koc', 'koc-', 'koc-terazi-x', 'aries-terazi', '', 'KOC-terazi']) {
      expect(parsePairSlug(bad)).toBeNull();
    }
  });

  it('names the sign-to-sign relation by distance around the zodiac', () => {
    expect(signRelation('koc', 'koc')).toBe('ayni');
    expect(signRelation('koc', 'boga')).toBe('otuz');
    expect(signRelation('koc', 'balik')).toBe('otuz');
    expect(signRelation('koc', 'ikizler')).toBe('altmis');
    expect(signRelation('koc', 'yengec')).toBe('kare');
    expect(signRelation('koc', 'aslan')).toBe('ucgen');
    expect(signRelation('koc', 'basak')).toBe('yuzelli');
    expect(signRelation('koc', 'terazi')).toBe('karsit');
    expect(signRelation('oglak', 'ikizler')).toBe('yuzelli');
  });

  it('gives a fixed breakdown in range, the same for both orders', () => {
    for (const { a, b } of pairs) {
      const x = pairBreakdown(a, b);
      expect(pairBreakdown(b, a)).toEqual(x);
      expect(x.areas).toHaveLength(5);
      for (const r of x.areas) {
        expect(r.total).toBeGreaterThanOrEqual(20);
        expect(r.total).toBeLessThanOrEqual(95);
      }
    }
    // A trine of the same element scores above a square in every area but love.
    const trine = pairBreakdown('koc', 'aslan').areas;
    const square = pairBreakdown('koc', 'yengec').areas;
    for (let i = 1; i < 5; i++) expect(trine[i].total).toBeGreaterThan(square[i].total);
  });

  it('names both signs in every section and says the breakdown has no chance in it', () => {
    for (const { a, b } of pairs) {
      const page = pairPage(a, b);
      for (const s of page.sections) {
        const text = s.sentences.join(' ');
        expect(text).toContain(page.a.name);
        expect(text).toContain(page.b.name);
      }
      expect(page.breakdownNote).toMatch(/şans/);
    }
  });

  it('keeps every page distinct: no two of the 78 share more than 10 % of their sentences', () => {
    const sets = pairs.map((p) => sentenceSet(pairPageSentences(pairPage(p.a, p.b))));
    let worst = 0;
    let worstPair = '';
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        let shared = 0;
        for (const s of sets[i]) if (sets[j].has(s)) shared++;
        const share = shared / Math.min(sets[i].size, sets[j].size);
        if (share > worst) {
          worst = share;
          worstPair = `${pairSlug(pairs[i].a, pairs[i].b)} / ${pairSlug(pairs[j].a, pairs[j].b)}`;
        }
      }
    }
    // Quoted in the closing note.
    console.log(`pairs: largest shared share ${(worst * 100).toFixed(1)} % (${worstPair}); sentences per page ${Math.min(...sets.map((s) => s.size))}–${Math.max(...sets.map((s) => s.size))}`);
    expect(worst).toBeLessThanOrEqual(0.1);
  });
});
