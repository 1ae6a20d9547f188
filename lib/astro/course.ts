/**
 * The course of the sky over a stretch of time: each body's signs as dated spans, its direct and
 * retrograde stretches, the instants aspects become exact, and the next change after a period.
 * Server-only (uses the ephemeris). Built on the searches of search.ts, so the dates agree with
 * the events the readings list.
 */
import type { SignId } from '../zodiac/signs';
import { ASPECT_ANGLE, ASPECT_TYPES, type AspectKind } from './aspects';
import { BODIES, type Body } from './bodies';
import { longitudeOf, signAt, speedOf } from './ephemeris';
import type { SkyEvent } from './events';
import { angleDiff, normalizeDegrees, signDistance, signOfLongitude } from './longitude';
import { eventPrecision } from './precision';
import { ingressesBetween, moonPhaseCrossings, stationsBetween } from './search';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A stretch of time, epoch milliseconds, `to` exclusive. */
export interface Stretch {
  from: number;
  to: number;
}

export interface SignSpan extends Stretch {
  sign: SignId;
}

export interface MotionSpan extends Stretch {
  retrograde: boolean;
}

export interface BodyCourse {
  body: Body;
  /** The body's signs over the stretch, in order; the first starts at the stretch's start. */
  signs: SignSpan[];
  /** Direct and retrograde stretches (always direct for the Sun and the Moon). */
  motion: MotionSpan[];
}

/** Splits [start, end) at the given instants, labelling each piece. */
function split<T>(start: number, end: number, first: T, changes: { at: number; value: T }[]) {
  const out: (Stretch & { value: T })[] = [];
  let from = start;
  let value = first;
  for (const c of changes) {
    if (c.at <= from || c.at >= end) continue;
    out.push({ from, to: c.at, value });
    from = c.at;
    value = c.value;
  }
  out.push({ from, to: end, value });
  return out;
}

/**
 * Each body's signs and motion over [start, end). `events` may pass ingresses and stations
 * already found for the stretch (the Moon's ingresses included), to save searching twice.
 */
export function coursesBetween(
  start: Date,
  end: Date,
  events?: readonly SkyEvent[],
): Record<Body, BodyCourse> {
  const s = start.getTime();
  const e = end.getTime();
  const found = events ?? [
    ...ingressesBetween(start, end, { withMoon: true }),
    ...stationsBetween(start, end),
  ];
  const out = {} as Record<Body, BodyCourse>;
  for (const body of BODIES) {
    const ingresses = found
      .filter((x) => x.body === body && x.kind === 'ingress')
      .map((x) => ({ at: Date.parse(x.at), value: x.sign }))
      .sort((a, b) => a.at - b.at);
    const stations = found
      .filter((x) => x.body === body && (x.kind === 'station-retrograde' || x.kind === 'station-direct'))
      .map((x) => ({ at: Date.parse(x.at), value: x.kind === 'station-retrograde' }))
      .sort((a, b) => a.at - b.at);
    const retroAtStart = body !== 'sun' && body !== 'moon' && speedOf(body, start) < 0;
    out[body] = {
      body,
      signs: split(s, e, signAt(body, s), ingresses).map(({ from, to, value }) => ({
        from,
        to,
        sign: value,
      })),
      motion: split(s, e, retroAtStart, stations).map(({ from, to, value }) => ({
        from,
        to,
        retrograde: value,
      })),
    };
  }
  return out;
}

/** An aspect at the instant it is exact. */
export interface ExactAspect {
  a: Body;
  b: Body;
  kind: AspectKind;
  /** Epoch milliseconds, to the minute. */
  at: number;
  signA: SignId;
  signB: SignId;
  degreeA: number;
  degreeB: number;
  /** False when the signs do not stand the aspect's number of signs apart (29° Terazi to 3° Kova). */
  inSign: boolean;
}

// Pairs of the slow outer planets stay in aspect for years: not news for any period.
const OUTER = new Set<Body>(['uranus', 'neptune', 'pluto']);

// Longitudes on a fixed grid of instants, shared by overlapping searches (a day's reading looks
// three days either side, so neighbouring days ask for the same samples).
const gridCache = new Map<string, number>();
const GRID_LIMIT = 50_000;
const crossingCache = new Map<string, ExactAspect>();

function gridLongitude(body: Body, t: number): number {
  const key = `${body}:${t}`;
  let lon = gridCache.get(key);
  if (lon === undefined) {
    lon = longitudeOf(body, new Date(t));
    if (gridCache.size >= GRID_LIMIT) gridCache.clear();
    gridCache.set(key, lon);
  }
  return lon;
}

