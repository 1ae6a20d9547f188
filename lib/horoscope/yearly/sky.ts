/**
 * The facts of a sign's year: where Jupiter and Saturn stand and which signs (and whole-sign
 * houses, counted from the reader's sign) they enter, the eclipses and their houses, the
 * retrogrades of Mercury, Venus and Mars, and the Sun's, Venus's and Mars's sign changes for
 * the month-by-month calendar. Everything comes from the sky calendar (lib/astro/calendar.ts),
 * the same searches the sky calendar pages use; every event carries its instant.
 */
import { skyCalendar, calendarYearBounds } from '../../astro/calendar';
import type {
  CalendarEvent,
  IngressEvent,
  LunarEclipseEvent,
  RetrogradePeriod,
  SolarEclipseEvent,
} from '../../astro/calendar-events';
import { longitudeOf } from '../../astro/ephemeris';
import { signOfLongitude, wholeSignHouse } from '../../astro/longitude';
import type { Body } from '../../astro/bodies';
import type { SignId } from '../../zodiac/signs';

export { isYearlyYear, YEARLY_FIRST_YEAR, YEARLY_LAST_YEAR, YEARLY_YEARS } from './years';

export interface Placed {
  sign: SignId;
  /** Whole-sign house from the reader's sign, 1–12. */
  house: number;
}

export interface YearIngress extends Placed {
  body: Body;
  at: string;
  /** Entered moving backwards. */
  retrograde: boolean;
}

export interface SlowPlanetYear {
  body: 'jupiter' | 'saturn';
  /** Where it stands at the year's first instant. */
  start: Placed;
  /** Its sign changes within the year, in order. */
  ingresses: YearIngress[];
}

export interface YearEclipse extends Placed {
  kind: 'solar' | 'lunar';
  at: string;
  eclipseType: SolarEclipseEvent['eclipseType'] | LunarEclipseEvent['eclipseType'];
  visibleFromIstanbul: boolean;
}

export interface YearRetrograde {
  body: 'mercury' | 'venus' | 'mars';
  /** The retrograde station (may fall in the previous year). */
  start: string;
  /** The direct station (may fall in the next year). */
  end: string;
  from: Placed;
  to: Placed;
}

export interface SignYearSky {
  year: number;
  sign: SignId;
  jupiter: SlowPlanetYear;
  saturn: SlowPlanetYear;
  eclipses: YearEclipse[];
  retrogrades: YearRetrograde[];
  /** Sign changes of the Sun, Mercury, Venus and Mars in the year (direct and retrograde). */
  ingresses: YearIngress[];
}

const placed = (sign: SignId, reader: SignId): Placed => ({ sign, house: wholeSignHouse(sign, reader) });

function slowPlanet(body: 'jupiter' | 'saturn', year: number, reader: SignId, events: CalendarEvent[]): SlowPlanetYear {
  const { start } = calendarYearBounds(year);
  const startSign = signOfLongitude(longitudeOf(body, start)).sign;
  return {
    body,
    start: placed(startSign, reader),
    ingresses: events
      .filter((e): e is IngressEvent => e.kind === 'ingress' && e.body === body)
      .map((e) => ({ body, at: e.at, retrograde: e.retrograde, ...placed(e.sign, reader) })),
  };
}

/** The sky of one sign's year. Pure and deterministic; the caller caches it. */
export function signYearSky(year: number, reader: SignId): SignYearSky {
  const calendar = skyCalendar(year);
  const events = calendar.events;
  const { start, end } = calendarYearBounds(year);
  const eclipses: YearEclipse[] = events
    .filter((e): e is SolarEclipseEvent | LunarEclipseEvent => e.kind === 'solar-eclipse' || e.kind === 'lunar-eclipse')
    .map((e) => ({
      kind: e.kind === 'solar-eclipse' ? 'solar' : 'lunar',
      at: e.at,
      eclipseType: e.eclipseType,
      visibleFromIstanbul: e.visibleFromIstanbul,
      ...placed(e.sign, reader),
    }));
  const retrogrades: YearRetrograde[] = events
    .filter(
      (e): e is RetrogradePeriod & { body: YearRetrograde['body'] } =>
        e.kind === 'retrograde' && (e.body === 'mercury' || e.body === 'venus' || e.body === 'mars'),
    )
    // The calendar lists every loop that overlaps the year; keep those with a day inside it.
    .filter((e) => Date.parse(e.end) > start.getTime() && Date.parse(e.start) < end.getTime())
    .map((e) => ({
      body: e.body,
      start: e.start,
      end: e.end,
      from: placed(e.sign, reader),
      to: placed(e.endSign, reader),
    }));
  const ingresses: YearIngress[] = events
    .filter(
      (e): e is IngressEvent =>
        e.kind === 'ingress' && (e.body === 'sun' || e.body === 'mercury' || e.body === 'venus' || e.body === 'mars'),
    )
    .map((e) => ({ body: e.body, at: e.at, retrograde: e.retrograde, ...placed(e.sign, reader) }));
  return {
    year,
    sign: reader,
    jupiter: slowPlanet('jupiter', year, reader, events),
    saturn: slowPlanet('saturn', year, reader, events),
    eclipses,
    retrogrades,
    ingresses,
  };
}
