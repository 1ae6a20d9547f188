/**
 * The synastry form's state. A plain module, not a client one: the page's server action builds
 * it, and a value imported from a 'use client' module is only a reference on the server.
 */
import type { PlaceValue } from '@/components/birth-chart/form-values';
import type { SynastryData } from '@/lib/api/synastry';
import type { Person } from '@/lib/synastry/types';

/** One person's fields as the form shows them again after a post. */
export interface PersonValues {
  date: string;
  time: string;
  place: PlaceValue | null;
  /** Coordinates were posted instead of a place. */
  manual: boolean;
  latitude: string;
  longitude: string;
  timeZone: string;
}

export const EMPTY_PERSON_VALUES: PersonValues = {
  date: '',
  time: '',
  place: null,
  manual: false,
  latitude: '',
  longitude: '',
  timeZone: 'Europe/Istanbul',
};

/**
 * What the server action answers: plain data (React posts it back with the next form sent
 * before hydration, so it holds no rendered elements).
 */
export interface SynastryState {
  /** Counts the comparisons asked for: the fields start afresh from each one's values. */
  key: number;
  values: Record<Person, PersonValues>;
  /** The Turkish message that names the person and the field, or null. */
  error: string | null;
  data: SynastryData | null;
}

export const EMPTY_SYNASTRY_STATE: SynastryState = {
  key: 0,
  values: { a: EMPTY_PERSON_VALUES, b: EMPTY_PERSON_VALUES },
  error: null,
  data: null,
};
