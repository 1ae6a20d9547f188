/**
 * The birth chart's domain types: what `computeBirthChart` returns and what the wire contract
 * (lib/api/birth-chart.ts) carries. Client-safe: types and constants only.
 */
import type { AspectKind } from '../astro/aspects';
import { BODIES, type Body } from '../astro/bodies';
import { HOUSE_SYSTEM_IDS, type HouseSystemId } from '../astro/house-systems';
import type { Element, Quality, SignId } from '../zodiac/signs';

export const HOUSE_SYSTEMS = HOUSE_SYSTEM_IDS;
export type HouseSystem = HouseSystemId;
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

export const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  'whole-sign': 'Tam Burç',
  equal: 'Eşit Ev',
  porphyry: 'Porphyry',
};

/** The points of a chart: the ten bodies of the one body list (lib/astro/bodies) plus the mean north (lunar) node. */
export const CHART_BODIES = [...BODIES, 'north-node'] as const;
export type ChartBody = (typeof CHART_BODIES)[number];
export type { Body };

/** A place a birth can happen in: a Turkish province or district, or a world city. */
export interface Place {
  /** Stable id: `tr-<plate>` for a province, `tr-<plate>-<slug>` for a district, `g<geonameid>` abroad. */
  id: string;
  /** The name a Turkish reader knows: 'Şişli', 'İstanbul', 'Berlin', 'Londra', 'Münih'. */
  name: string;
  /** The province of a Turkish district (or the state/region abroad); null when there is none. */
  province: string | null;
  /** The country's Turkish name: 'Türkiye', 'Almanya'. */
  country: string;
  /** ISO 3166-1 alpha-2: 'TR', 'DE'. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA zone name, as Intl knows it (every place in Türkiye has Istanbul's). */
  timeZone: string;
}

/** A longitude told as a sign, whole degrees and minutes within it. */
export interface SignPosition {
  /** Ecliptic longitude of date (true equinox), 0–360. */
  longitude: number;
  sign: SignId;
  /** 0–29 whole degrees within the sign. */
  degree: number;
  /** 0–59 whole minutes of arc. */
  minute: number;
}

export interface ChartBodyPosition extends SignPosition {
  body: ChartBody;
  /** Geocentric ecliptic latitude of date in degrees (0 for the mean node). */
  latitude: number;
  /** Degrees per day, negative while retrograde. */
  speed: number;
  retrograde: boolean;
  /** 1–12; null when the birth time is unknown. */
  house: number | null;
}

export interface ChartAspect {
  a: ChartBody;
  b: ChartBody;
  type: AspectKind;
  /** Distance from exact, degrees. */
  orb: number;
  /** True while the faster body is moving towards exactness. */
  applying: boolean;
}

export interface ChartBalance {
  /** How many of the ten bodies (Sun to Pluto) stand in each element's signs. */
  elements: Record<Element, number>;
  /** How many of the ten bodies stand in each modality's signs. */
  modalities: Record<Quality, number>;
}

export interface RisingShift {
  /** How many whole minutes earlier or later the birth would have had to be for another rising sign. */
  minutes: number;
  /** The rising sign then. */
  sign: SignId;
}

export interface RisingSensitivity {
  earlier: RisingShift;
  later: RisingShift;
}

/** How a local clock time related to the zone's rules that day. */
export type ClockStatus =
  /** One instant matches the local time. */
  | 'normal'
  /** The clock showed this time twice (clocks turned back): two instants match. */
  | 'ambiguous'
  /** The clock jumped over this time (clocks turned forward): no instant matches exactly. */
  | 'skipped';

export interface ClockCandidate {
  /** ISO instant. */
  utc: string;
  /** '+03:00' */
  utcOffset: string;
  /** 'UTC+3' */
  offsetLabel: string;
  /** Turkish: 'ilk 01:30 (yaz saati, UTC+4)'. */
  label: string;
}

export interface ChartClock {
  /** Where the offset came from: the zone's rules (Intl) or the visitor's `utcOffset`. */
  source: 'zone' | 'override';
  /** Minutes east of Greenwich; fractional for the local mean time before 1910 (116.93 for +1:56:56). */
  offsetMinutes: number;
  /** 'UTC+3' */
  offsetLabel: string;
  /** The offset in words: 'UTC+3, o yıllarda Türkiye’de kalıcı yaz saati'. */
  description: string;
  status: ClockStatus;
  /** For 'ambiguous' and 'skipped': both readings, the one used first; the visitor picks one with `utcOffset`. */
  candidates: ClockCandidate[];
  /** Turkish explanation of an ambiguous or skipped time; null when normal. */
  note: string | null;
}

/** What the visitor asked, after parsing (echoed in the answer). */
export interface BirthChartInput {
  date: string;
  /** `HH:mm`, or null for an unknown birth time. */
  time: string | null;
  place: string | null;
  latitude: number;
  longitude: number;
  timeZone: string | null;
  /** '+03:00' when the visitor overrode the zone, else null. */
  utcOffset: string | null;
  houseSystem: HouseSystem;
}

/** The chart without its interpretation texts (those come from lib/birth-chart/interpret*). */
export interface BirthChart {
  input: BirthChartInput;
  /** ISO instant of the birth; for an unknown time, local noon of the birth day. */
  utc: string;
  /** '+03:00' */
  utcOffset: string;
  /** The IANA zone used, or null with an offset override and no zone. */
  timeZone: string | null;
  clock: ChartClock;
  place: { id: string; name: string; latitude: number; longitude: number } | null;
  /** The house system the cusps follow (Porphyry when Placidus cannot be drawn at this latitude). */
  houseSystem: HouseSystem;
  /** Turkish note when the requested system was replaced (Placidus beyond the polar circles), else null. */
  houseSystemNote: string | null;
  /** Which lunar node: always the mean node. */
  nodeType: 'mean';
  bodies: ChartBodyPosition[];
  ascendant: SignPosition | null;
  midheaven: SignPosition | null;
  /** The 12 cusps' longitudes, house 1 first; null for an unknown time. */
  houses: number[] | null;
  aspects: ChartAspect[];
  balance: ChartBalance;
  risingSensitivity: RisingSensitivity | null;
  /** For an unknown time: the Moon's sign(s) over the local day (two when it changes sign that day); else null. */
  moonSigns: SignId[] | null;
}
