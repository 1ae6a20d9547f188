/** The vocabulary of sky events, shared by the readings, the calendar and the browser. Client-safe. */
import type { SignId } from '../zodiac/signs';
import type { Body } from './bodies';

export const EVENT_KINDS = [
  'new-moon',
  'full-moon',
  'ingress',
  'station-retrograde',
  'station-direct',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Short Turkish names of the events, for lists. */
export const EVENT_NAMES: Record<EventKind, string> = {
  'new-moon': 'Yeni ay',
  'full-moon': 'Dolunay',
  ingress: 'Burç değiştiriyor',
  'station-retrograde': 'Geri harekete başlıyor',
  'station-direct': 'Düz harekete dönüyor',
};

/**
 * How finely an event's instant can honestly be printed: to the minute when the ephemeris's
 * difference from the Swiss Ephemeris moves it by at most a minute, else to the hour or
 * the day (a slow planet creeping over a sign boundary, a station of an outer planet).
 */
export const EVENT_PRECISIONS = ['minute', 'hour', 'day'] as const;
export type EventPrecision = (typeof EVENT_PRECISIONS)[number];

/** Something that happens in the sky at an instant. */
export interface SkyEvent {
  kind: EventKind;
  body: Body;
  /** The sign it happens in (for an ingress: the sign entered). */
  sign: SignId;
  /** ISO instant. */
  at: string;
  /** How finely `at` can be printed (see EventPrecision); absent (stored before it existed): minute. */
  precision?: EventPrecision;
}
