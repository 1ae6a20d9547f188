/**
 * Apparent geocentric ecliptic longitudes and latitudes of date, to the Swiss Ephemeris's
 * arcsecond (bench/ephemeris.ts measures it against `swetest`; tests/unit/astro/swetest-positions
 * holds it to 2″ for the Sun to Saturn, 5″ for Uranus to Pluto and the Moon):
 * - the planets and the Earth: the full VSOP87D series (Bretagnon & Francou; heliocentric, ecliptic
 *   and equinox of date), converted to the FK5 frame (Meeus 32.3);
 * - the Moon: ELP/MPP02 fitted to DE405 (Chapront & Francou), as astronomia ships it;
 * - Pluto: Meeus ch. 37 (Chapront's fit to DE200, 1885–2099), J2000 precessed to the date;
 * - nutation IAU 1980; light time and annual aberration together, by taking the body and the
 *   Earth at the moment the light left the body (exact to 0.01″ for geocentric directions);
 * - time: TT from the same ΔT as swetest (./delta-t.ts).
 * Server-only in practice (the series weigh about 2 MB), but free of Node APIs.
 */
import earthData from 'astronomia/data/vsop87Dearth';
import mercuryData from 'astronomia/data/vsop87Dmercury';
import venusData from 'astronomia/data/vsop87Dvenus';
import marsData from 'astronomia/data/vsop87Dmars';
import jupiterData from 'astronomia/data/vsop87Djupiter';
import saturnData from 'astronomia/data/vsop87Dsaturn';
import uranusData from 'astronomia/data/vsop87Duranus';
import neptuneData from 'astronomia/data/vsop87Dneptune';
import elpData from 'astronomia/data/elpMppDe';
import { heliocentric as plutoHeliocentric } from 'astronomia/pluto';
import { approxNutation, nutation } from 'astronomia/nutation';
import type { Body } from './bodies';

const RAD = Math.PI / 180;
const ARCSEC = RAD / 3600;
const J2000 = 2451545.0;
/** Light time for one au, days. */
const LIGHT_DAYS_PER_AU = 0.0057755183;
const AU_KM = 149597870.7;

/** One VSOP87 coordinate: for each power of time, flat [a, b, c] triples (a·cos(b + c·τ)). */
type Series = Float64Array[];

/**
 * Terms whose largest value over 1900–2100 (|τ| ≤ 0.1 millennium) is below this are dropped (0.01″
 * each): the largest difference from swetest grows by at most 0.3″ (Venus), the work shrinks
 * about fourfold (bench/ephemeris.ts).
 */
const VSOP_CUT = 5e-8;

function flatten(groups: Record<string, number[][]>, cut: number): Series {
  // astronomia's Uranus and Neptune files carry three rows of NaN among the τ⁴ terms (amplitudes
  // below 1e-8 au in the original tables): dropped.
  return Object.keys(groups)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) =>
      Float64Array.from(
        groups[k]
          .filter((row) => row.every(Number.isFinite) && Math.abs(row[0]) * 0.1 ** Number(k) >= cut)
          .flat(),
      ),
    );
}

interface Vsop {
  L: Series;
  B: Series;
  R: Series;
}

type VsopData = {
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
};

function vsop(data: VsopData, cut: number): Vsop {
  return { L: flatten(data.L, cut), B: flatten(data.B, cut), R: flatten(data.R, cut) };
}

function sumVsop(series: Series, tau: number): number {
  let result = 0;
  let power = 1;
  for (const terms of series) {
    let s = 0;
    for (let i = 0; i < terms.length; i += 3) s += terms[i] * Math.cos(terms[i + 1] + terms[i + 2] * tau);
    result += s * power;
    power *= tau;
  }
  return result;
}

