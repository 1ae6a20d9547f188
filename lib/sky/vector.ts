/** Small 3-vector helpers for directions on the celestial sphere. */

export type Vec3 = readonly [number, number, number];

const DEG = Math.PI / 180;

/** Unit vector for right ascension and declination in degrees (x to the equinox, z to the pole). */
export function unitFromRaDec(raDeg: number, decDeg: number): Vec3 {
  const ra = raDeg * DEG;
  const dec = decDeg * DEG;
  const c = Math.cos(dec);
  return [c * Math.cos(ra), c * Math.sin(ra), Math.sin(dec)];
}

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function normalize(v: Vec3): Vec3 {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

/** Angle between two unit vectors in degrees. */
export function angularDistance(a: Vec3, b: Vec3): number {
  return Math.acos(Math.min(1, Math.max(-1, dot(a, b)))) / DEG;
}

/** The point a fraction `t` of the way along the great circle from `a` to `b`. */
export function slerp(a: Vec3, b: Vec3, t: number): Vec3 {
  const omega = Math.acos(Math.min(1, Math.max(-1, dot(a, b))));
  if (omega < 1e-9) return a;
  const s = Math.sin(omega);
  const wa = Math.sin((1 - t) * omega) / s;
  const wb = Math.sin(t * omega) / s;
  return normalize([wa * a[0] + wb * b[0], wa * a[1] + wb * b[1], wa * a[2] + wb * b[2]]);
}

/**
 * A row-major 3×3 rotation, flattened: out = M · v. Built from astronomy-engine's RotationMatrix,
 * whose `rot[i][j]` is stored the other way round (see `fromAstronomyRotation`).
 */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

export function fromAstronomyRotation(rot: number[][]): Matrix3 {
  // astronomy-engine's RotateVector computes out.x = rot[0][0]·x + rot[1][0]·y + rot[2][0]·z.
  return [rot[0][0], rot[1][0], rot[2][0], rot[0][1], rot[1][1], rot[2][1], rot[0][2], rot[1][2], rot[2][2]];
}

export function rotate(m: Matrix3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}
