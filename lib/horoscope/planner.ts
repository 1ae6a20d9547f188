/**
 * The planner: before a word is written, it ranks what the period's sky does in the reader's
 * houses and keeps the one or two strongest as the reading's themes. The rule (docs/readings.md,
 * "The dominance rule"): weight = kind × body × house × exactness.
 *
 * - kind: a lunation 4 (5 when it is an eclipse), a station 3.5, an ingress 3, a hard aspect or
 *   a conjunction 2, a soft aspect 1.6, the Moon's house of the day (or, for a week or a month,
 *   the Sun's) 1;
 * - body: Jupiter and Saturn 1.3, the outer planets 1.2, Venus and Mars 1.1, the rest 1;
 * - house: angular (1, 4, 7, 10) 1.3, succedent (2, 5, 8, 11) 1.1, cadent 1;
 * - exactness: for a day, 1 on the day and 0.6 a day before or after; for a week or a month, 1.
 */
import type { Body } from '../astro/bodies';
import type { SkyEvent } from '../astro/events';
import type { ExactAspect } from '../astro/course';
import type { PeriodSky } from './facts';

export type ThemeKind =
  'moon' | 'sun' | 'new-moon' | 'full-moon' | 'ingress' | 'station-retrograde' | 'station-direct' | 'aspect';

export interface Theme {
  kind: ThemeKind;
  house: number;
  weight: number;
  /** Epoch ms of the event (absent for the Moon's or the Sun's house). */
  at?: number;
  event?: SkyEvent;
  aspect?: ExactAspect;
  eclipse?: PeriodSky['eclipses'][number];
}

const KIND_WEIGHT: Record<ThemeKind, number> = {
  'new-moon': 4,
  'full-moon': 4,
  'station-retrograde': 3.5,
  'station-direct': 3.5,
  ingress: 3,
  aspect: 2,
  moon: 1,
  sun: 1,
};

const BODY_FACTOR: Record<Body, number> = {
  sun: 1,
  moon: 1,
  mercury: 1,
  venus: 1.1,
  mars: 1.1,
  jupiter: 1.3,
  saturn: 1.3,
  uranus: 1.2,
  neptune: 1.2,
  pluto: 1.2,
};

export function houseFactor(house: number): number {
  return house % 3 === 1 ? 1.3 : house % 3 === 2 ? 1.1 : 1;
}

export interface PlanInput {
  daily: boolean;
  sky: PeriodSky;
  /** House of a sign for this reader. */
  house: (sign: SkyEvent['sign']) => number;
  /** Days from the period's first day to an instant's day (Istanbul). */
  dayOf: (ms: number) => number;
  /** The Moon's sign at noon (a day) or the Sun's main sign (a week or a month). */
  luminarySign: SkyEvent['sign'];
  /** Events just outside the period a day may still lead with ('yarın Mars Başak’a geçecek'). */
  upcoming?: readonly SkyEvent[];
}

/** Every candidate theme, strongest first. */
export function candidates(input: PlanInput): Theme[] {
  const { sky, daily } = input;
  const exactness = (ms: number) => {
    if (!daily) return 1;
    const n = Math.abs(input.dayOf(ms));
    return n === 0 ? 1 : n === 1 ? 0.6 : 0;
  };
  const out: Theme[] = [];
  for (const e of [...sky.events, ...(input.upcoming ?? [])]) {
    if (e.body === 'moon' && e.kind === 'ingress') continue;
    const at = Date.parse(e.at);
    const house = input.house(e.sign);
    const kind = e.kind as ThemeKind;
    const eclipse = sky.eclipses.find((x) => Math.abs(Date.parse(x.at) - at) < 86_400_000);
    const base = eclipse ? 5 : KIND_WEIGHT[kind];
    out.push({
      kind,
      house,
      at,
      event: e,
      eclipse: e.kind === 'new-moon' || e.kind === 'full-moon' ? eclipse : undefined,
      weight: base * BODY_FACTOR[e.body] * houseFactor(house) * exactness(at),
    });
  }
  for (const a of sky.exact) {
    const w = exactness(a.at);
    if (!w || a.at < sky.start - (daily ? 86_400_000 : 0) || a.at >= sky.end + (daily ? 86_400_000 : 0))
      continue;
    const house = input.house(a.signA);
    const soft = a.kind === 'trine' || a.kind === 'sextile';
    out.push({
      kind: 'aspect',
      house,
      at: a.at,
      aspect: a,
      weight: (soft ? 1.6 : 2) * Math.max(BODY_FACTOR[a.a], BODY_FACTOR[a.b]) * houseFactor(house) * w,
    });
  }
  const house = input.house(input.luminarySign);
  out.push({ kind: daily ? 'moon' : 'sun', house, weight: houseFactor(house) });
  return out.filter((t) => t.weight > 0).sort((x, y) => y.weight - x.weight || (x.at ?? 0) - (y.at ?? 0));
}

/** The reading's one or two themes: the strongest, and the next in another house. */
export function planThemes(input: PlanInput): Theme[] {
  const all = candidates(input);
  const first = all[0];
  const second = all.find((t) => t !== first && t.house !== first.house);
  return second ? [first, second] : [first];
}
