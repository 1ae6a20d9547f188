/**
 * The solar return: the instant in a given year when the Sun comes back to its natal longitude,
 * and the chart cast for it at the place where the visitor spends the birthday.
 */
import { computeBirthChart, type BirthChartRequest } from '../birth-chart/chart';
import { placeById } from '../birth-chart/places';
import type { BirthChart } from '../birth-chart/types';
import { invalidInput } from '../errors';
import { formatUtcOffset, parseUtcOffset, zoneOffsetSeconds } from '../time/zoned';
import { findTransits } from './find';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const SOLAR_RETURN_ERRORS = {
  returnPlaceUnknown: 'Dönüş yeri (returnPlace) bulunamadı. Lütfen yeri aramadan yeniden seçin.',
} as const;

/**
 * The instant (epoch ms) the Sun stands at `natalSun` in `year`: near the birthday (the Sun comes back
 * within a day or so of it, leap years and the calendar's drift included), searched over ten days.
 */
export function solarReturnInstant(natalSun: number, birthDate: string, year: number): number {
  const [, month, day] = birthDate.split('-').map(Number);
  // 29 February in a common year: 1 March's neighbourhood holds it just as well.
  const around = Date.UTC(year, month - 1, day, 12);
  const found = findTransits(
    [{ point: 'sun', longitude: natalSun }],
    around - 5 * DAY_MS,
    around + 5 * DAY_MS,
    ['sun'],
  ).find((t) => t.aspect === 'conjunction');
  if (!found) throw new Error(`solar return not found for ${year}`);
  return found.exact[0];
}

export interface SolarReturn {
  exact: number;
  chart: BirthChart;
}

/**
 * The solar return of a birth in `year`, cast at `returnPlace` (a place id) or else at the birth
 * place. The chart is cast for the minute nearest the exact instant (a chart's input is a clock
 * time), on the clock the place kept then.
 */
export function solarReturn(birth: BirthChartRequest, year: number, returnPlace: string | null): SolarReturn {
  const natal = computeBirthChart(birth);
  const sun = natal.bodies.find((b) => b.body === 'sun')!;
  const exact = solarReturnInstant(sun.longitude, birth.date, year);
  const minute = Math.round(exact / MINUTE_MS) * MINUTE_MS;

  let where: Pick<BirthChartRequest, 'place' | 'latitude' | 'longitude' | 'timeZone'>;
  let offsetMinutes: number;
  if (returnPlace) {
    const place = placeById(returnPlace);
    if (!place) throw invalidInput(SOLAR_RETURN_ERRORS.returnPlaceUnknown);
    where = { place: place.id };
    offsetMinutes = zoneOffsetSeconds(place.timeZone, minute) / 60;
  } else if (natal.input.place) {
    where = { place: natal.input.place };
    offsetMinutes = zoneOffsetSeconds(natal.timeZone!, minute) / 60;
  } else {
    where = { latitude: natal.input.latitude, longitude: natal.input.longitude, timeZone: natal.timeZone };
    // A birth given with a fixed offset and no zone keeps that offset.
    offsetMinutes = natal.timeZone
      ? zoneOffsetSeconds(natal.timeZone, minute) / 60
      : (parseUtcOffset(natal.input.utcOffset ?? '+00:00') ?? 0);
  }
  // Local mean times carry seconds: the clock is then read at the whole minute's offset.
  const offset = formatUtcOffset(offsetMinutes);
  const local = new Date(minute + (parseUtcOffset(offset) ?? 0) * MINUTE_MS).toISOString();
  const chart = computeBirthChart({
    ...where,
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    utcOffset: offset,
    houseSystem: birth.houseSystem,
  });
  return { exact, chart };
}