type VsopBody = 'earth' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune';
const RAW = {
  earth: earthData,
  mercury: mercuryData,
  venus: venusData,
  mars: marsData,
  jupiter: jupiterData,
  saturn: saturnData,
  uranus: uranusData,
  neptune: neptuneData,
};
const SERIES: Partial<Record<VsopBody, Vsop>> = {};
/** A coarse copy (terms above 1e-5: about 2″) that only serves to time the light. */
const COARSE: Partial<Record<VsopBody, Vsop>> = {};
/** The quick longitudes' copy (terms above 3e-7, a third of the work): see roughLongitude. */
const ROUGH: Partial<Record<VsopBody, Vsop>> = {};

type Tier = 'full' | 'rough' | 'coarse';

function seriesOf(body: VsopBody, tier: Tier = 'full'): Vsop {
  if (tier === 'coarse') return (COARSE[body] ??= vsop(RAW[body], 1e-5));
  if (tier === 'rough') return (ROUGH[body] ??= vsop(RAW[body], 3e-7));
  return (SERIES[body] ??= vsop(RAW[body], VSOP_CUT));
}

interface Spherical {
  lon: number;
  lat: number;
  r: number;
}

/** Heliocentric ecliptic of date (VSOP87D's dynamical frame), radians and au. */
function heliocentricOfDate(body: VsopBody | 'pluto', jde: number, tier: Tier = 'full'): Spherical {
  if (body === 'pluto') return plutoOfDate(jde);
  const s = seriesOf(body, tier);
  const tau = (jde - J2000) / 365250;
  return { lon: sumVsop(s.L, tau), lat: sumVsop(s.B, tau), r: sumVsop(s.R, tau) };
}

/** Ecliptic precession from J2000 to the date (Meeus 21.5, 21.6), radians. */
function precessFromJ2000(lon: number, lat: number, jde: number): { lon: number; lat: number } {
  const t = (jde - J2000) / 36525;
  const eta = (47.0029 - 0.03302 * t + 0.00006 * t * t) * t * ARCSEC;
  const pi = (174.876384 * 3600 - 869.8089 * t + 0.03536 * t * t) * ARCSEC;
  const p = (5029.0966 + 1.11113 * t - 0.000006 * t * t) * t * ARCSEC;
  const cb = Math.cos(lat);
  const sb = Math.sin(lat);
  const ce = Math.cos(eta);
  const se = Math.sin(eta);
  const d = pi - lon;
  const a = ce * cb * Math.sin(d) - se * sb;
  const b = cb * Math.cos(d);
  const c = ce * sb + se * cb * Math.sin(d);
  return { lon: p + pi - Math.atan2(a, b), lat: Math.asin(c) };
}

function plutoOfDate(jde: number): Spherical {
  const h = plutoHeliocentric(jde);
  const p = precessFromJ2000(h.lon, h.lat, jde);
  // Meeus ch. 37 is in the FK5 J2000 frame already: undo the FK5 shift applied to VSOP below.
  return { lon: p.lon - FK5_SHIFT, lat: p.lat, r: h.range };
}

/** VSOP87's dynamical equinox to FK5 (Meeus 32.3): −0.09033″ in longitude (latitude term negligible). */
const FK5_SHIFT = -0.09033 * ARCSEC;

function toXyz(s: Spherical): [number, number, number] {
  const cb = Math.cos(s.lat);
  return [s.r * cb * Math.cos(s.lon), s.r * cb * Math.sin(s.lon), s.r * Math.sin(s.lat)];
}

export interface Ecliptic {
  /** Degrees 0–360, true equinox of date. */
  longitude: number;
  /** Degrees. */
  latitude: number;
  /** Distance from the Earth's centre, au. */
  distance: number;
}

const NUTATION_CACHE = { jde: NaN, dpsi: 0 };
/** Δψ in radians; cached because every body at one instant asks for the same. */
function nutationInLongitudeRad(jde: number): number {
  if (NUTATION_CACHE.jde !== jde) {
    NUTATION_CACHE.jde = jde;
    NUTATION_CACHE.dpsi = nutation(jde)[0];
  }
  return NUTATION_CACHE.dpsi;
}

