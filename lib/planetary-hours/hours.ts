/**
 * The planetary hours of a date at a place: sunrise to sunset divided into twelve day hours, sunset
 * to the next sunrise into twelve night hours, ruled in the Chaldean order from the weekday's
 * ruler. Sunrise and sunset are those of the Sun's upper limb with standard refraction
 * (astronomy-engine's SearchRiseSet). Server-only.
 *
 * Beyond the polar circles the Sun may not rise or not set on a date: then there are no hours and
 * `polar` says whether it is polar day or polar night.
 */
import * as Astronomy from 'astronomy-engine';
import type { Place } from '../birth-chart/types';
import { LruCache, processWide } from '../cache';
import { resolveLocalTime } from '../time/zoned';
import { rulerOfHour, type HourRuler } from './rulers';

const DAY_MS = 86_400_000;

export interface PlanetaryHour {
  start: string;
  end: string;
  ruler: HourRuler;
  day: boolean;
}

export interface PlanetaryHours {
  date: string;
  place: Place;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  sunrise: string | null;
  sunset: string | null;
  nextSunrise: string | null;
  /** Set when the Sun does not both rise and set: 'day' (it stays up) or 'night' (it stays down). */
  polar: 'day' | 'night' | null;
  hours: PlanetaryHour[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function search(observer: Astronomy.Observer, direction: 1 | -1, from: number, days: number): number | null {
  const found = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, direction, new Date(from), days);
  return found ? found.date.getTime() : null;
}

function sunAltitude(observer: Astronomy.Observer, t: number): number {
  const time = Astronomy.MakeTime(new Date(t));
  const eq = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, true);
  return Astronomy.Horizon(time, observer, eq.ra, eq.dec, 'normal').altitude;
}

/** Computes a date's hours without the cache. `date` is yyyy-MM-dd on the place's calendar. */
export function computePlanetaryHours(date: string, place: Place): PlanetaryHours {
  const observer = new Astronomy.Observer(place.latitude, place.longitude, 0);
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const midnight = resolveLocalTime(date, '00:00', place.timeZone).readings[0].instant;
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const nextMidnight = resolveLocalTime(next, '00:00', place.timeZone).readings[0].instant;

  const sunrise = search(observer, 1, midnight, (nextMidnight - midnight) / DAY_MS);
  const inDay = sunrise !== null && sunrise < nextMidnight;
  // The Sun sets within a day of rising and rises again within a day of setting, except near
  // the polar circles, where the day or the night then lasts longer than a day.
  const sunset = inDay ? search(observer, -1, sunrise, 1) : null;
  const nextSunrise = sunset !== null ? search(observer, 1, sunset, 1) : null;
  const base = {
    date,
    place,
    weekday,
    sunrise: inDay ? iso(sunrise) : null,
    sunset: sunset !== null ? iso(sunset) : null,
    nextSunrise: nextSunrise !== null ? iso(nextSunrise) : null,
  };
  if (!inDay || sunset === null || nextSunrise === null) {
    // Which of the two: the Sun's altitude at the middle of the stretch it failed to cross.
    const probe = !inDay
      ? (midnight + nextMidnight) / 2
      : sunset === null
        ? sunrise + DAY_MS / 2
        : sunset + DAY_MS / 2;
    return { ...base, polar: sunAltitude(observer, probe) > 0 ? 'day' : 'night', hours: [] };
  }
  const hours: PlanetaryHour[] = [];
  const dayLength = (sunset - sunrise) / 12;
  const nightLength = (nextSunrise - sunset) / 12;
  for (let i = 0; i < 24; i++) {
    const day = i < 12;
    const start = day ? sunrise + i * dayLength : sunset + (i - 12) * nightLength;
    const end = day ? sunrise + (i + 1) * dayLength : sunset + (i - 11) * nightLength;
    hours.push({
      start: iso(roundSecond(start)),
      end: iso(roundSecond(end)),
      ruler: rulerOfHour(weekday, i),
      day,
    });
  }
  return { ...base, polar: null, hours };
}

// To the second: the hours are shown to the minute, and rounding each bound the same way keeps
// one hour's end equal to the next one's start.
const roundSecond = (t: number) => Math.round(t / 1000) * 1000;

const cache = () => processWide('planetary-hours', () => new LruCache<PlanetaryHours>(1024));

export function planetaryHours(date: string, place: Place): PlanetaryHours {
  const key = `${date}:${place.id}`;
  const hit = cache().get(key);
  if (hit) return hit;
  const computed = computePlanetaryHours(date, place);
  cache().set(key, computed);
  return computed;
}
