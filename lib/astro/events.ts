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

/** Something that happens in the sky at an instant. */
export interface SkyEvent {
  kind: EventKind;
  body: Body;
  /** The sign it happens in (for an ingress: the sign entered). */
  sign: SignId;
  /** ISO instant. */
  at: string;
}
