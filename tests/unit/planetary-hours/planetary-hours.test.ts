/**
 * Planetary hours for 20 places against astronomia's rising and setting (Meeus ch. 15, with the
 * Sun from VSOP87): sunrise, sunset and the next sunrise within a minute, the 24 hours dividing
 * day and night into twelve equal parts, the Chaldean order from the weekday's ruler, and polar
 * day and night at Tromsø (69.6° N) where astronomia finds no rising.
 */
import data from 'astronomia/data';
import * as deltat from 'astronomia/deltat';
import * as julian from 'astronomia/julian';
import { Planet } from 'astronomia/planetposition';
import * as rise from 'astronomia/rise';
import * as sidereal from 'astronomia/sidereal';
import * as solar from 'astronomia/solar';
import { placeById } from '@/lib/birth-chart/places';
import type { Place } from '@/lib/birth-chart/types';
import { CHALDEAN_ORDER, computePlanetaryHours, rulerOfHour, WEEKDAY_RULERS } from '@/lib/planetary-hours';

const earth = new Planet(data.earth);
const DAY_S = 86_400;
const RAD = Math.PI / 180;

/** astronomia's sunrise and sunset on a UT day, seconds after 0h UT (null when it does not rise). */
function meeus(place: Place, utDay: Date): { rise: number; set: number } | null {
  const jd0 = julian.DateToJD(utDay); // 0h UT of the day
  const year = utDay.getUTCFullYear() + utDay.getUTCMonth() / 12;
  const dT = deltat.deltaT(year);
  const jde = jd0 + dT / DAY_S;
  const eq = [-1, 0, 1].map((k) => solar.apparentEquatorialVSOP87(earth, jde + k));
  try {
    const rs = rise.times(
      // Meeus counts longitude positive westwards.
      { lat: place.latitude * RAD, lon: -place.longitude * RAD },
      dT,
      rise.stdh0.solar,
      sidereal.apparent0UT(jd0),
      // Right ascensions unwrapped around the middle one: the interpolation must not jump at 0h.
      eq.map((e) => eq[1].ra + Math.atan2(Math.sin(e.ra - eq[1].ra), Math.cos(e.ra - eq[1].ra))),
      eq.map((e) => e.dec),
    );
    return { rise: rs.rise, set: rs.set };
  } catch {
    return null;
  }
}

/** Seconds between an instant and astronomia's event of the same kind on its UT day (circular). */
function offsetFromMeeus(iso: string, place: Place, kind: 'rise' | 'set'): number {
  const t = new Date(iso);
  const utDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
  const m = meeus(place, utDay);
  if (!m) throw new Error(`astronomia finds no ${kind} for ${place.name} on ${utDay.toISOString()}`);
  const ours = (t.getTime() - utDay.getTime()) / 1000;
  const d = ((((ours - m[kind]) % DAY_S) + DAY_S + DAY_S / 2) % DAY_S) - DAY_S / 2;
  return d;
}

// 20 places: provinces across Türkiye, cities on every continent, both hemispheres, high latitudes.
const PLACES = [
  'tr-34', // İstanbul
  'tr-06', // Ankara
  'tr-35', // İzmir
  'tr-07', // Antalya
  'tr-61', // Trabzon
  'tr-65', // Van
  'tr-21', // Diyarbakır
  'tr-22', // Edirne
  'g2643743', // Londra
  'g5128581', // New York
  'g524901', // Moskova
  'g292223', // Dubai
  'g1850147', // Tokyo
  'g2147714', // Sydney
  'g3435910', // Buenos Aires
  'g3369157', // Cape Town
  'g1880252', // Singapore
  'g3530597', // Mexico City
  'g3413829', // Reykjavík
  'g3133895', // Tromsø
].map((id) => {
  const place = placeById(id);
  if (!place) throw new Error(`yer yok: ${id}`);
  return place;
});

const DATES = ['2026-03-20', '2026-06-21', '2026-09-23', '2026-12-21', '1950-07-04', '2089-01-15'];

