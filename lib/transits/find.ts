/**
 * Transits: the moving planets against the fixed points of a natal chart. Every instant a
 * transiting body stands exactly at an aspect's angle from a natal point inside a window, with the
 * stretch of time it stays within the aspect's orb around it.
 *
 * How: each body's longitude is sampled on a grid fine enough that no station can hide between
 * two samples (a day for the Sun to Venus, two for Mars, four for the slow planets), unwrapped, and
 * cut at its stations (the vertex of a parabola through the three samples around a turn), so
 * that between two cuts the longitude only grows or only shrinks. In such a piece a target
 * longitude is crossed at most once per circle, and the samples say in which interval; the
 * instant is then found on the ephemeris itself by the Illinois method (regula falsi) on the
 * angular difference, to 0.1″ or a second. The window's ends and the orb's edges come from
 * the samples by linear interpolation (they are read as days, not minutes).
 */
import { ASPECT_ANGLE, ASPECT_TYPES, maxOrb, type AspectKind } from '../astro/aspects';
import { BODIES, type Body } from '../astro/bodies';
import { longitudeOf } from '../astro/ephemeris';
import { angleDiff, normalizeDegrees } from '../astro/longitude';

const DAY_MS = 86_400_000;

export const TRANSITING_BODIES = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly Body[];
export type TransitingBody = (typeof TRANSITING_BODIES)[number];

/** The natal points a transit is read to: the ten bodies and, with a birth time, the two angles. */
export const NATAL_POINTS = [...BODIES, 'ascendant', 'midheaven'] as const;
export type NatalPoint = (typeof NATAL_POINTS)[number];

/** Sampling step per body, in days: shorter than half the shortest time between two stations. */
const STEP_DAYS: Record<TransitingBody, number> = {
  sun: 1,
  mercury: 1,
  venus: 1,
  mars: 2,
  jupiter: 4,
  saturn: 4,
  uranus: 4,
  neptune: 4,
  pluto: 4,
};

/**
 * The orb a transit is read with: the one orb table of lib/astro (a luminary's full orb, a
 * planet's three quarters). The angles count as planets.
 */
export function transitOrb(kind: AspectKind, body: TransitingBody, point: NatalPoint): number {
  const other: Body = point === 'ascendant' || point === 'midheaven' ? 'mercury' : point;
  return maxOrb(kind, body, other);
}

export interface TransitPass {
  body: TransitingBody;
  aspect: AspectKind;
  point: NatalPoint;
  /** The orb this transit is read with, degrees. */
  orb: number;
  /** Epoch ms of each exact pass inside the window, in order. */
  exact: number[];
  /** Epoch ms the transit enters / leaves its orb, clipped to the window. */
  start: number;
  end: number;
}

interface Sample {
  t: number;
  /** Unwrapped longitude, degrees. */
  u: number;
}

/** The body's samples over [from, to], unwrapped, with a sample added at every station. */
function samplesOf(body: TransitingBody, from: number, to: number): Sample[] {
  const step = STEP_DAYS[body] * DAY_MS;
  const times: number[] = [];
  // Grid counted from the epoch, so neighbouring windows share samples (and the ephemeris's cache).
  const first = Math.floor(from / step) * step;
  for (let t = first; t < to; t += step) times.push(Math.max(t, from));
  times.push(to);
  const raw: Sample[] = [];
  let prev = 0;
  for (const t of times) {
    const lon = longitudeOf(body, new Date(t));
    const u = raw.length === 0 ? lon : prev + angleDiff(lon, normalizeDegrees(prev));
    raw.push({ t, u });
    prev = u;
  }
  if (body === 'sun') return raw;
  // Stations: the direction of motion changes between two neighbouring intervals.
  const out: Sample[] = [raw[0]];
  for (let i = 1; i < raw.length - 1; i++) {
    const a = raw[i - 1];
    const b = raw[i];
    const c = raw[i + 1];
    const d1 = b.u - a.u;
    const d2 = c.u - b.u;
    if (d1 === 0 || d2 === 0 || Math.sign(d1) === Math.sign(d2)) {
      out.push(b);
      continue;
    }
    // The vertex of the parabola through a, b, c (unequal steps at the window's edges allowed).
    const station = vertex(a, b, c);
    const s = { t: station, u: 0 };
    const lon = longitudeOf(body, new Date(station));
    s.u = b.u + angleDiff(lon, normalizeDegrees(b.u));
    if (station < b.t) out.push(s, b);
    else if (station > b.t) out.push(b, s);
    else out.push(b);
  }
  out.push(raw[raw.length - 1]);
  return out;
}

function vertex(a: Sample, b: Sample, c: Sample): number {
  const x1 = a.t - b.t;
  const x2 = c.t - b.t;
  const y1 = a.u - b.u;
  const y2 = c.u - b.u;
  // y = p·x² + q·x through (0,0), (x1,y1), (x2,y2).
  const p = (y1 / x1 - y2 / x2) / (x1 - x2);
  const q = y1 / x1 - p * x1;
  if (p === 0) return b.t;
  const x = -q / (2 * p);
  return Math.min(c.t, Math.max(a.t, b.t + x));
}

