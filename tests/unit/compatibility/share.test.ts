import { calculateCompatibility } from '@/lib/compatibility/calculate';
import { parseShared, sharePath } from '@/lib/compatibility/pairs/share';
import { SIGN_IDS } from '@/lib/zodiac/signs';

describe('the share address of a calculator result', () => {
  it('shows the same percentage and description as the calculator for every ordered pair', () => {
    for (const a of SIGN_IDS) {
      for (const b of SIGN_IDS) {
        for (const random of [0, 13, 29]) {
          const r = calculateCompatibility(a, b, random);
          const path = sharePath(a, b, r.total);
          const shared = parseShared(path.split('/').pop()!)!;
          expect(shared.total).toBe(r.total);
          expect(shared.description).toEqual(r.description);
          expect(shared.bandLabel).toBe(r.bandLabel);
          expect(shared.harmonious).toBe(r.harmonious);
        }
      }
    }
  });

  it('rejects unknown signs and percentages outside 0–100', () => {
    for (const bad of ['koc-terazi-101', 'koc-terazi--1', 'koc-terazi-05', 'aries-terazi-50', 'koc-terazi', 'koc-terazi-5.5', '']) {
      expect(parseShared(bad)).toBeNull();
    }
    expect(parseShared('koc-terazi-0')?.total).toBe(0);
    expect(parseShared('koc-terazi-100')?.total).toBe(100);
  });
});
