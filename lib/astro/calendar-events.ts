/**
 * The sky calendar's vocabulary: a year's lunations, eclipses, ingresses, stations and retrograde
 * periods. Client-safe (types, names and small helpers only); lib/astro/calendar.ts computes them.
 */
import type { ISTANBUL_ZONE } from '../time/zone-name';
import type { SignId } from '../zodiac/signs';
import type { Body } from './bodies';
import type { EventPrecision } from './events';

export const CALENDAR_KINDS = [
  'new-moon',
  'full-moon',
  'solar-eclipse',
  'lunar-eclipse',
  'ingress',
  'station-retrograde',
  'station-direct',
  'retrograde',
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const ECLIPSE_TYPES = ['total', 'annular', 'partial', 'hybrid', 'penumbral'] as const;
export type EclipseType = (typeof ECLIPSE_TYPES)[number];

/** The years the calendar answers for. */
export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 2100;

export function isCalendarYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_CALENDAR_YEAR && year <= LAST_CALENDAR_YEAR;
}

/** The year an address segment names ("2026"), or null outside the calendar's range. */
export function calendarYearOf(segment: string): number | null {
  const year = /^\d{4}$/.test(segment) ? Number(segment) : NaN;
  return isCalendarYear(year) ? year : null;
}

/** The month address segments name ("2026", "03"), or null. */
export function calendarMonthOf(year: string, month: string): { year: number; month: number } | null {
  const y = calendarYearOf(year);
  const m = /^\d{2}$/.test(month) ? Number(month) : NaN;
  return y !== null && m >= 1 && m <= 12 ? { year: y, month: m } : null;
}

/** Bodies whose retrograde periods are given with their shadow (the fast, personal planets). */
export const SHADOW_BODIES = ['mercury', 'venus', 'mars'] as const satisfies readonly Body[];

interface EventBase {
  body: Body;
  /** ISO instant in UTC. */
  at: string;
  /** The sign the body is in at `at` (for an ingress: the sign entered). */
  sign: SignId;
  /** Degree within the sign, 0–29.99. */
  degree: number;
  /**
   * How finely `at` can be printed (ingresses, stations, lunations; absent: to the minute). A slow
   * planet's ingress or station may only be good to the hour or the day: print it so.
   */
  precision?: EventPrecision;
}

export interface LunationEvent extends EventBase {
  kind: 'new-moon' | 'full-moon';
  body: 'moon';
}

/** A solar eclipse as seen from Istanbul (absent when Istanbul does not see it). */
export interface LocalSolarCircumstances {
  /** What Istanbul sees: usually a partial eclipse even when the eclipse is total elsewhere. */
  eclipseType: 'partial' | 'annular' | 'total';
  /** Fraction of the Sun's disc covered at the local maximum, 0–1. */
  obscuration: number;
  /** ISO instants of the local contacts. */
  begin: string;
  peak: string;
  end: string;
  /** The Sun's altitude in degrees at the local maximum (negative: below the horizon then). */
  sunAltitudeAtPeak: number;
}

export interface SolarEclipseEvent extends EventBase {
  kind: 'solar-eclipse';
  body: 'sun';
  eclipseType: Exclude<EclipseType, 'penumbral'>;
  /** Whether the Sun is above Istanbul's horizon at some moment of the local eclipse. */
  visibleFromIstanbul: boolean;
  istanbul: LocalSolarCircumstances | null;
}

export interface LunarEclipseEvent extends EventBase {
  kind: 'lunar-eclipse';
  body: 'moon';
  eclipseType: 'total' | 'partial' | 'penumbral';
  /** Fraction of the Moon's disc in the umbra at greatest eclipse (0 for a penumbral eclipse). */
  obscuration: number;
  /** Whether the Moon is above Istanbul's horizon at some moment of the eclipse's main phase. */
  visibleFromIstanbul: boolean;
  /** Whether it is above the horizon at greatest eclipse. */
  peakVisibleFromIstanbul: boolean;
  penumbralStart: string;
  penumbralEnd: string;
  partialStart?: string;
  partialEnd?: string;
  totalStart?: string;
  totalEnd?: string;
}

export interface IngressEvent extends EventBase {
  kind: 'ingress';
  /** True when the body enters the sign moving backwards (while retrograde). */
  retrograde: boolean;
}

export interface StationEvent extends EventBase {
  kind: 'station-retrograde' | 'station-direct';
}

/** A retrograde period: `at` and `start` are the retrograde station, `end` the direct one. */
export interface RetrogradePeriod extends EventBase {
  kind: 'retrograde';
  start: string;
  end: string;
  /** Where it turns direct. */
  endSign: SignId;
  endDegree: number;
  /** Mercury, Venus, Mars: when the body first reaches the degree where it will turn direct. */
  shadowStart?: string;
  /** Mercury, Venus, Mars: when it leaves the degree where it turned retrograde. */
  shadowEnd?: string;
}

export type CalendarEvent =
  LunationEvent | SolarEclipseEvent | LunarEclipseEvent | IngressEvent | StationEvent | RetrogradePeriod;

export interface SkyCalendar {
  year: number;
  timeZone: typeof ISTANBUL_ZONE;
  events: CalendarEvent[];
}

/** Turkish names of the kinds, as a list heading or filter shows them. */
export const CALENDAR_KIND_NAMES: Record<CalendarKind, string> = {
  'new-moon': 'Yeni ay',
  'full-moon': 'Dolunay',
  'solar-eclipse': 'Güneş tutulması',
  'lunar-eclipse': 'Ay tutulması',
  ingress: 'Burç değişimi',
  'station-retrograde': 'Retro başlangıcı',
  'station-direct': 'Retro bitişi',
  retrograde: 'Retro dönemi',
};

/** Turkish eclipse types, as adjectives before 'Güneş tutulması' / 'Ay tutulması'. */
export const ECLIPSE_TYPE_NAMES: Record<EclipseType, string> = {
  total: 'Tam',
  annular: 'Halkalı',
  partial: 'Parçalı',
  hybrid: 'Hibrit',
  penumbral: 'Yarı gölgeli',
};

export const isCalendarKind = (v: unknown): v is CalendarKind =>
  typeof v === 'string' && (CALENDAR_KINDS as readonly string[]).includes(v);
