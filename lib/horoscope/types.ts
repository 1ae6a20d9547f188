/**
 * The vocabulary of the reading engine, shared by the server and the reading card.
 * Client-safe: no astronomy or database code here.
 */
import type { Body } from '../astro/bodies';
import type { SkyEvent } from '../astro/events';
import { PERIOD_TYPES, type PeriodType } from '../time/period-types';
import type { SignId } from '../zodiac/signs';
import type { Ratings } from './ratings';

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

/** The four ratings of a reading, each a whole number from 1 to 5 (docs/readings.md). */
export type ReadingRatings = Ratings;

/** One titled part of a reading ('Genel', 'Aşk', …). */
export interface ReadingSectionData {
  key: string;
  title: string;
  text: string;
}

/** One line of the sky box under a reading: a dated fact with its clock time. */
export interface SkyNote {
  key: string;
  /** '24 Kasım saat 17.54', 'Ay', 'Geri harekette'. */
  label: string;
  text: string;
}

/** A reading as the domain hands it out: what the API answers and the pages show. */
export interface Reading {
  type: HoroscopeType;
  sign: SignId;
  /** The whole text, sections joined: 'Genel: …\n\nAşk: …'. */
  prediction: string;
  /** The period's first day, yyyy-MM-dd (Istanbul). */
  date: string;
  /** When the reading was first generated; stable across requests and restarts. */
  createdAt: string;
  period: { start: string; end: string; label: string };
  transits: Transit[];
  events: SkyEvent[];
  /** 'composer', or the name of the model that polished the reading. */
  source: string;
  /** One sentence that opens the reading. */
  summary: string;
  ratings: ReadingRatings;
  sections: ReadingSectionData[];
  /** A few words that say the reading's theme (absent on readings stored before it existed). */
  headline?: string;
  /** One sentence per rating that says why. */
  ratingReasons?: Record<keyof Ratings, string>;
  /** The sky the reading rests on, for the box "Yorumun dayandığı gökyüzü". */
  sky?: SkyNote[];
}
