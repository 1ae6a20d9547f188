/**
 * The vocabulary of the reading engine, shared by the server and the reading card.
 * Client-safe: no astronomy or database code here.
 */
import type { SignId } from '../zodiac/signs';

export const HOROSCOPE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type HoroscopeType = (typeof HOROSCOPE_TYPES)[number];

export function isHoroscopeType(value: unknown): value is HoroscopeType {
  return typeof value === 'string' && (HOROSCOPE_TYPES as readonly string[]).includes(value);
}

/** The period's word as used in titles: 'Koç Burcu Günlük Yorumu'. */
export const PERIOD_NAMES: Record<HoroscopeType, string> = {
  daily: 'Günlük',
  weekly: 'Haftalık',
  monthly: 'Aylık',
};

export const BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type Body = (typeof BODIES)[number];

/** Turkish names of the bodies, as astrology columns write them. */
export const BODY_NAMES: Record<Body, string> = {
  sun: 'Güneş',
  moon: 'Ay',
  mercury: 'Merkür',
  venus: 'Venüs',
  mars: 'Mars',
  jupiter: 'Jüpiter',
  saturn: 'Satürn',
  uranus: 'Uranüs',
  neptune: 'Neptün',
  pluto: 'Plüton',
};

export const BODY_GLYPHS: Record<Body, string> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
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

/** Something that happens in the sky during a period. */
export interface SkyEvent {
  kind: EventKind;
  body: Body;
  /** The sign it happens in (for an ingress: the sign entered). */
  sign: SignId;
  /** ISO instant. */
  at: string;
}
