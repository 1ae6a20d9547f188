/**
 * What happens in the sky between two instants: new and full moons, sign ingresses and
 * retrograde stations. Found by sampling and then bisecting to the second, with our one
 * ephemeris (Swiss-Ephemeris grade), each event saying how finely it can be printed.
 *
 * The samples lie on a fixed 12-hour grid counted from the epoch, and the events are found once
 * per block of 32 days and kept: a year of daily, weekly and monthly readings asks for the same
 * months thousands of times, and every period then agrees with its neighbours to the minute.
 */
import { BODIES, RETROGRADE_BODIES, type Body } from './bodies';
import { longitudeOf, signAt, speedOf } from './ephemeris';
import type { SkyEvent } from './events';
import { eventPrecision } from './precision';
import { angleDiff, signOfLongitude } from './longitude';

const HOUR_MS = 3_600_000;
const STEP_MS = 12 * HOUR_MS;
// A second: the printed minute then follows the true instant, not the search's grid.
const PRECISION_MS = 1_000;
const BLOCK_STEPS = 64;
const BLOCK_MS = BLOCK_STEPS * STEP_MS;
/** Blocks kept (about eleven years). */
const BLOCK_LIMIT = 128;

/** The Moon's elongation from the Sun minus a target (0 new, 180 full), in (−180, 180]. */
function phaseOffset(t: number, target: number): number {
  const at = new Date(t);
  return angleDiff(angleDiff(longitudeOf('moon', at), longitudeOf('sun', at)), target);
}

/**
 * Instants in [from, to) when the elongation passes `target` going forwards, on a 12-hour grid
 * (the elongation grows about 6° in that time, so no crossing is missed) and then bisected.
 */
