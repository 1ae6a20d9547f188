/**
 * The sky behind a reading. What the API stores stays as it was: positions at 12:00 Istanbul
 * time on the period's first day (the transits), the aspects among them, the Moon's phase and
 * the events inside the period. The reading itself is written from the period's course: each
 * body's signs and motion as dated spans, the instants aspects are exact, and, for a day, what
 * comes next (the Moon's next sign, the next lunations, when the fast planets change sign or
 * turn). The same for every sign; houses are added per reader.
 */
import { eventsBetween, ingressesBetween } from '../astro/search';
import type { Period } from '../time/periods';
import { aspectsAmong, type Aspect } from '../astro/aspects';
import { positionsAt, type Position } from '../astro/ephemeris';
import type { Body } from '../astro/bodies';
import {
  coursesBetween,
  exactAspectsBetween,
  nextIngress,
  nextLunation,
  nextStation,
  type BodyCourse,
  type ExactAspect,
} from '../astro/course';
import { moonPhaseAt } from './sky';
import type { MoonPhaseInfo } from '../astro/moon-phase';
import type { SkyEvent } from '../astro/events';
import { istanbulInstant } from '../time/zone';
import { lunarEclipsesBetween, solarEclipsesBetween } from '../astro/eclipses';
import type { LunarEclipseEvent, SolarEclipseEvent } from '../astro/calendar-events';

const DAY_MS = 86_400_000;

/** Bodies whose next sign change and station a reading may date ("4 Aralık'a kadar Terazi'de"). */
export const DATED_BODIES: readonly Body[] = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];

export interface PeriodSky {
  /** The instant the stored positions are computed for: 12:00 Istanbul on the first day. */
  at: Date;
  positions: Position[];
  aspects: Aspect[];
  moonPhase: MoonPhaseInfo;
  /** Lunations, ingresses and stations inside the period, in time order (the API's events). */
  events: SkyEvent[];
  /** The period's bounds, epoch milliseconds, `end` exclusive. */
  start: number;
  end: number;
  /** Each body's signs and motion over the period. */
  course: Record<Body, BodyCourse>;
  /** Aspects among the planets exact inside the period (for a day: within three days either side). */
  exact: ExactAspect[];
  /** The Moon's exact aspects inside a day (empty for a week or a month). */
  moonContacts: ExactAspect[];
  /** The first sign change and station after the period's start, where one comes within months. */
  next: Partial<Record<Body, { ingress?: SkyEvent; station?: SkyEvent }>>;
  /** The next new moon and full moon from the period's start. */
  nextLunations: SkyEvent[];
  /** A week's or a month's eclipses, greatest eclipse inside the period (a day's are not read). */
  eclipses: (SolarEclipseEvent | LunarEclipseEvent)[];
}

/** The instant a reading's stored sky is computed for: 12:00 Istanbul time on the period's first day. */
export function readingInstant(period: Pick<Period, 'start'>): Date {
  return istanbulInstant(period.start, '12:00');
}

// How far ahead "until when" is searched, by body: about one stay in a sign.
const HORIZON_DAYS: Partial<Record<Body, number>> = {
  sun: 32,
  mercury: 70,
  venus: 130,
  mars: 200,
  jupiter: 400,
  saturn: 400,
};

export function skyOfPeriod(period: Period): PeriodSky {
  const at = readingInstant(period);
  const positions = positionsAt(at);
  const daily = period.type === 'daily';
  const events = eventsBetween(period.startsAt, period.endsAt, { moonIngresses: daily });
  const moonIngresses = daily
    ? []
    : ingressesBetween(period.startsAt, period.endsAt, { withMoon: true }).filter((e) => e.body === 'moon');
  const start = period.startsAt.getTime();
  const end = period.endsAt.getTime();
  const margin = daily ? 3 * DAY_MS : 0;
  const next: PeriodSky['next'] = {};
  // Only a day needs to look ahead: a week's or a month's changes lie inside its course.
  for (const body of daily ? DATED_BODIES : []) {
    const from = period.startsAt;
    const ingress = nextIngress(body, from, HORIZON_DAYS[body]!) ?? undefined;
    const station = body === 'sun' ? undefined : (nextStation(body, from, HORIZON_DAYS[body]!) ?? undefined);
    next[body] = { ingress, station };
  }
  if (daily) next.moon = { ingress: nextIngress('moon', period.startsAt, 4) ?? undefined };
  return {
    at,
    positions,
    // The Moon crosses the whole zodiac in a month: its aspects only mean something for a day.
    aspects: aspectsAmong(positions, { withMoon: daily }),
    moonPhase: moonPhaseAt(positions),
    events,
    start,
    end,
    course: coursesBetween(period.startsAt, period.endsAt, [...events, ...moonIngresses]),
    exact: exactAspectsBetween(new Date(start - margin), new Date(end + margin)),
    moonContacts: daily ? exactAspectsBetween(period.startsAt, period.endsAt, { withMoon: true }) : [],
    next,
    nextLunations: [
      nextLunation('new-moon', period.startsAt),
      nextLunation('full-moon', period.startsAt),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    eclipses: daily
      ? []
      : [
          ...solarEclipsesBetween(period.startsAt, period.endsAt),
          ...lunarEclipsesBetween(period.startsAt, period.endsAt),
        ].sort((a, b) => a.at.localeCompare(b.at)),
  };
}