/** Degrees of Δψ (IAU 1980) at a Julian ephemeris day. */
export function nutationInLongitudeAt(jde: number): number {
  return nutationInLongitudeRad(jde) / RAD;
}

function finish(lon: number, lat: number, distance: number, jde: number): Ecliptic {
  const l = (lon + FK5_SHIFT + nutationInLongitudeRad(jde)) / RAD;
  return { longitude: ((l % 360) + 360) % 360, latitude: lat / RAD, distance };
}

function geocentric(body: VsopBody | 'pluto' | 'sun', jde: number, tier: Tier): [number, number, number] {
  const earth = toXyz(heliocentricOfDate('earth', jde, tier));
  const planet = body === 'sun' ? [0, 0, 0] : toXyz(heliocentricOfDate(body, jde, tier));
  return [planet[0] - earth[0], planet[1] - earth[1], planet[2] - earth[2]];
}

/** Geocentric apparent position of a planet (or the Sun) at a Julian ephemeris day. */
function planetApparent(body: VsopBody | 'pluto' | 'sun', jde: number): Ecliptic {
  // The light time from the coarse series (good to a fraction of a second, a few hundredths of an
  // arcsecond of motion), then the body and the Earth where they were when the light left.
  const rough = geocentric(body, jde, 'coarse');
  const tau = Math.hypot(rough[0], rough[1], rough[2]) * LIGHT_DAYS_PER_AU;
  const geo = geocentric(body, jde - tau, 'full');
  const distance = Math.hypot(geo[0], geo[1], geo[2]);
  return finish(Math.atan2(geo[1], geo[0]), Math.asin(geo[2] / distance), distance, jde);
}

type ElpSeries = Float64Array[];
interface Elp {
  W1: number[];
  L: ElpSeries;
  B: ElpSeries;
  R: ElpSeries;
}
let ELP: Elp | undefined;
/** The Moon's longitude series cut at 0.05″ (a sixth of the terms), for the quick longitudes. */
let ROUGH_ELP_L: ElpSeries | undefined;

/**
 * ELP terms below `cut` (arcseconds for L and B, km for R) over a century either side are dropped:
 * 0.001″ changes the largest difference from swetest by under 0.05″.
 */
function elpSeries(groups: Record<string, number[][]>, cut: number): ElpSeries {
  return Object.keys(groups)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => Float64Array.from(groups[k].filter((row) => Math.abs(row[0]) >= cut).flat()));
}

function sumElp(series: ElpSeries, t: number): number {
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  let result = 0;
  let power = 1;
  for (const terms of series) {
    let s = 0;
    for (let i = 0; i < terms.length; i += 6) {
      s +=
        terms[i] *
        Math.sin(terms[i + 1] + terms[i + 2] * t + terms[i + 3] * t2 + terms[i + 4] * t3 + terms[i + 5] * t4);
    }
    result += s * power;
    power *= t;
  }
  return result;
}

function horner(t: number, c: readonly number[]): number {
  let r = 0;
  for (let i = c.length - 1; i >= 0; i--) r = r * t + c[i];
  return r;
}

/** The Moon's geometric geocentric position, mean ecliptic and equinox of date (ELP/MPP02). */
function moonGeometric(jde: number): Spherical {
  const elp = (ELP ??= {
    W1: elpData.W1,
    L: elpSeries(elpData.L, 1e-3),
    B: elpSeries(elpData.B, 1e-3),
    // The distance only times the light (1 km is 3 µs): a kilometre does not matter.
    R: elpSeries(elpData.R, 1),
  });
  const t = (jde - J2000) / 36525;
  // V is counted on the ecliptic of date from a fixed departure point: adding the general precession
  // in longitude refers it to the mean equinox of date (ELP/MPP02, Chapront & Francou 2003, §6).
  const lon = horner(t, elpData.W1) + sumElp(elp.L, t) * ARCSEC;
  const lat = sumElp(elp.B, t) * ARCSEC;
  const r = sumElp(elp.R, t);
  const pA = horner(t, [0, 5029.0966 - 0.29965, 1.112, 0.000077, -0.00002353]) * ARCSEC;
  const p = { lon: lon + pA, lat };
  return { lon: p.lon, lat: p.lat, r: r / AU_KM };
}

