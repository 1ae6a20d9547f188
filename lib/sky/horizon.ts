/**
 * The sky map's horizon coordinates (zodiac longitudes are lib/astro/ephemeris.ts's job): where the
 * Sun, the Moon and the planets stand in an observer's sky, and the rotation that carries
 * catalogue stars to the observer's horizon, with astronomy-engine:
 * - bodies: `Equator(body, time, observer, ofdate = true, aberration = true)` is topocentric (the Moon's
 *   parallax reaches a degree), then `Horizon` without refraction gives the geometric altitude;
 * - stars: J2000 catalogue directions through `Rotation_EQJ_HOR`, which applies precession and nutation
 *   to the date (0.3° by 2024) before turning to the horizon.
 */
import {
  Body,
  Equator,
  Horizon,
  Illumination,
  MakeTime,
  MoonPhase,
  Observer,
  Rotation_ECL_HOR,
  Rotation_EQJ_HOR,
} from 'astronomy-engine';
import type { Place as NamedPlace } from '../birth-chart/types';
import { SKY_BODY_IDS, SKY_BODY_NAMES, type SkyBodyId } from './terms';
import { fromAstronomyRotation, type Matrix3, type Vec3 } from './vector';

/** Where the observer stands: the site's one place type (lib/birth-chart/types.ts), coordinates only. */
export type Place = Pick<NamedPlace, 'latitude' | 'longitude'>;

export interface BodyPosition {
  body: SkyBodyId;
  name: string;
  /** Topocentric geometric altitude of the centre, degrees, without refraction. */
  altitude: number;
  /** Degrees from north through east, 0..360. */
  azimuth: number;
  /** Apparent visual magnitude. */
  magnitude: number;
  aboveHorizon: boolean;
  /** The same direction as a horizon unit vector: x north, y west, z zenith. */
  horizon: Vec3;
}

const DEG = Math.PI / 180;

/** Our body ids to astronomy-engine's. */
const ENGINE_BODY: Record<SkyBodyId, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
};

/** Horizon unit vector (x north, y west, z zenith) for an altitude and an azimuth in degrees. */
export function horizonVector(altitude: number, azimuth: number): Vec3 {
  const c = Math.cos(altitude * DEG);
  return [c * Math.cos(azimuth * DEG), -c * Math.sin(azimuth * DEG), Math.sin(altitude * DEG)];
}

/** Altitude and azimuth (degrees) of a horizon unit vector. */
export function altAzOf(v: Vec3): { altitude: number; azimuth: number } {
  const altitude = Math.asin(Math.max(-1, Math.min(1, v[2]))) / DEG;
  let azimuth = Math.atan2(-v[1], v[0]) / DEG;
  if (azimuth < 0) azimuth += 360;
  return { altitude, azimuth };
}

export function bodyPosition(body: SkyBodyId, instant: Date, place: Place): BodyPosition {
  const time = MakeTime(instant);
  const observer = new Observer(place.latitude, place.longitude, 0);
  const eq = Equator(ENGINE_BODY[body], time, observer, true, true);
  const hor = Horizon(time, observer, eq.ra, eq.dec);
  return {
    body,
    name: SKY_BODY_NAMES[body],
    altitude: hor.altitude,
    azimuth: hor.azimuth,
    magnitude: Illumination(ENGINE_BODY[body], time).mag,
    aboveHorizon: hor.altitude > 0,
    horizon: horizonVector(hor.altitude, hor.azimuth),
  };
}

/** The Sun, the Moon and the seven planets, in that order. */
export function bodyPositions(instant: Date, place: Place): BodyPosition[] {
  return SKY_BODY_IDS.map((id) => bodyPosition(id, instant, place));
}

/** J2000 equatorial → observer's horizon (x north, y west, z zenith), precessed and nutated to the date. */
export function starRotation(instant: Date, place: Place): Matrix3 {
  const observer = new Observer(place.latitude, place.longitude, 0);
  return fromAstronomyRotation(Rotation_EQJ_HOR(MakeTime(instant), observer).rot);
}

/** J2000 ecliptic → observer's horizon, for drawing the ecliptic. */
export function eclipticRotation(instant: Date, place: Place): Matrix3 {
  const observer = new Observer(place.latitude, place.longitude, 0);
  return fromAstronomyRotation(Rotation_ECL_HOR(MakeTime(instant), observer).rot);
}

export interface MoonPhaseInfo {
  /** Illuminated fraction of the disc, 0..1. */
  fraction: number;
  /** True from new moon to full moon. */
  waxing: boolean;
}

export function moonPhase(instant: Date): MoonPhaseInfo {
  const time = MakeTime(instant);
  return {
    fraction: Illumination(Body.Moon, time).phase_fraction,
    waxing: MoonPhase(time) < 180,
  };
}
