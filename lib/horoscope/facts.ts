/**
 * The sky behind a reading: positions at 12:00 Istanbul time on the period's first day,
 * the aspects among them, the Moon's phase and the events inside the period. The same for
 * every sign; houses are added per sign by `transitsFor`.
 */
import { eventsBetween } from '../astro/search';
import type { Period } from '../time/periods';
import { aspectsAmong, type Aspect } from '../astro/aspects';
import { positionsAt, type Position } from '../astro/ephemeris';
import { moonPhaseAt } from './sky';
import type { MoonPhaseInfo } from '../astro/moon-phase';
import type { SkyEvent } from '../astro/events';
import { istanbulInstant } from '../time/zone';

export interface PeriodSky {
  /** The instant the positions are computed for. */
  at: Date;
  positions: Position[];
  aspects: Aspect[];
  moonPhase: MoonPhaseInfo;
  /** Lunations, ingresses and stations inside the period, in time order. */
  events: SkyEvent[];
}

/** The instant a reading's sky is computed for: 12:00 Istanbul time on the period's first day. */
export function readingInstant(period: Pick<Period, 'start'>): Date {
  return istanbulInstant(period.start, '12:00');
}

export function skyOfPeriod(period: Period): PeriodSky {
  const at = readingInstant(period);
  const positions = positionsAt(at);
  const daily = period.type === 'daily';
  return {
    at,
    positions,
    // The Moon crosses the whole zodiac in a month: its aspects only mean something for a day.
    aspects: aspectsAmong(positions, { withMoon: daily }),
    moonPhase: moonPhaseAt(positions),
    events: eventsBetween(period.startsAt, period.endsAt, { moonIngresses: daily }),
  };
}
