/**
 * The Moon's sign changes and its void-of-course periods ("Ay boşlukta") over a stretch of time.
 * A void period runs from the Moon's last exact major aspect (conjunction, sextile, square, trine,
 * opposition) to any of the Sun through Pluto while in a sign, until it enters the next sign; the
 * aspect counts by its exact angle, whatever sign the other body stands in (the usual modern
 * definition, as astro.com and most Turkish almanacs use it). Server-only: built on lib/astro's
 * searches, so the instants agree with the calendar and the readings.
 */
import type { Body } from '../astro/bodies';
import { signAt } from '../astro/ephemeris';
import { bodyIngressesBetween } from '../astro/search';
import { exactAspectsBetween } from '../astro/course';
import type { AspectKind } from '../astro/aspects';
import type { SignId } from '../zodiac/sign-ids';

const DAY_MS = 86_400_000;
// The Moon stays in a sign at most about 2.75 days: this margin closes the periods at both ends.
const MARGIN_MS = 4 * DAY_MS;

const MINUTE_MS = 60_000;

/**
 * The first whole minute at which the Moon stands in `sign`, near a found crossing: the minute a
 * reader checks against an ephemeris (one minute earlier it is still in the previous sign).
 */
function firstMinuteIn(sign: SignId, near: number): number {
  let m = Math.floor(near / MINUTE_MS) * MINUTE_MS;
  while (signAt('moon', m) === sign) m -= MINUTE_MS;
  while (signAt('moon', m) !== sign) m += MINUTE_MS;
  return m;
}

export interface MoonIngress {
  /** Epoch milliseconds, to the minute. */
  at: number;
  /** The sign entered. */
  sign: SignId;
}

export interface VoidPeriod {
  start: number;
  end: number;
  /** The aspect that opens the period (null when the Moon made none in the sign). */
  lastAspect: { body: Body; kind: AspectKind; at: number } | null;
  /** The sign the Moon enters at the end. */
  nextSign: SignId;
}

export interface MoonCourse {
  ingresses: MoonIngress[];
  voids: VoidPeriod[];
}

/**
 * The Moon's ingresses in [start, end) and every void period that overlaps it (with its real
 * start and end, which may lie outside the stretch).
 */
export function moonCourseBetween(start: number, end: number): MoonCourse {
  const from = new Date(start - MARGIN_MS);
  const to = new Date(end + MARGIN_MS);
  const ingresses: MoonIngress[] = bodyIngressesBetween('moon', from, to)
    .map((e) => ({ at: firstMinuteIn(e.sign, Date.parse(e.at)), sign: e.sign }))
    .sort((a, b) => a.at - b.at);
  const aspects = exactAspectsBetween(from, to, { withMoon: true })
    .filter((a) => a.a === 'moon' || a.b === 'moon')
    .map((a) => ({ body: a.a === 'moon' ? a.b : a.a, kind: a.kind, at: a.at }))
    .sort((a, b) => a.at - b.at);
  const voids: VoidPeriod[] = [];
  for (let i = 1; i < ingresses.length; i++) {
    const signStart = ingresses[i - 1].at;
    const signEnd = ingresses[i].at;
    let last: VoidPeriod['lastAspect'] = null;
    for (const a of aspects) {
      if (a.at >= signStart && a.at < signEnd) last = a;
    }
    const period: VoidPeriod = {
      start: last ? last.at : signStart,
      end: signEnd,
      lastAspect: last,
      nextSign: ingresses[i].sign,
    };
    if (period.end > start && period.start < end && period.end > period.start) voids.push(period);
  }
  return { ingresses: ingresses.filter((x) => x.at >= start && x.at < end), voids };
}
