/**
 * The vocabulary of the reading engine, shared by the server and the reading card.
 * Client-safe: no astronomy or database code here.
 */
import type { Body } from '../astro/bodies';
import { PERIOD_TYPES, type PeriodType } from '../time/period-types';
import type { SignId } from '../zodiac/signs';

export const HOROSCOPE_TYPES = PERIOD_TYPES;
export type HoroscopeType = PeriodType;

export function isHoroscopeType(value: unknown): value is HoroscopeType {
  return typeof value === 'string' && (HOROSCOPE_TYPES as readonly string[]).includes(value);
}

/** The period's word as used in titles: 'Koç Burcu Günlük Yorumu'. */
export const PERIOD_NAMES: Record<HoroscopeType, string> = {
  daily: 'Günlük',
  weekly: 'Haftalık',
  monthly: 'Aylık',
};

/** One body's place at an instant, seen from the Earth, for the reading's sign. */
export interface Transit {
  body: Body;
  sign: SignId;
  /** Degree within the sign, 0 ≤ degree < 30. */
  degree: number;
  retrograde: boolean;
  /** Whole-sign house counted from the reading's sign, 1–12. */
  house: number;
  /** ISO instant the position was computed for. */
  at: string;
}
