/**
 * What happens in the sky between two instants: new and full moons, sign ingresses and
 * retrograde stations. Found by sampling and then closing in on each change to the second
 * (./root.ts), with our one ephemeris (Swiss-Ephemeris grade), each event saying how finely it
 * can be printed.
 *
 * The samples lie on a fixed 12-hour grid counted from the epoch, and the events are found once
 * per body and block of 32 days and kept: a year of daily, weekly and monthly readings asks for
 * the same months thousands of times, and every period then agrees with its neighbours to the
 * minute; a Moon calendar asks only for the Moon's blocks and the lunations'.
 */
import { BODIES, RETROGRADE_BODIES, type Body } from './bodies';
import {
  forgetRecentPositions,
  longitudeOf,
  ROUGH_ERROR,
  roughLongitudeOf,
  signAt,
  speedOf,
} from './ephemeris';
import type { SkyEvent } from './events';
import { eventPrecision } from './precision';
import { angleDiff, signOfLongitude } from './longitude';
import { rootAfter } from './root';
import { SIGN_IDS } from '../zodiac/signs';

const HOUR_MS = 3_600_000;
const STEP_MS = 12 * HOUR_MS;
// A second: the printed minute then follows the true instant, not the search's grid.
const PRECISION_MS = 1_000;
const BLOCK_STEPS = 64;
const BLOCK_MS = BLOCK_STEPS * STEP_MS;

/** The Moon's elongation from the Sun minus a target (0 new, 180 full), in (−180, 180]. */
function phaseOffset(t: number, target: number): number {
  const at = new Date(t);
  return angleDiff(angleDiff(longitudeOf('moon', at), longitudeOf('sun', at)), target);
}

/**
 * Samples are first taken with the quick longitudes; one that stands closer than this to a
 * threshold (a sign boundary, a lunation's elongation, a standstill) is taken again with the full
 * theory. Ten times the quick longitudes' largest error: the scan decides exactly as the full
 * theory would, at a fraction of the cost.
 */
const GUARD = 10 * ROUGH_ERROR;

/**
 * Instants in [from, to) when the elongation passes each target going forwards, as
 * { target, at } in time order. The samples lie on the epoch's 12-hour grid (the elongation
 * grows about 6° in that time, so no crossing is missed), taken once for all the targets with the
 * quick longitudes (the full theory where one stands near a target); each crossing is then found
 * to the second with the full theory.
 */
export function phaseCrossings(targets: readonly number[], from: number, to: number) {
  const out: { target: number; at: number }[] = [];
  const first = Math.floor(from / STEP_MS) * STEP_MS;
  const quick = (t: number) => angleDiff(roughLongitudeOf('moon', t), roughLongitudeOf('sun', t));
  const firstElongation = quick(first);
  const prev = targets.map((target) => scanned(first, target, firstElongation));
  for (let t = first; t < to; t += STEP_MS) {
    const next = t + STEP_MS;
    const elongation = quick(next);
    targets.forEach((target, j) => {
      const cur = scanned(next, target, elongation);
      // From just behind to just ahead (never the wrap at ±180° on the far side).
      if (prev[j] < 0 && cur >= 0 && cur - prev[j] < 90) {
        const at = rootAfter((x) => phaseOffset(x, target), t, next, PRECISION_MS, prev[j], cur);
        if (at >= from && at < to) out.push({ target, at });
      }
      prev[j] = cur;
    });
  }
  return out.sort((x, y) => x.at - y.at);
}

/** The phase offset at a grid instant from the quick elongation, or the full theory's near zero. */
function scanned(t: number, target: number, quickElongation: number): number {
  const quick = angleDiff(quickElongation, target);
  return Math.abs(quick) < GUARD ? phaseOffset(t, target) : quick;
}

/** Instants in [from, to) when the elongation passes `target` going forwards. */
export function moonPhaseCrossings(target: number, from: number, to: number): number[] {
  return phaseCrossings([target], from, to).map((c) => c.at);
}

