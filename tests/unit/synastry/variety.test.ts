/**
 * Different couples read different sentences: over 50 seeded random pairs of births (some with
 * unknown birth times), no sentence of the reading is shared by more than 10 % of the pairs.
 */
import { computeSynastry } from '@/lib/synastry';
import { randomPairs } from './births';

const sentencesOf = (r: ReturnType<typeof computeSynastry>['interpretation']) =>
  [r.headline, ...r.sections.flatMap((s) => s.paragraphs), ...r.advice].flatMap((p) =>
    p.split(/(?<=[.!?])\s+/).filter(Boolean),
  );

test('over 50 random pairs no sentence is shared by more than 5 of them', () => {
  const pairs = randomPairs(50, 20260214, { unknownTimes: true });
  const holders = new Map<string, number>();
  for (const [a, b] of pairs) {
    const mine = new Set(sentencesOf(computeSynastry(a, b).interpretation));
    for (const s of mine) holders.set(s, (holders.get(s) ?? 0) + 1);
  }
  const shared = [...holders].filter(([, n]) => n > 5).sort((x, y) => y[1] - x[1]);
  if (shared.length) console.error(shared.slice(0, 10));
  expect(shared).toEqual([]);
  // The readings are not empty: on average well over a dozen sentences each.
  expect(holders.size).toBeGreaterThan(50 * 12);
}, 60_000);