/** The angular distance of the body from a target longitude at t, in (−180, 180]. */
function offset(body: TransitingBody, t: number, target: number): number {
  return angleDiff(longitudeOf(body, new Date(t)), target);
}

const TOLERANCE_DEG = 0.1 / 3600;
const TOLERANCE_MS = 1_000;

/**
 * The root of the offset in [lo, hi], where its signs differ (Illinois regula falsi on the
 * ephemeris). `flo` and `fhi` are the offsets at the ends.
 */
function refine(
  body: TransitingBody,
  target: number,
  lo: number,
  flo: number,
  hi: number,
  fhi: number,
): number {
  if (flo === 0) return lo;
  if (fhi === 0) return hi;
  let side = 0;
  for (let i = 0; i < 60; i++) {
    const t = hi - (fhi * (hi - lo)) / (fhi - flo);
    const x = Math.min(hi - 1, Math.max(lo + 1, t));
    const fx = offset(body, x, target);
    if (Math.abs(fx) < TOLERANCE_DEG || hi - lo < TOLERANCE_MS) return x;
    if (Math.sign(fx) === Math.sign(fhi)) {
      hi = x;
      fhi = fx;
      if (side === 1) flo /= 2;
      side = 1;
    } else {
      lo = x;
      flo = fx;
      if (side === -1) fhi /= 2;
      side = -1;
    }
  }
  return lo + (hi - lo) / 2;
}

/** The targets of an aspect to a natal longitude: one for a conjunction or an opposition, else two. */
function targetsOf(natal: number, kind: AspectKind): number[] {
  const angle = ASPECT_ANGLE[kind];
  if (angle === 0 || angle === 180) return [normalizeDegrees(natal + angle)];
  return [normalizeDegrees(natal + angle), normalizeDegrees(natal - angle)];
}

/** The exact instants when the unwrapped longitude passes target (mod 360), in time order. */
function crossings(body: TransitingBody, samples: Sample[], target: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1];
    const b = samples[i];
    const lo = Math.min(a.u, b.u);
    const hi = Math.max(a.u, b.u);
    // The unwrapped values target + 360n in [lo, hi): half-open, so a pass on a sample counts once.
    for (let v = target + 360 * Math.ceil((lo - target) / 360); v < hi; v += 360) {
      out.push(refine(body, target, a.t, a.u - v, b.t, b.u - v));
    }
  }
  return out;
}

/**
 * Every transit of the transiting bodies to the natal points that is exact inside [from, to)
 * (epoch ms), ordered by first exact instant.
 */
export function findTransits(
  natal: readonly { point: NatalPoint; longitude: number }[],
  from: number,
  to: number,
  bodies: readonly TransitingBody[] = TRANSITING_BODIES,
): TransitPass[] {
  const found: TransitPass[] = [];
  for (const body of bodies) {
    const samples = samplesOf(body, from, to);
    for (const { point, longitude } of natal) {
      for (const kind of ASPECT_TYPES) {
        const orb = transitOrb(kind, body, point);
        for (const target of targetsOf(longitude, kind)) {
          const roots = crossings(body, samples, target).filter((t) => t >= from && t < to);
          if (roots.length === 0) continue;
          found.push(...passesAround(body, kind, point, orb, target, samples, roots, from, to));
        }
      }
    }
  }
  return found.sort((a, b) => a.exact[0] - b.exact[0] || a.body.localeCompare(b.body));
}

/**
 * Groups exact passes into stretches within orb: the samples and the roots (offset 0) make one
 * sequence; a run of points within orb is one transit, its edges interpolated linearly.
 */
function passesAround(
  body: TransitingBody,
  aspect: AspectKind,
  point: NatalPoint,
  orb: number,
  target: number,
  samples: Sample[],
  roots: number[],
  from: number,
  to: number,
): TransitPass[] {
  const pts = [
    ...samples.map((s) => ({ t: s.t, d: angleDiff(normalizeDegrees(s.u), target), root: false })),
    ...roots.map((t) => ({ t, d: 0, root: true })),
  ].sort((a, b) => a.t - b.t);
  const out: TransitPass[] = [];
  let current: TransitPass | null = null;
  // Where |d| reaches the orb between a point outside it and one inside, on the straight line.
  const edge = (p: { t: number; d: number }, q: { t: number; d: number }) => {
    const outside = Math.abs(p.d) > orb ? p : q;
    const level = Math.sign(outside.d) * orb;
    if (q.d === p.d) return p.t;
    const f = (level - p.d) / (q.d - p.d);
    return p.t + Math.min(1, Math.max(0, f)) * (q.t - p.t);
  };
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const inside = Math.abs(p.d) <= orb;
    if (inside && !current) {
      const start = i === 0 ? Math.max(from, p.t) : edge(pts[i - 1], p);
      current = { body, aspect, point, orb, exact: [], start: Math.max(from, start), end: to };
    }
    if (inside && current && p.root) current.exact.push(p.t);
    if (!inside && current) {
      current.end = Math.min(to, edge(pts[i - 1], p));
      if (current.exact.length > 0) out.push(current);
      current = null;
    }
  }
  if (current && current.exact.length > 0) out.push(current);
  return out;
}