/** Bisects [lo, hi] to the instant where `changed` flips from false to true. */
function bisect(lo: number, hi: number, changed: (t: number) => boolean): number {
  while (hi - lo > PRECISION_MS) {
    const mid = lo + (hi - lo) / 2;
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

interface Found {
  at: number;
  event: SkyEvent;
}

/** What one body does in one block of the grid. */
interface BodyBlock {
  ingresses: Found[];
  stations: Found[];
}

// The Moon changes sign every two and a half days: its ingresses are asked for separately.
const INGRESS_BODIES: Body[] = BODIES.filter((b) => b !== 'moon');
const STATION_BODIES: readonly Body[] = RETROGRADE_BODIES;

// Each body's blocks and the lunations' are computed only when asked for, and kept: a Moon
// calendar month needs the Moon's signs and the lunations, not Pluto's stations. The limits keep
// about 90 years of lunations and 30 of every body (a few hundred bytes a block).
const bodyBlocks = new Map<string, BodyBlock>();
const BODY_BLOCK_LIMIT = 4096;
const lunationBlocks = new Map<number, Found[]>();
const LUNATION_BLOCK_LIMIT = 1024;

/** Forgets every block found so far (for benchmarks that time a truly cold search). */
export function forgetSearches(): void {
  bodyBlocks.clear();
  lunationBlocks.clear();
  forgetRecentPositions();
}

function remember<K, V>(map: Map<K, V>, limit: number, key: K, value: V): V {
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

// The slow planets move at most a quarter of a degree a day: a four-day grid cannot miss one of
// their sign changes or stations (months apart), and it spares the costly outer-planet theories.
// The Sun (a degree a day, never backwards) cannot cross two boundaries in four days either.
const SLOW = new Set<Body>(['sun', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const SLOW_STRIDE = 8;
/** A body's grid step. */
const stepOf = (body: Body) => (SLOW.has(body) ? SLOW_STRIDE * STEP_MS : STEP_MS);

/**
 * Every change of a body between consecutive grid samples of block k. Each grid interval belongs
 * to exactly one block, so an event is found once, whichever periods later ask for it. The body's
 * longitudes on the grid serve both searches: its sign at each sample, and its direction from
 * one sample to the next (a change of direction between two steps brackets a station, which is
 * then found on the speed itself).
 */
function bodyBlockOf(body: Body, k: number): BodyBlock {
  const key = `${body}:${k}`;
  const cached = bodyBlocks.get(key);
  if (cached) return cached;
  const ingresses: Found[] = [];
  const stations: Found[] = [];
  const step = stepOf(body);
  const n = BLOCK_MS / step;
  // Samples k·B − step … k·B + B + step: one either side for the directions at the edges.
  const times = Array.from({ length: n + 3 }, (_, i) => k * BLOCK_MS + (i - 1) * step);
  // Quick longitudes first; the full theory where a sample stands near a sign boundary or where
  // two neighbours are so close that the direction between them is in doubt.
  const lons = times.map((t) => roughLongitudeOf(body, t));
  const exact = lons.map(() => false);
  const refine = (i: number) => {
    if (exact[i]) return;
    lons[i] = longitudeOf(body, new Date(times[i]));
    exact[i] = true;
  };
  for (let i = 0; i < lons.length; i++) {
    const r = lons[i] % 30;
    if (r < GUARD || 30 - r < GUARD) refine(i);
  }
  if (STATION_BODIES.includes(body)) {
    for (let i = 0; i + 1 < lons.length; i++) {
      if (Math.abs(angleDiff(lons[i + 1], lons[i])) < 2 * GUARD) {
        refine(i);
        refine(i + 1);
      }
    }
  }
  for (let i = 2; i <= n + 1; i++) {
    const prevSign = Math.floor(lons[i - 1] / 30) % 12;
    const sign = Math.floor(lons[i] / 30) % 12;
    if (sign === prevSign) continue;
    // The boundary crossed: the start of the new sign going forwards, of the old one going back.
    const forward = angleDiff(lons[i], lons[i - 1]) > 0;
    const boundary = (forward ? sign : prevSign) * 30;
    // How far past the boundary the body stands, positive once in the new sign (a longitude on
    // the boundary itself belongs to the sign that starts there).
    const pastOf = (lon: number) => {
      const d = angleDiff(lon, boundary);
      return forward ? d : -d - Number.MIN_VALUE;
    };
    const past = (x: number) => pastOf(longitudeOf(body, new Date(x)));
    const p0 = pastOf(lons[i - 1]);
    const p1 = pastOf(lons[i]);
    const at =
      p0 < 0 && p1 >= 0
        ? rootAfter(past, times[i - 1], times[i], PRECISION_MS, p0, p1)
        : // More than one boundary within a step (never at these speeds): the sign itself decides.
          bisect(times[i - 1], times[i], (x) => signAt(body, x) !== SIGN_IDS[prevSign]);
    ingresses.push({
      at,
      event: {
        kind: 'ingress',
        body,
        sign: signAt(body, at),
        at: new Date(at).toISOString(),
        precision: eventPrecision('ingress', body, new Date(at)),
      },
    });
  }
  if (STATION_BODIES.includes(body)) {
    const speed = (t: number) => speedOf(body, new Date(t));
    for (let i = 1; i <= n; i++) {
      // Direction over [t(i−1), t(i)] and over [t(i), t(i+1)]; each sample i of the block's own
      // (k·B, k·B + B] is looked at by this block only.
      const before = angleDiff(lons[i + 1], lons[i]) < 0;
      const after = angleDiff(lons[i + 2], lons[i + 1]) < 0;
      if (before === after) continue;
      const [lo, hi] = [times[i], times[i + 2]];
      const [vlo, vhi] = [speed(lo), speed(hi)];
      // The first instant moving the new way ("backwards" is a negative speed, so a zero speed
      // still counts as direct), as bisection on the direction found it, in fewer evaluations.
      const turned = (x: number) => (after ? -speed(x) - Number.MIN_VALUE : speed(x));
      const at =
        vlo < 0 !== after && vhi < 0 === after
          ? rootAfter(turned, lo, hi, PRECISION_MS)
          : bisect(lo, hi, (x) => speed(x) < 0 === after);
      const kind = after ? 'station-retrograde' : 'station-direct';
      stations.push({
        at,
        event: {
          kind,
          body,
          sign: signAt(body, at),
          at: new Date(at).toISOString(),
          precision: eventPrecision(kind, body, new Date(at)),
        },
      });
    }
  }
  return remember(bodyBlocks, BODY_BLOCK_LIMIT, key, { ingresses, stations });
}

/** The new and full moons of block k. */
function lunationBlockOf(k: number): Found[] {
  const cached = lunationBlocks.get(k);
  if (cached) return cached;
  const lunations: Found[] = [];
  const start = k * BLOCK_MS;
  const end = start + BLOCK_MS;
  for (const { target, at: t } of phaseCrossings([0, 180], start, end)) {
    const kind = target === 0 ? 'new-moon' : 'full-moon';
    const at = new Date(t);
    lunations.push({
      at: t,
      event: {
        kind,
        body: 'moon',
        sign: signOfLongitude(longitudeOf('moon', at)).sign,
        at: at.toISOString(),
        precision: eventPrecision(kind, 'moon', at),
      },
    });
  }
  return remember(lunationBlocks, LUNATION_BLOCK_LIMIT, k, lunations);
}

/**
 * The events that `pick` takes from each block overlapping [start, end), block by block. Block
 * k's events lie in [k·B, k·B + B + reach]: a lunation or a sign change at most at the end of
 * its last grid interval (reach 0), a station at most one grid step beyond it.
 */
function collect(start: Date, end: Date, pick: (k: number) => Found[], reach: number): Found[] {
  const s = start.getTime();
  const e = end.getTime();
  const out: Found[] = [];
  for (let k = Math.ceil((s - reach) / BLOCK_MS) - 1; k * BLOCK_MS < e; k++) {
    for (const f of pick(k)) if (f.at >= s && f.at < e) out.push(f);
  }
  return out;
}

const byBodyThenTime = (order: readonly Body[]) => (x: Found, y: Found) =>
  order.indexOf(x.event.body) - order.indexOf(y.event.body) || x.at - y.at;

export function lunationsBetween(start: Date, end: Date): SkyEvent[] {
  return collect(start, end, lunationBlockOf, 0)
    .sort((x, y) => (x.event.kind === y.event.kind ? x.at - y.at : x.event.kind === 'new-moon' ? -1 : 1))
    .map((f) => f.event);
}

/** One body's sign changes in [start, end), in time order. */
export function bodyIngressesBetween(body: Body, start: Date, end: Date): SkyEvent[] {
  return collect(start, end, (k) => bodyBlockOf(body, k).ingresses, 0).map((f) => f.event);
}

/** Sign changes in [start, end). The Moon's (every two and a half days) only when asked. */
export function ingressesBetween(start: Date, end: Date, { withMoon = false } = {}): SkyEvent[] {
  const bodies = withMoon ? [...INGRESS_BODIES, 'moon' as const] : INGRESS_BODIES;
  return bodies
    .flatMap((body) => collect(start, end, (k) => bodyBlockOf(body, k).ingresses, 0))
    .sort(byBodyThenTime(bodies))
    .map((f) => f.event);
}

function stationsOf(bodies: readonly Body[], start: Date, end: Date): Found[] {
  return bodies
    .flatMap((body) => collect(start, end, (k) => bodyBlockOf(body, k).stations, stepOf(body)))
    .sort(byBodyThenTime(STATION_BODIES));
}

/** Retrograde and direct stations in [start, end): where the apparent motion changes direction. */
export function stationsBetween(start: Date, end: Date): SkyEvent[] {
  return stationsOf(STATION_BODIES, start, end).map((f) => f.event);
}

/** Every event of the period, in time order. */
export function eventsBetween(start: Date, end: Date, { moonIngresses = false } = {}): SkyEvent[] {
  return [
    ...lunationsBetween(start, end),
    ...ingressesBetween(start, end, { withMoon: moonIngresses }),
    ...stationsBetween(start, end),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.body.localeCompare(b.body));
}

/** A retrograde loop: from the station where a planet turns back to the one where it turns direct. */
export interface RetrogradeLoop {
  body: Body;
  retrograde: SkyEvent;
  direct: SkyEvent;
}

// The longest retrograde loop of each body (Mercury about 24 days, Venus 43, Mars 81, Pluto 160)
// with room to spare: stations this far either side of a window close every loop that overlaps
// it, and the costly fast planets are not searched for months that cannot matter.
const LOOP_MARGIN_DAYS: Partial<Record<Body, number>> = { mercury: 40, venus: 60, mars: 100 };
const SLOW_LOOP_MARGIN_DAYS = 200;

/** Retrograde loops that overlap [start, end), with stations found outside the window if need be. */
export function retrogradeLoopsOverlapping(start: Date, end: Date): RetrogradeLoop[] {
  const loops: RetrogradeLoop[] = [];
  for (const body of STATION_BODIES) {
    const margin = (LOOP_MARGIN_DAYS[body] ?? SLOW_LOOP_MARGIN_DAYS) * 86_400_000;
    const own = stationsOf([body], new Date(start.getTime() - margin), new Date(end.getTime() + margin)).map(
      (f) => f.event,
    );
    for (let i = 0; i + 1 < own.length; i++) {
      const [r, d] = [own[i], own[i + 1]];
      if (r.kind !== 'station-retrograde' || d.kind !== 'station-direct') continue;
      if (Date.parse(r.at) < end.getTime() && Date.parse(d.at) > start.getTime()) {
        loops.push({ body, retrograde: r, direct: d });
      }
    }
  }
  return loops.sort((a, b) => a.retrograde.at.localeCompare(b.retrograde.at));
}

/**
 * The instant nearest `from`, walking forwards (`direction` 1) or backwards (−1) a day at a time,
 * at which a body's longitude passes `target`. Used for the shadow of a retrograde loop.
 */
export function longitudeCrossing(
  body: Body,
  target: number,
  from: Date,
  direction: 1 | -1,
  limitDays = 200,
): Date | null {
  const offset = (t: number) => angleDiff(longitudeOf(body, new Date(t)), target);
  let prev = from.getTime();
  let prevOffset = offset(prev);
  for (let i = 1; i <= limitDays; i++) {
    const t = from.getTime() + direction * i * 86_400_000;
    const cur = offset(t);
    if (cur >= 0 !== prevOffset >= 0) {
      const [lo, hi, fhi] = direction === 1 ? [prev, t, cur] : [t, prev, prevOffset];
      // The first instant on the side of `hi`; standing on the target counts as ahead of it.
      const f =
        fhi >= 0
          ? offset
          : (x: number) => {
              const d = offset(x);
              return d >= 0 ? d + Number.MIN_VALUE : d;
            };
      return new Date(rootAfter(f, lo, hi, PRECISION_MS));
    }
    prev = t;
    prevOffset = cur;
  }
  return null;
}