/**
 * A body's longitude between samples of its precise grid, by the cubic through the four nearest
 * samples (steps: the Moon 6 hours, Mercury 12, the others a day). Within 0.1″ of the full theory
 * over 1900–2100 (tests/unit/astro/rough-longitude.test.ts measures the Moon 0.02″, Mercury
 * 0.045″, Venus 0.03″): a fifth of a second of the Moon's motion, against the 2.5″ by which the
 * theory itself may stand from the Swiss Ephemeris.
 */
export function smoothLongitude(body: Body, t: number): number {
  const step = smoothStep(body);
  const t0 = Math.floor(t / step) * step;
  const l0 = gridLongitude(body, t0);
  if (t === t0) return l0;
  // Unwrapped differences from the sample at t0, for nodes at u = −1, 0, 1, 2.
  const a = -angleDiff(l0, gridLongitude(body, t0 - step));
  const l1 = gridLongitude(body, t0 + step);
  const b = angleDiff(l1, l0);
  const c = b + angleDiff(gridLongitude(body, t0 + 2 * step), l1);
  const u = (t - t0) / step;
  const value =
    (-u * (u - 1) * (u - 2) * a) / 6 + (-(u + 1) * u * (u - 2) * b) / 2 + ((u + 1) * u * (u - 1) * c) / 6;
  return normalizeDegrees(l0 + value);
}

function smoothStep(body: Body): number {
  if (body === 'moon') return 6 * HOUR_MS;
  if (body === 'mercury') return 12 * HOUR_MS;
  return DAY_MS;
}

/**
 * The instants in [start, end) when two bodies stand exactly at a major aspect. The Moon is
 * included only when asked (it makes some fifty exact aspects a week), and then only its own.
 */
export function exactAspectsBetween(start: Date, end: Date, { withMoon = false } = {}): ExactAspect[] {
  const bodies = BODIES.filter((b) => withMoon || b !== 'moon');
  // Steps short enough that no aspect is crossed twice between samples (the Moon gains some
  // 15° a day on the planets, Mercury and Venus 3°).
  const step = withMoon ? 6 * HOUR_MS : DAY_MS;
  const s = start.getTime();
  const e = end.getTime();
  const times: number[] = [];
  for (let t = Math.floor(s / step) * step; t < e + step; t += step) times.push(t);
  const lon = new Map<Body, number[]>();
  // With the Moon, every body is read from its precise grid (the Moon's own steps, the planets'
  // between theirs), and so is each exact instant: the Moon's contacts cost no further
  // evaluations of the full theories.
  const at = withMoon ? smoothLongitude : gridLongitude;
  for (const body of bodies)
    lon.set(
      body,
      times.map((t) => at(body, t)),
    );
  const found: ExactAspect[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const p = bodies[i];
      const q = bodies[j];
      if (OUTER.has(p) && OUTER.has(q)) continue;
      if (withMoon && p !== 'moon' && q !== 'moon') continue;
      const lp = lon.get(p)!;
      const lq = lon.get(q)!;
      for (const kind of ASPECT_TYPES) {
        const angle = ASPECT_ANGLE[kind];
        const targets = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
        for (const target of targets) {
          const g = (a: number, b: number) => angleDiff(angleDiff(a, b), target);
          const gAt = withMoon
            ? (t: number) => g(smoothLongitude(p, t), smoothLongitude(q, t))
            : (t: number) => g(longitudeOf(p, new Date(t)), longitudeOf(q, new Date(t)));
          for (let k = 1; k < times.length; k++) {
            const g0 = g(lp[k - 1], lq[k - 1]);
            const g1 = g(lp[k], lq[k]);
            if (Math.abs(g0) > 30 || Math.abs(g1) > 30) continue;
            if (g0 === 0 || Math.sign(g0) === Math.sign(g1)) continue;
            const memo = `${p}:${q}:${target}:${times[k - 1]}:${step}`;
            let hit = crossingCache.get(memo);
            if (hit === undefined) {
              const at = secant(times[k - 1], g0, times[k], g1, gAt);
              // With the Moon, its contacts' places too come from the grids (within 0.1″).
              const place = (b: Body) =>
                signOfLongitude(withMoon ? smoothLongitude(b, at) : longitudeOf(b, new Date(at)));
              const A = place(p);
              const B = place(q);
              hit = {
                a: p,
                b: q,
                kind,
                at,
                signA: A.sign,
                signB: B.sign,
                degreeA: A.degree,
                degreeB: B.degree,
                inSign: signDistance(A.sign, B.sign) === angle / 30,
              };
              if (crossingCache.size >= GRID_LIMIT) crossingCache.clear();
              crossingCache.set(memo, hit);
            }
            if (hit.at >= s && hit.at < e) found.push(hit);
          }
        }
      }
    }
  }
  return found.sort((x, y) => x.at - y.at);
}

