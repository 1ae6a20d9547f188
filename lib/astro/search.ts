/**
 * What happens in the sky between two instants: new and full moons, sign ingresses and
 * retrograde stations. Found by sampling and then bisecting to the minute.
 */
import * as Astronomy from 'astronomy-engine';
import { BODIES, RETROGRADE_BODIES, type Body } from './bodies';
import { longitudeOf, signAt, speedOf } from './ephemeris';
import type { SkyEvent } from './events';
import { angleDiff, signOfLongitude } from './longitude';

const HOUR_MS = 3_600_000;
const STEP_MS = 12 * HOUR_MS;
const PRECISION_MS = 60_000;

/** Bisects [lo, hi] to the instant where `changed` flips from false to true. */
function bisect(lo: number, hi: number, changed: (t: number) => boolean): number {
  while (hi - lo > PRECISION_MS) {
    const mid = lo + (hi - lo) / 2;
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

function samples(start: number, end: number): number[] {
  const out: number[] = [];
  for (let t = start; t < end; t += STEP_MS) out.push(t);
  out.push(end);
  return out;
}

export function lunationsBetween(start: Date, end: Date): SkyEvent[] {
  const events: SkyEvent[] = [];
  for (const [kind, target] of [
    ['new-moon', 0],
    ['full-moon', 180],
  ] as const) {
    let from = start.getTime();
    for (;;) {
      const limitDays = (end.getTime() - from) / 86_400_000;
      if (limitDays <= 0) break;
      const found = Astronomy.SearchMoonPhase(target, new Date(from), limitDays);
      if (!found || found.date.getTime() >= end.getTime()) break;
      const at = found.date;
      events.push({
        kind,
        body: 'moon',
        sign: signOfLongitude(longitudeOf('moon', at)).sign,
        at: at.toISOString(),
      });
      // The next one of the same kind is a synodic month away.
      from = at.getTime() + 20 * 86_400_000;
    }
  }
  return events;
}

// The Moon changes sign every two and a half days: its ingresses are asked for separately.
const INGRESS_BODIES: Body[] = BODIES.filter((b) => b !== 'moon');
const STATION_BODIES: readonly Body[] = RETROGRADE_BODIES;

/** Sign changes in [start, end). The Moon's (every two and a half days) only when asked. */
export function ingressesBetween(start: Date, end: Date, { withMoon = false } = {}): SkyEvent[] {
  const events: SkyEvent[] = [];
  const bodies = withMoon ? [...INGRESS_BODIES, 'moon' as const] : INGRESS_BODIES;
  const times = samples(start.getTime(), end.getTime());
  for (const body of bodies) {
    let prevT = times[0];
    let prevSign = signAt(body, prevT);
    for (const t of times.slice(1)) {
      const sign = signAt(body, t);
      if (sign !== prevSign) {
        const from = prevSign;
        const at = bisect(prevT, t, (x) => signAt(body, x) !== from);
        if (at >= start.getTime() && at < end.getTime()) {
          events.push({ kind: 'ingress', body, sign: signAt(body, at), at: new Date(at).toISOString() });
        }
      }
      prevT = t;
      prevSign = sign;
    }
  }
  return events;
}

/** Retrograde and direct stations in [start, end): where the apparent motion changes direction. */
export function stationsBetween(start: Date, end: Date): SkyEvent[] {
  const events: SkyEvent[] = [];
  const times = samples(start.getTime(), end.getTime());
  for (const body of STATION_BODIES) {
    const backwards = (t: number) => speedOf(body, new Date(t)) < 0;
    let prevT = times[0];
    let prevBack = backwards(prevT);
    for (const t of times.slice(1)) {
      const back = backwards(t);
      if (back !== prevBack) {
        const wasBack = prevBack;
        const at = bisect(prevT, t, (x) => backwards(x) !== wasBack);
        if (at >= start.getTime() && at < end.getTime()) {
          events.push({
            kind: back ? 'station-retrograde' : 'station-direct',
            body,
            sign: signAt(body, at),
            at: new Date(at).toISOString(),
          });
        }
      }
      prevT = t;
      prevBack = back;
    }
  }
  return events;
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