/** The Moon's mean motion in longitude, radians per day. */
const MOON_MEAN_MOTION = 13.176396 * RAD;

function moonApparent(jde: number): Ecliptic {
  // Light time and annual aberration cancel to first order for a geocentric body: what remains is
  // the Moon where it was when its light left it, about 1.3 s earlier (0.7″ of mean motion; the
  // true motion differs by at most 15 %, 0.1″).
  const m = moonGeometric(jde);
  const lightDays = m.r * LIGHT_DAYS_PER_AU;
  // ELP/MPP02 is referred to the ICRS-aligned J2000 ecliptic: no FK5 shift.
  return finish(m.lon - MOON_MEAN_MOTION * lightDays - FK5_SHIFT, m.lat, m.r, jde);
}

/** Apparent geocentric ecliptic position of date of a body at a Julian ephemeris day (TT). */
export function apparentPosition(body: Body, jde: number): Ecliptic {
  if (body === 'moon') return moonApparent(jde);
  return planetApparent(body, jde);
}

/**
 * The Moon's mean distance in au: the light time it gives (1.28 s) differs from the true one by
 * at most 0.08 s, 0.04″ of the Moon's motion.
 */
const MOON_MEAN_DISTANCE_AU = 385_000 / AU_KM;

/**
 * A quick apparent longitude, degrees 0–360, for scanning a grid of instants before the full
 * theory decides: the same series cut to their larger terms (VSOP87 at 3e-7, ELP/MPP02's
 * longitude at 0.05″), the Moon's light time from its mean distance and Meeus's four-term
 * nutation. Two to three times cheaper than apparentPosition for a planet, eight for the Moon,
 * and within ROUGH_LONGITUDE_ERROR of it over 1900–2100 (tests/unit/astro/rough-longitude.test.ts
 * measures 2″ at worst): a search that treats every sample closer than ten times that to a
 * threshold with the full theory decides exactly
 * as if it had used the full theory everywhere.
 */
export function roughLongitude(body: Body, jde: number): number {
  const dpsi = approxNutation(jde)[0];
  let lon: number;
  if (body === 'moon') {
    const L = (ROUGH_ELP_L ??= elpSeries(elpData.L, 0.05));
    const t = (jde - J2000) / 36525;
    const pA = horner(t, [0, 5029.0966 - 0.29965, 1.112, 0.000077, -0.00002353]) * ARCSEC;
    const lightDays = MOON_MEAN_DISTANCE_AU * LIGHT_DAYS_PER_AU;
    lon = horner(t, elpData.W1) + sumElp(L, t) * ARCSEC + pA - MOON_MEAN_MOTION * lightDays - FK5_SHIFT;
  } else {
    const first = geocentric(body, jde, 'coarse');
    const tau = Math.hypot(first[0], first[1], first[2]) * LIGHT_DAYS_PER_AU;
    const geo = geocentric(body, jde - tau, 'rough');
    lon = Math.atan2(geo[1], geo[0]);
  }
  const l = (lon + FK5_SHIFT + dpsi) / RAD;
  return ((l % 360) + 360) % 360;
}

/**
 * The largest difference between roughLongitude and apparentPosition's longitude over 1900–2100,
 * degrees, with a margin (measured: tests/unit/astro/rough-longitude.test.ts).
 */
export const ROUGH_LONGITUDE_ERROR = 5 / 3600;
