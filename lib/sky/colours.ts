/** Colours of the chart: stars by their B−V index, the sky by the Sun's altitude. */

type Rgb = readonly [number, number, number];

// Approximate star colours by B−V (blue-white O/B stars to orange-red M stars), a little saturated
// so that the difference shows on a dark background.
const BV_STOPS: readonly [number, Rgb][] = [
  [-0.4, [155, 178, 255]],
  [0.0, [202, 216, 255]],
  [0.3, [236, 240, 255]],
  [0.6, [255, 246, 228]],
  [1.0, [255, 221, 170]],
  [1.4, [255, 190, 120]],
  [2.0, [255, 160, 90]],
];

function interpolate(stops: readonly [number, Rgb][], v: number): Rgb {
  if (v <= stops[0][0]) return stops[0][1];
  for (let i = 1; i < stops.length; i++) {
    const [x1, c1] = stops[i];
    if (v <= x1) {
      const [x0, c0] = stops[i - 1];
      const t = (v - x0) / (x1 - x0);
      return [c0[0] + (c1[0] - c0[0]) * t, c0[1] + (c1[1] - c0[1]) * t, c0[2] + (c1[2] - c0[2]) * t];
    }
  }
  return stops[stops.length - 1][1];
}

export function rgba([r, g, b]: Rgb, alpha = 1): string {
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${alpha})`;
}

export function starColour(bv: number): Rgb {
  return interpolate(BV_STOPS, bv);
}

// Sky at the zenith and at the horizon by the Sun's altitude: night below −18°, the three twilights,
// then day. The stars are still drawn by day (it is a chart), but the sky says the truth.
const ZENITH: readonly [number, Rgb][] = [
  [-18, [7, 11, 32]],
  [-12, [11, 19, 52]],
  [-6, [22, 38, 88]],
  [0, [44, 72, 140]],
  [10, [58, 102, 170]],
];
const HORIZON: readonly [number, Rgb][] = [
  [-18, [18, 26, 64]],
  [-12, [26, 38, 86]],
  [-6, [48, 64, 122]],
  [0, [92, 118, 176]],
  [10, [120, 156, 206]],
];

export function skyColours(sunAltitude: number): { zenith: Rgb; horizon: Rgb } {
  return { zenith: interpolate(ZENITH, sunAltitude), horizon: interpolate(HORIZON, sunAltitude) };
}

/** Strength 0..1 of the glow above the horizon where the Sun is, during twilight and by day. */
export function sunGlow(sunAltitude: number): number {
  if (sunAltitude <= -18) return 0;
  if (sunAltitude >= 0) return 0.55;
  return 0.55 * ((sunAltitude + 18) / 18) ** 1.5;
}

export const PLANET_COLOURS: Record<string, Rgb> = {
  mercury: [214, 206, 192],
  venus: [255, 248, 220],
  mars: [255, 138, 96],
  jupiter: [246, 222, 180],
  saturn: [236, 212, 146],
  uranus: [160, 228, 224],
  neptune: [128, 168, 255],
};
