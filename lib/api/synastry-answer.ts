/**
 * The synastry answer's data for two parsed births: both charts as /api/birth-chart gives them,
 * their comparison and its reading. Shared by the API route and the page's no-JavaScript path.
 */
import { computeBirthChart } from '../birth-chart/chart';
import { interpretChart } from '../birth-chart/interpret';
import { synastryOf } from '../synastry';
import { forPerson, synastryDataSchema, type SynastryData, type SynastryQuery } from './synastry';

export function synastryData(q: SynastryQuery): SynastryData {
  const a = forPerson('a', 'place', () => computeBirthChart(q.a));
  const b = forPerson('b', 'place', () => computeBirthChart(q.b));
  const s = synastryOf(a, b);
  return synastryDataSchema.parse({
    a: { ...a, interpretation: interpretChart(a) },
    b: { ...b, interpretation: interpretChart(b) },
    aspects: s.aspects,
    overlays: s.overlays,
    composite: s.composite,
    interpretation: s.interpretation,
  });
}
