/**
 * Today's sky for the home page, from the same calendar and ephemeris the readings use: the
 * Moon's sign and phase and when it leaves the sign, the next new or full moon, the planets
 * retrograde now, an eclipse within two weeks. Server-only: the home page's server component
 * calls it; the strip that shows it imports only its type.
 */
import 'server-only';
import { skyCalendar, isCalendarYear } from './calendar';
import type {
  CalendarEvent,
  LunarEclipseEvent,
  RetrogradePeriod,
  SolarEclipseEvent,
} from './calendar-events';
import { positionsAt } from './ephemeris';
import { moonPhaseFromLongitudes, type MoonPhaseInfo } from './moon-phase';
import { ingressesBetween } from './search';
import type { Body } from './bodies';
import type { SignId } from '../zodiac/signs';
import { istanbulDay } from '../time/zone';

const DAY_MS = 86_400_000;

export interface TodaySky {
  /** yyyy-MM-dd in Istanbul. */
  day: string;
  moon: { sign: SignId; degree: number; phase: MoonPhaseInfo; leaves?: { at: string; next: SignId } };
  nextLunation?: CalendarEvent;
  retrograde: { body: Body; sign: SignId; endsAt?: string }[];
  eclipse?: SolarEclipseEvent | LunarEclipseEvent;
}

export function todaySky(now: number): TodaySky {
  const day = istanbulDay(now);
  const year = Number(day.slice(0, 4));
  const events = isCalendarYear(year)
    ? [...skyCalendar(year).events, ...(isCalendarYear(year + 1) ? skyCalendar(year + 1).events : [])]
    : [];
  const positions = positionsAt(new Date(now));
  const sun = positions.find((p) => p.body === 'sun')!;
  const moon = positions.find((p) => p.body === 'moon')!;
  // The Moon changes sign every two and a half days: the next change is within three.
  const leaving = ingressesBetween(new Date(now), new Date(now + 3 * DAY_MS), { withMoon: true }).find(
    (e) => e.body === 'moon',
  );
  const retrograde = positions
    .filter((p) => p.retrograde)
    .map((p) => ({
      body: p.body,
      sign: p.sign,
      endsAt: events.find(
        (e): e is RetrogradePeriod =>
          e.kind === 'retrograde' &&
          e.body === p.body &&
          Date.parse(e.start) <= now &&
          Date.parse(e.end) > now,
      )?.end,
    }));
  const eclipse = events.find(
    (e): e is SolarEclipseEvent | LunarEclipseEvent =>
      (e.kind === 'solar-eclipse' || e.kind === 'lunar-eclipse') &&
      Math.abs(Date.parse(e.at) - now) < 14 * DAY_MS,
  );
  return {
    day,
    moon: {
      sign: moon.sign,
      degree: moon.degree,
      phase: moonPhaseFromLongitudes(sun.longitude, moon.longitude),
      ...(leaving ? { leaves: { at: leaving.at, next: leaving.sign } } : {}),
    },
    nextLunation: events.find(
      (e) => (e.kind === 'new-moon' || e.kind === 'full-moon') && Date.parse(e.at) > now,
    ),
    retrograde,
    eclipse,
  };
}