export function moonPhaseCrossings(target: number, from: number, to: number): number[] {
  const out: number[] = [];
  let prev = phaseOffset(from, target);
  for (let t = from; t < to;) {
    const next = Math.min(t + STEP_MS, to);
    const cur = phaseOffset(next, target);
    // From just behind to just ahead (never the wrap at ±180° on the far side).
    if (prev < 0 && cur >= 0 && cur - prev < 90)
      out.push(bisect(t, next, (x) => phaseOffset(x, target) >= 0));
    prev = cur;
    t = next;
  }
  return out;
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

interface Block {
  lunations: Found[];
  ingresses: Found[];
  stations: Found[];
}

// The Moon changes sign every two and a half days: its ingresses are asked for separately.
const INGRESS_BODIES: Body[] = BODIES.filter((b) => b !== 'moon');
const STATION_BODIES: readonly Body[] = RETROGRADE_BODIES;

const blocks = new Map<number, Block>();

// The slow planets move at most a quarter of a degree a day: a four-day grid cannot miss one of
// their sign changes or stations (months apart), and it spares the costly outer-planet theories.
const SLOW = new Set<Body>(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const SLOW_STRIDE = 8;

/**
 * Every change between consecutive grid samples of block k. Each grid interval belongs to
 * exactly one block, so an event is found once, whichever periods later ask for it. A body's
 * longitudes on the grid serve both searches: its sign at each sample, and its direction from
 * one sample to the next (a change of direction between two steps brackets a station, which is
 * then found on the speed itself).
 */
function blockOf(k: number): Block {
  const cached = blocks.get(k);
  if (cached) return cached;
  const ingresses: Found[] = [];
  const stations: Found[] = [];
  for (const body of [...INGRESS_BODIES, 'moon' as const]) {
    const step = SLOW.has(body) ? SLOW_STRIDE * STEP_MS : STEP_MS;
    const n = BLOCK_MS / step;
    // Samples k·B − step … k·B + B + step: one either side for the directions at the edges.
    const times = Array.from({ length: n + 3 }, (_, i) => k * BLOCK_MS + (i - 1) * step);
    const lons = times.map((t) => longitudeOf(body, new Date(t)));
    for (let i = 2; i <= n + 1; i++) {
      const prevSign = signOfLongitude(lons[i - 1]).sign;
      if (signOfLongitude(lons[i]).sign !== prevSign) {
        const at = bisect(times[i - 1], times[i], (x) => signAt(body, x) !== prevSign);
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
    }
    if (!STATION_BODIES.includes(body)) continue;
    const backwards = (t: number) => speedOf(body, new Date(t)) < 0;
    for (let i = 1; i <= n; i++) {
      // Direction over [t(i−1), t(i)] and over [t(i), t(i+1)]; each sample i of the block's own
      // (k·B, k·B + B] is looked at by this block only.
      const before = angleDiff(lons[i + 1], lons[i]) < 0;
      const after = angleDiff(lons[i + 2], lons[i + 1]) < 0;
      if (before === after) continue;
      const at = bisect(times[i], times[i + 2], (x) => backwards(x) === after);
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
  const lunations: Found[] = [];
  const start = k * BLOCK_MS;
  const end = start + BLOCK_MS;
  for (const [kind, target] of [
    ['new-moon', 0],
    ['full-moon', 180],
  ] as const) {
    for (const t of moonPhaseCrossings(target, start, end)) {
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
  }
  const block = { lunations, ingresses, stations };
  if (blocks.size >= BLOCK_LIMIT) blocks.delete(blocks.keys().next().value!);
  blocks.set(k, block);
  return block;
}

/** The events of one kind found in [start, end), in the order the blocks list them. */
function collect(start: Date, end: Date, kind: keyof Block): Found[] {
  const s = start.getTime();
  const e = end.getTime();
  const out: Found[] = [];
  // A change found in the last grid interval of a block may fall at its very end.
  for (let k = Math.floor(s / BLOCK_MS) - 1; k * BLOCK_MS < e; k++) {
    for (const f of blockOf(k)[kind]) if (f.at >= s && f.at < e) out.push(f);
  }
  return out;
}

const byBodyThenTime = (order: readonly Body[]) => (x: Found, y: Found) =>
  order.indexOf(x.event.body) - order.indexOf(y.event.body) || x.at - y.at;

export function lunationsBetween(start: Date, end: Date): SkyEvent[] {
  return collect(start, end, 'lunations')
    .sort((x, y) => (x.event.kind === y.event.kind ? x.at - y.at : x.event.kind === 'new-moon' ? -1 : 1))
    .map((f) => f.event);
}

/** Sign changes in [start, end). The Moon's (every two and a half days) only when asked. */
export function ingressesBetween(start: Date, end: Date, { withMoon = false } = {}): SkyEvent[] {
  const bodies = withMoon ? [...INGRESS_BODIES, 'moon' as const] : INGRESS_BODIES;
  return collect(start, end, 'ingresses')
    .filter((f) => withMoon || f.event.body !== 'moon')
    .sort(byBodyThenTime(bodies))
    .map((f) => f.event);
}

/** Retrograde and direct stations in [start, end): where the apparent motion changes direction. */
export function stationsBetween(start: Date, end: Date): SkyEvent[] {
  return collect(start, end, 'stations')
    .sort(byBodyThenTime(STATION_BODIES))
    .map((f) => f.event);
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

// Pluto's loops, the longest, last about 160 days: stations this far either side of a window
// close every loop that overlaps it.
const LOOP_MARGIN_MS = 200 * 86_400_000;

/** Retrograde loops that overlap [start, end), with stations found outside the window if need be. */
export function retrogradeLoopsOverlapping(start: Date, end: Date): RetrogradeLoop[] {
  const stations = stationsBetween(
    new Date(start.getTime() - LOOP_MARGIN_MS),
    new Date(end.getTime() + LOOP_MARGIN_MS),
  );
  const loops: RetrogradeLoop[] = [];
  for (const body of STATION_BODIES) {
    const own = stations.filter((e) => e.body === body).sort((a, b) => a.at.localeCompare(b.at));
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
  const ahead = (t: number) => angleDiff(longitudeOf(body, new Date(t)), target) >= 0;
  const startSide = ahead(from.getTime());
  let prev = from.getTime();
  for (let i = 1; i <= limitDays; i++) {
    const t = from.getTime() + direction * i * 86_400_000;
    if (ahead(t) !== startSide) {
      const [lo, hi] = direction === 1 ? [prev, t] : [t, prev];
      const loSide = ahead(lo);
      return new Date(bisect(lo, hi, (x) => ahead(x) !== loSide));
    }
    prev = t;
  }
  return null;
}
