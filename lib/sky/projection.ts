/**
 * The chart's projection: stereographic from the zenith, the way a planisphere is held overhead.
 * The zenith is the centre, the horizon the rim, north at the top and east on the LEFT (the sky seen
 * from below, not a map of the ground). Stereographic keeps shapes, so constellation figures near the
 * horizon look as they do to the eye, and the Moon's lit side points the right way.
 */
import type { Vec3 } from './vector';

export interface Disc {
  cx: number;
  cy: number;
  /** Radius of the horizon circle in pixels. */
  radius: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Projects a horizon unit vector (x north, y west, z zenith). With r = R·tan(z/2) for zenith distance z
 * and azimuth A, x = cx − r·sin A and y = cy − r·cos A, which reduce to the division below.
 * Directions close to the nadir run off to infinity; callers only project what is near or above the horizon.
 */
export function project(v: Vec3, disc: Disc): Point {
  const k = disc.radius / (1 + v[2]);
  return { x: disc.cx + k * v[1], y: disc.cy - k * v[0] };
}

/** Radius in pixels of the circle of a given altitude (degrees). */
export function altitudeRadius(altitude: number, disc: Disc): number {
  return disc.radius * Math.tan(((90 - altitude) * Math.PI) / 360);
}

/** Whether a point lies inside the horizon circle, with an optional margin in pixels. */
export function insideDisc(p: Point, disc: Disc, margin = 0): boolean {
  return Math.hypot(p.x - disc.cx, p.y - disc.cy) <= disc.radius - margin;
}
