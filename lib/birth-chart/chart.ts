/**
 * A natal chart: the bodies' positions (ecliptic of date, true equinox, apparent, as the Swiss
 * Ephemeris gives them by default), the mean lunar node, the angles and house cusps, the major
 * aspects, the element and modality balance and how close the rising sign is to changing.
 * Framework-free; server-side (the ephemeris's series are large). Tested against swetest.
 */
import { ASPECT_ANGLE, aspectOfBodies } from '../astro/aspects';
import { BODIES, type Body } from '../astro/bodies';
import { eclipticOf, speedOf } from '../astro/ephemeris';
import { ascendantLongitude, houseCusps, houseFromCusps } from '../astro/houses';
import { angleDiff, normalizeDegrees } from '../astro/longitude';
import { meanNodeLongitude, meanNodeSpeed } from '../astro/nodes';
import { localSiderealDegrees, trueObliquity } from '../astro/sidereal';
import { invalidInput } from '../errors';
import { shiftDay } from '../time/calendar';
import { parseUtcOffset, resolveLocalTime } from '../time/zoned';
import { getSign, SIGN_IDS, type Element, type Quality, type SignId } from '../zodiac/signs';
import { birthInstant, offsetString } from './clock';
import { placeById } from './places';
import type {
  BirthChart,
  ChartAspect,
  ChartBalance,
  ChartBody,
  ChartBodyPosition,
  HouseSystem,
  RisingSensitivity,
  SignPosition,
} from './types';

export interface BirthChartRequest {
  date: string;
  /** `HH:mm`, or null when unknown. */
  time: string | null;
  /** A place id from the place search; or else latitude, longitude and a zone and/or offset. */
  place?: string | null;
  latitude?: number;
  longitude?: number;
  timeZone?: string | null;
  /** `+03:00`, replacing the zone's offset. */
  utcOffset?: string | null;
  houseSystem?: HouseSystem;
}

export const BIRTH_CHART_ERRORS = {
  placeUnknown: 'Bu kimlikte bir yer bulunamadı. Lütfen yeri aramadan yeniden seçin.',
  placeMissing: 'Doğum yeri gerekli: bir yer seçin ya da enlem, boylam ve saat dilimini girin.',
} as const;

export const PLACIDUS_FALLBACK_NOTE =
  'Bu enlemde (kutup dairesinin ötesinde) ekliptiğin bir kısmı hiç doğmadığı için Placidus evleri çizilemez; evler Porphyry sistemiyle hesaplandı.';

/** A longitude told as sign, whole degrees and minutes (truncated: 29°59.9′ stays 29°59′). */
export function signPosition(longitude: number): SignPosition {
  const lon = normalizeDegrees(longitude);
  const index = Math.floor(lon / 30) % 12;
  const within = lon - index * 30;
  let degree = Math.floor(within);
  let minute = Math.floor((within - degree) * 60);
  if (minute > 59) minute = 59;
  if (degree > 29) degree = 29;
  return { longitude: lon, sign: SIGN_IDS[index], degree, minute };
}

const signOf = (longitude: number): SignId => SIGN_IDS[Math.floor(normalizeDegrees(longitude) / 30) % 12];

function bodyPosition(body: Body, at: Date): Omit<ChartBodyPosition, 'house'> {
  const { longitude, latitude } = eclipticOf(body, at);
  const speed = speedOf(body, at);
  return {
    body,
    ...signPosition(longitude),
    latitude,
    speed,
    retrograde: body !== 'sun' && body !== 'moon' && speed < 0,
  };
}

function nodePosition(at: Date): Omit<ChartBodyPosition, 'house'> {
  // The mean node always moves backwards; astrologers still do not call it retrograde in tables,
  // but the sign of its speed says so truthfully.
  const speed = meanNodeSpeed(at);
  return {
    body: 'north-node',
    ...signPosition(meanNodeLongitude(at)),
    latitude: 0,
    speed,
    retrograde: speed < 0,
  };
}

/** The major aspects among the ten bodies, tightest first, with whether each is still applying. */
export function chartAspects(bodies: readonly Omit<ChartBodyPosition, 'house'>[]): ChartAspect[] {
  const list = bodies.filter(
    (b): b is Omit<ChartBodyPosition, 'house'> & { body: Body } => b.body !== 'north-node',
  );
  const found: ChartAspect[] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const p = list[i];
      const q = list[j];
      // The one aspect finder of the site (lib/astro/aspects): tightest within its orb.
      const best = aspectOfBodies(p.body, p.longitude, q.body, q.longitude);
      if (!best) continue;
      const signed = angleDiff(p.longitude, q.longitude);
      // d(separation)/dt, then whether the distance from exact shrinks.
      const separationRate = Math.sign(signed) * (p.speed - q.speed);
      const fromExact = Math.abs(signed) - ASPECT_ANGLE[best.kind];
      const applying = fromExact === 0 ? false : Math.sign(fromExact) * separationRate < 0;
      found.push({ a: p.body, b: q.body, type: best.kind, orb: Math.round(best.orb * 100) / 100, applying });
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}