describe('planetary hours against astronomia (Meeus ch. 15)', () => {
  test('the place list holds all twenty places', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(20);
  });

  for (const place of PLACES) {
    test(`${place.name}: sunrise, sunset and next sunrise within a minute; 24 equal hours`, () => {
      for (const date of DATES) {
        const h = computePlanetaryHours(date, place);
        if (h.polar) {
          // Only beyond the polar circle, and astronomia agrees the Sun does not rise (or set).
          expect(Math.abs(place.latitude)).toBeGreaterThan(66);
          continue;
        }
        expect(Math.abs(offsetFromMeeus(h.sunrise!, place, 'rise'))).toBeLessThan(60);
        expect(Math.abs(offsetFromMeeus(h.sunset!, place, 'set'))).toBeLessThan(60);
        expect(Math.abs(offsetFromMeeus(h.nextSunrise!, place, 'rise'))).toBeLessThan(60);
        // The sunrise falls on the asked date on the place's own clock.
        const local = new Intl.DateTimeFormat('en-CA', { timeZone: place.timeZone }).format(
          new Date(h.sunrise!),
        );
        expect(local).toBe(date);

        expect(h.hours).toHaveLength(24);
        expect(h.hours[0].start).toBe(
          new Date(Math.round(Date.parse(h.sunrise!) / 1000) * 1000).toISOString(),
        );
        expect(h.hours[12].start).toBe(
          new Date(Math.round(Date.parse(h.sunset!) / 1000) * 1000).toISOString(),
        );
        const dayLen = (Date.parse(h.sunset!) - Date.parse(h.sunrise!)) / 12;
        const nightLen = (Date.parse(h.nextSunrise!) - Date.parse(h.sunset!)) / 12;
        h.hours.forEach((hour, i) => {
          expect(hour.day).toBe(i < 12);
          const length = Date.parse(hour.end) - Date.parse(hour.start);
          expect(Math.abs(length - (i < 12 ? dayLen : nightLen))).toBeLessThanOrEqual(1000);
          if (i > 0) expect(hour.start).toBe(h.hours[i - 1].end);
        });
      }
    });
  }

  test('Tromsø: polar day in June, polar night in December, ordinary hours at the equinox', () => {
    const tromso = PLACES.at(-1)!;
    const june = computePlanetaryHours('2026-06-21', tromso);
    expect(june).toMatchObject({ polar: 'day', hours: [], sunrise: null });
    const december = computePlanetaryHours('2026-12-21', tromso);
    expect(december).toMatchObject({ polar: 'night', hours: [], sunrise: null });
    // astronomia agrees: the Sun is always above / below the horizon on those days.
    expect(meeus(tromso, new Date('2026-06-21T00:00:00Z'))).toBeNull();
    expect(meeus(tromso, new Date('2026-12-21T00:00:00Z'))).toBeNull();
    expect(computePlanetaryHours('2026-03-20', tromso).hours).toHaveLength(24);
  });
});

describe('the Chaldean order', () => {
  test('each weekday starts with its ruler, and the 25th hour is the next weekday’s ruler', () => {
    // 2026-11-22 is a Sunday.
    const names = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
    expect(WEEKDAY_RULERS).toEqual(names);
    for (let wd = 0; wd < 7; wd++) {
      expect(rulerOfHour(wd, 0)).toBe(names[wd]);
      expect(rulerOfHour(wd, 24)).toBe(names[(wd + 1) % 7]);
      for (let i = 1; i < 24; i++) {
        const prev = CHALDEAN_ORDER.indexOf(rulerOfHour(wd, i - 1));
        expect(rulerOfHour(wd, i)).toBe(CHALDEAN_ORDER[(prev + 1) % 7]);
      }
    }
    const h = computePlanetaryHours('2026-11-22', placeById('tr-34')!);
    expect(h.weekday).toBe(0);
    expect(h.hours.slice(0, 8).map((x) => x.ruler)).toEqual([
      'sun',
      'venus',
      'mercury',
      'moon',
      'saturn',
      'jupiter',
      'mars',
      'sun',
    ]);
  });
});