/** The root of a smooth function between two samples of opposite sign, to the minute (regula falsi). */
function secant(t0: number, g0: number, t1: number, g1: number, g: (t: number) => number): number {
  let lo = t0;
  let hi = t1;
  let glo = g0;
  let ghi = g1;
  for (let i = 0; i < 8 && hi - lo > MINUTE_MS; i++) {
    const t = lo + ((hi - lo) * glo) / (glo - ghi);
    const gt = g(t);
    if (Math.abs(gt) < 1e-5) return Math.round(t / MINUTE_MS) * MINUTE_MS;
    if (Math.sign(gt) === Math.sign(glo)) {
      lo = t;
      glo = gt;
    } else {
      hi = t;
      ghi = gt;
    }
  }
  return Math.round((lo + (hi - lo) * (glo / (glo - ghi))) / MINUTE_MS) * MINUTE_MS;
}

// The last answer per body and kind: consecutive days ask for the same next change, and an
// answer stays right for any instant between where its search began and the change itself.
const lastNext = new Map<string, { from: number; event: SkyEvent | null; horizon: number }>();

function remembered(
  key: string,
  after: Date,
  horizonDays: number,
  search: (horizon: number) => SkyEvent | null,
) {
  const t = after.getTime();
  const hit = lastNext.get(key);
  if (hit && hit.from <= t) {
    if (hit.event && t < Date.parse(hit.event.at)) return hit.event;
    // Nothing within the searched horizon: still nothing for a later start inside it.
    if (!hit.event && t + horizonDays * DAY_MS <= hit.from + hit.horizon * DAY_MS) return null;
  }
  // Search a little further than asked, so the following days can reuse a "nothing".
  const horizon = horizonDays + 60;
  const event = search(horizon);
  lastNext.set(key, { from: t, event, horizon });
  return event;
}

function bisectMs(lo: number, hi: number, changed: (t: number) => boolean): number {
  // To the second, so the printed minute is the true one.
  while (hi - lo > 1_000) {
    const mid = lo + (hi - lo) / 2;
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The next sign change of a body after an instant, searched up to `horizonDays` ahead. */
export function nextIngress(body: Body, after: Date, horizonDays: number): SkyEvent | null {
  return remembered(`ingress:${body}`, after, horizonDays, (horizon) => {
    const step = body === 'moon' ? 2 * HOUR_MS : DAY_MS;
    const start = after.getTime();
    const first = signAt(body, start);
    for (let t = start + step; t <= start + horizon * DAY_MS; t += step) {
      if (signAt(body, t) === first) continue;
      const at = bisectMs(t - step, t, (x) => signAt(body, x) !== first);
      return {
        kind: 'ingress',
        body,
        sign: signAt(body, at),
        at: new Date(at).toISOString(),
        precision: eventPrecision('ingress', body, new Date(at)),
      };
    }
    return null;
  });
}

/** The next station of a body after an instant, searched up to `horizonDays` ahead. */
export function nextStation(body: Body, after: Date, horizonDays: number): SkyEvent | null {
  return remembered(`station:${body}`, after, horizonDays, (horizon) => {
    const step = DAY_MS;
    const start = after.getTime();
    const back = (t: number) => speedOf(body, new Date(t)) < 0;
    const first = back(start);
    let prevLon = longitudeOf(body, after);
    for (let t = start + step; t <= start + horizon * DAY_MS; t += step) {
      const lon = longitudeOf(body, new Date(t));
      // A day's motion backwards or forwards tells the direction without a second evaluation.
      const moving = angleDiff(lon, prevLon) < 0;
      prevLon = lon;
      if (moving === first) continue;
      const at = bisectMs(t - 2 * step, t, (x) => back(x) !== first);
      const kind = first ? 'station-direct' : 'station-retrograde';
      return {
        kind,
        body,
        sign: signAt(body, at),
        at: new Date(at).toISOString(),
        precision: eventPrecision(kind, body, new Date(at)),
      };
    }
    return null;
  });
}

/** The next new or full moon after an instant. */
export function nextLunation(kind: 'new-moon' | 'full-moon', after: Date): SkyEvent {
  const [t] = moonPhaseCrossings(
    kind === 'new-moon' ? 0 : 180,
    after.getTime(),
    after.getTime() + 40 * DAY_MS,
  );
  if (t === undefined) throw new Error('Ay evresi bulunamadı');
  const at = new Date(t);
  return {
    kind,
    body: 'moon',
    sign: signOfLongitude(longitudeOf('moon', at)).sign,
    at: at.toISOString(),
    precision: eventPrecision(kind, 'moon', at),
  };
}

/** The share of a stretch that each span covers, by its value. */
export function shareOf(spans: readonly Stretch[], stretch: Stretch): number {
  const total = stretch.to - stretch.from;
  return (
    spans.reduce(
      (sum, s) => sum + Math.max(0, Math.min(s.to, stretch.to) - Math.max(s.from, stretch.from)),
      0,
    ) / total
  );
}
