/**
 * Geometry of the chart wheel, free of React: where each sign, cusp, point and aspect line goes on
 * a 600 × 600 canvas. The Ascendant sits at nine o'clock and longitudes grow counter-clockwise,
 * as on every printed chart; without a birth time 0° Koç takes the Ascendant's place.
 */
import type { AspectKind } from '@/lib/astro/aspects';
import type { ChartAspect, ChartBody, ChartBodyPosition, SignPosition } from '@/lib/birth-chart/types';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/signs';

export const WHEEL_SIZE = 600;
export const CENTER = WHEEL_SIZE / 2;
export const R_OUTER = 292;
export const R_SIGNS = 246;
export const R_PLANETS = 212;
export const R_DEGREES = 180;
export const R_HOUSES = 150;
export const R_INNER = 126;

export interface Point {
  x: number;
  y: number;
}

/** Screen position of a longitude at a radius, with `start` (the Ascendant) at nine o'clock. */
export function polar(longitude: number, radius: number, start: number): Point {
  const a = ((longitude - start) * Math.PI) / 180;
  return { x: round(CENTER - radius * Math.cos(a)), y: round(CENTER + radius * Math.sin(a)) };
}

const round = (v: number) => Math.round(v * 100) / 100;

export interface PlacedPoint {
  body: ChartBody;
  /** The true longitude: where the tick on the zodiac ring points. */
  longitude: number;
  /** The longitude the glyph is drawn at, nudged apart from its neighbours. */
  shown: number;
  position: ChartBodyPosition;
}

/** Spreads glyphs that would overlap (closer than `gap` degrees) while keeping their order. */
export function spreadPoints(bodies: readonly ChartBodyPosition[], gap = 8.5): PlacedPoint[] {
  const sorted = [...bodies].sort((a, b) => a.longitude - b.longitude);
  const n = sorted.length;
  if (n === 0) return [];
  // Start the run after the widest empty arc so that no cluster straddles the cut.
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const next = sorted[(i + 1) % n].longitude + (i + 1 === n ? 360 : 0);
    if (next - sorted[i].longitude > widest) {
      widest = next - sorted[i].longitude;
      cut = (i + 1) % n;
    }
  }
  const run = [...sorted.slice(cut), ...sorted.slice(0, cut)];
  const base = run[0].longitude;
  const unwrapped = run.map((b) => {
    let l = b.longitude;
    while (l < base) l += 360;
    return l;
  });
  const shown = [...unwrapped];
  // Relax a few times: push each glyph forward of its predecessor, then centre clusters back.
  for (let pass = 0; pass < 6; pass++) {
    for (let i = 1; i < n; i++) if (shown[i] - shown[i - 1] < gap) shown[i] = shown[i - 1] + gap;
    let i = 0;
    while (i < n) {
      let j = i;
      while (j + 1 < n && shown[j + 1] - shown[j] <= gap + 1e-9) j++;
      const drift =
        (shown.slice(i, j + 1).reduce((s, v) => s + v, 0) -
          unwrapped.slice(i, j + 1).reduce((s, v) => s + v, 0)) /
        (j - i + 1);
      for (let k = i; k <= j; k++) shown[k] -= drift;
      i = j + 1;
    }
  }
  return run.map((b, i) => ({ body: b.body, longitude: b.longitude, shown: shown[i], position: b }));
}

export type AspectTone = 'soft' | 'hard' | 'fusion';

export const ASPECT_TONE: Record<AspectKind, AspectTone> = {
  conjunction: 'fusion',
  sextile: 'soft',
  trine: 'soft',
  square: 'hard',
  opposition: 'hard',
};

export interface WheelModel {
  start: number;
  signs: { sign: SignId; from: number; glyphAt: Point; index: number }[];
  cusps: { house: number; longitude: number; numberAt: Point; angle: boolean }[] | null;
  points: PlacedPoint[];
  aspects: { aspect: ChartAspect; from: Point; to: Point; tone: AspectTone }[];
  ascendant: SignPosition | null;
  midheaven: SignPosition | null;
}

export function wheelModel(chart: {
  bodies: readonly ChartBodyPosition[];
  ascendant: SignPosition | null;
  midheaven: SignPosition | null;
  houses: readonly number[] | null;
  aspects: readonly ChartAspect[];
}): WheelModel {
  const start = chart.ascendant?.longitude ?? 0;
  const signs = SIGN_IDS.map((sign, index) => ({
    sign,
    index,
    from: index * 30,
    glyphAt: polar(index * 30 + 15, (R_OUTER + R_SIGNS) / 2, start),
  }));
  const cusps = chart.houses
    ? chart.houses.map((longitude, i) => {
        const next = chart.houses![(i + 1) % 12];
        const span = (next - longitude + 360) % 360;
        return {
          house: i + 1,
          longitude,
          numberAt: polar(longitude + span / 2, (R_HOUSES + R_INNER) / 2, start),
          angle: i === 0 || i === 3 || i === 6 || i === 9,
        };
      })
    : null;
  const byBody = new Map(chart.bodies.map((b) => [b.body, b]));
  const aspects = chart.aspects
    .filter((a) => a.type !== 'conjunction')
    .flatMap((aspect) => {
      const p = byBody.get(aspect.a);
      const q = byBody.get(aspect.b);
      if (!p || !q) return [];
      return [
        {
          aspect,
          from: polar(p.longitude, R_INNER, start),
          to: polar(q.longitude, R_INNER, start),
          tone: ASPECT_TONE[aspect.type],
        },
      ];
    });
  return {
    start,
    signs,
    cusps,
    points: spreadPoints(chart.bodies),
    aspects,
    ascendant: chart.ascendant,
    midheaven: chart.midheaven,
  };
}

/** An SVG path for the ring sector between two longitudes and two radii. */
export function sectorPath(from: number, to: number, inner: number, outer: number, start: number): string {
  const a = polar(from, outer, start);
  const b = polar(to, outer, start);
  const c = polar(to, inner, start);
  const d = polar(from, inner, start);
  // Longitudes grow counter-clockwise on screen: sweep flag 0.
  return `M${a.x} ${a.y}A${outer} ${outer} 0 0 0 ${b.x} ${b.y}L${c.x} ${c.y}A${inner} ${inner} 0 0 1 ${d.x} ${d.y}Z`;
}