export function balanceOf(bodies: readonly { body: ChartBody; sign: SignId }[]): ChartBalance {
  const elements: Record<Element, number> = { Ateş: 0, Toprak: 0, Hava: 0, Su: 0 };
  const modalities: Record<Quality, number> = { Öncü: 0, Sabit: 0, Değişken: 0 };
  for (const b of bodies) {
    if (b.body === 'north-node') continue;
    const s = getSign(b.sign);
    elements[s.element]++;
    modalities[s.quality]++;
  }
  return { elements, modalities };
}

/** The ARMC grows by the sidereal rate: 360.9856° a day, 0.2507° a minute. */
const ARMC_PER_MINUTE = 360.98564736629 / 1440;

/**
 * How many whole minutes earlier and later the birth would have had to be for another rising
 * sign, and which. Obliquity and nutation barely move within hours, so only the ARMC advances.
 */
export function risingSensitivity(armc: number, obliquity: number, latitude: number): RisingSensitivity {
  const sign = signOf(ascendantLongitude(armc, obliquity, latitude));
  const shift = (direction: 1 | -1) => {
    for (let minutes = 1; minutes <= 1440; minutes++) {
      const other = signOf(
        ascendantLongitude(armc + direction * minutes * ARMC_PER_MINUTE, obliquity, latitude),
      );
      if (other !== sign) return { minutes, sign: other };
    }
    return { minutes: 1440, sign };
  };
  return { earlier: shift(-1), later: shift(1) };
}

/** The Moon's sign at the start and at the end of the local birth day: one sign, or two when it moves on. */
function moonSignsOfDay(date: string, zone: string | null, offsetSeconds: number): SignId[] {
  const startOf = (day: string) =>
    zone
      ? resolveLocalTime(day, '00:00', zone).readings[0].instant
      : Date.parse(`${day}T00:00:00Z`) - offsetSeconds * 1000;
  const start = startOf(date);
  const end = startOf(shiftDay(date, 1)) - 60_000;
  const first = signOf(eclipticOf('moon', new Date(start)).longitude);
  const last = signOf(eclipticOf('moon', new Date(end)).longitude);
  return first === last ? [first] : [first, last];
}

function offsetMinutesOf(value: string): number {
  const minutes = parseUtcOffset(value);
  if (minutes === null)
    throw invalidInput(
      'UTC farkı (utcOffset) +03:00 ya da −05:30 biçiminde, −12:00 ile +14:00 arasında olmalı.',
    );
  return minutes;
}

/** The chart of a birth. Throws an `invalid` DomainError (Turkish message) for an unknown place or a missing zone. */
export function computeBirthChart(request: BirthChartRequest): BirthChart {
  const houseSystem = request.houseSystem ?? 'placidus';
  let latitude: number;
  let longitude: number;
  let zone: string | null;
  let place: BirthChart['place'] = null;
  if (request.place) {
    const found = placeById(request.place);
    if (!found) throw invalidInput(BIRTH_CHART_ERRORS.placeUnknown);
    ({ latitude, longitude } = found);
    zone = found.timeZone;
    place = { id: found.id, name: found.name, latitude, longitude };
  } else {
    if (request.latitude === undefined || request.longitude === undefined) {
      throw invalidInput(BIRTH_CHART_ERRORS.placeMissing);
    }
    latitude = request.latitude;
    longitude = request.longitude;
    zone = request.timeZone ?? null;
  }
  const overrideMinutes = request.utcOffset ? offsetMinutesOf(request.utcOffset) : null;
  const birth = birthInstant(request.date, request.time, zone, overrideMinutes);
  const at = new Date(birth.instant);

  const unplaced = [...BODIES.map((b) => bodyPosition(b, at)), nodePosition(at)];
  let ascendant: SignPosition | null = null;
  let midheaven: SignPosition | null = null;
  let houses: number[] | null = null;
  let usedSystem: HouseSystem = houseSystem;
  let houseSystemNote: string | null = null;
  let sensitivity: RisingSensitivity | null = null;
  if (request.time) {
    const armc = localSiderealDegrees(at, longitude);
    const obliquity = trueObliquity(at);
    const result = houseCusps(houseSystem, armc, obliquity, latitude);
    ascendant = signPosition(result.ascendant);
    midheaven = signPosition(result.midheaven);
    houses = result.cusps;
    usedSystem = result.system;
    if (result.fellBack) houseSystemNote = PLACIDUS_FALLBACK_NOTE;
    sensitivity = risingSensitivity(armc, obliquity, latitude);
  }
  const bodies: ChartBodyPosition[] = unplaced.map((b) => ({
    ...b,
    house: houses ? houseFromCusps(b.longitude, houses) : null,
  }));

  return {
    input: {
      date: request.date,
      time: request.time,
      place: request.place ?? null,
      latitude,
      longitude,
      timeZone: zone,
      utcOffset: request.utcOffset ?? null,
      houseSystem,
    },
    utc: at.toISOString(),
    utcOffset: offsetString(birth.offsetSeconds),
    timeZone: zone,
    clock: birth.clock,
    place,
    houseSystem: usedSystem,
    houseSystemNote,
    nodeType: 'mean',
    bodies,
    ascendant,
    midheaven,
    houses,
    aspects: chartAspects(unplaced),
    balance: balanceOf(bodies),
    risingSensitivity: sensitivity,
    moonSigns: request.time ? null : moonSignsOfDay(request.date, zone, birth.offsetSeconds),
  };
}
