/**
 * An independent ephemeris for the tests: astronomia (Meeus, "Astronomical Algorithms", with VSOP87 for
 * the planets and Meeus ch. 47 for the Moon), topocentric by Meeus ch. 40 and turned to the horizon by
 * Meeus ch. 13. Nothing here comes from astronomy-engine.
 */
import { Ecliptic, Equatorial } from 'astronomia/coord';
import data from 'astronomia/data';
import { deltaT } from 'astronomia/deltat';
import { position as planetApparent } from 'astronomia/elliptic';
import { Coord as GlobeCoord, Earth76 } from 'astronomia/globe';
import { position as moonGeocentric } from 'astronomia/moonposition';
import { meanObliquity, nutation } from 'astronomia/nutation';
import { topocentric } from 'astronomia/parallax';
import { Planet } from 'astronomia/planetposition';
import { position as precess } from 'astronomia/precess';
import { apparent as apparentSidereal } from 'astronomia/sidereal';
import { apparentEquatorialVSOP87 } from 'astronomia/solar';
import type { SkyBodyId } from '@/lib/sky/terms';

const DEG = Math.PI / 180;
const AU_KM = 149597870.7;

const earth = new Planet(data.earth);
const planets: Partial<Record<SkyBodyId, Planet>> = {
  mercury: new Planet(data.mercury),
  venus: new Planet(data.venus),
  mars: new Planet(data.mars),
  jupiter: new Planet(data.jupiter),
  saturn: new Planet(data.saturn),
  uranus: new Planet(data.uranus),
  neptune: new Planet(data.neptune),
};

export interface AltAz {
  altitude: number;
  azimuth: number;
}

function julianDays(instant: Date): { jd: number; jde: number; year: number } {
  const jd = instant.getTime() / 86400000 + 2440587.5;
  const year = 2000 + (jd - 2451545) / 365.25;
  return { jd, jde: jd + deltaT(year) / 86400, year };
}

/** Heliocentric ecliptic position to a rectangular vector (AU). */
function rect(p: { lon: number; lat: number; range: number }): [number, number, number] {
  return [
    p.range * Math.cos(p.lat) * Math.cos(p.lon),
    p.range * Math.cos(p.lat) * Math.sin(p.lon),
    p.range * Math.sin(p.lat),
  ];
}

/** Apparent place of a body seen from the Earth's centre: right ascension, declination (radians), distance (AU). */
function geocentric(body: SkyBodyId, jde: number): { ra: number; dec: number; range: number } {
  if (body === 'sun') return apparentEquatorialVSOP87(earth, jde);
  if (body === 'moon') {
    const m = moonGeocentric(jde);
    const [dpsi, deps] = nutation(jde);
    const eq = new Ecliptic(m.lon + dpsi, m.lat).toEquatorial(meanObliquity(jde) + deps);
    return { ra: eq.ra, dec: eq.dec, range: m.range / AU_KM };
  }
  const planet = planets[body]!;
  const { ra, dec } = planetApparent(planet, earth, jde);
  const [px, py, pz] = rect(planet.position(jde));
  const [ex, ey, ez] = rect(earth.position(jde));
  return { ra, dec, range: Math.hypot(px - ex, py - ey, pz - ez) };
}

function toHorizon(ra: number, dec: number, jd: number, latitude: number, longitude: number): AltAz {
  // astronomia counts longitude positive westwards and azimuth from the south.
  const h = new Equatorial(ra, dec).toHorizontal(
    new GlobeCoord(latitude * DEG, -longitude * DEG),
    apparentSidereal(jd),
  );
  return { altitude: h.alt / DEG, azimuth: (((h.az / DEG + 180) % 360) + 360) % 360 };
}

/** Topocentric altitude (no refraction) and azimuth (from north through east) of a body. */
export function referenceBodyAltAz(
  body: SkyBodyId,
  instant: Date,
  latitude: number,
  longitude: number,
): AltAz {
  const { jd, jde } = julianDays(instant);
  const geo = geocentric(body, jde);
  const [rhoSin, rhoCos] = Earth76.parallaxConstants(latitude * DEG, 0);
  const topo = topocentric(geo, rhoSin, rhoCos, -longitude * DEG, jd);
  return toHorizon(topo.ra, topo.dec, jd, latitude, longitude);
}

/** The same body seen from the Earth's centre (no parallax), for measuring how much parallax matters. */
export function referenceGeocentricAltAz(
  body: SkyBodyId,
  instant: Date,
  latitude: number,
  longitude: number,
): AltAz {
  const { jd, jde } = julianDays(instant);
  const geo = geocentric(body, jde);
  return toHorizon(geo.ra, geo.dec, jd, latitude, longitude);
}

/**
 * A J2000 star at a date: rigorous IAU 1976 precession (Meeus 21.2-21.4), then nutation by rotating
 * through the ecliptic of date, then the horizon. No aberration, as for the chart's rotation matrix.
 */
export function referenceStarAltAz(
  raDeg: number,
  decDeg: number,
  instant: Date,
  latitude: number,
  longitude: number,
  opts: { precess?: boolean } = {},
): AltAz {
  const { jd, jde, year } = julianDays(instant);
  const j2000 = new Equatorial(raDeg * DEG, decDeg * DEG);
  // Without precession the J2000 place is (wrongly) taken as the mean place of date: a foil for tests.
  const mean = opts.precess === false ? j2000 : precess(j2000, 2000, year, 0, 0);
  const [dpsi, deps] = nutation(jde);
  const eps0 = meanObliquity(jde);
  const ecl = mean.toEcliptic(eps0);
  const nutated = new Ecliptic(ecl.lon + dpsi, ecl.lat).toEquatorial(eps0 + deps);
  return toHorizon(nutated.ra, nutated.dec, jd, latitude, longitude);
}

/** Great-circle angle in degrees between two horizon directions. */
export function separation(a: AltAz, b: AltAz): number {
  const [a1, a2, z1, z2] = [a.altitude * DEG, b.altitude * DEG, a.azimuth * DEG, b.azimuth * DEG];
  const c = Math.sin(a1) * Math.sin(a2) + Math.cos(a1) * Math.cos(a2) * Math.cos(z1 - z2);
  return Math.acos(Math.min(1, Math.max(-1, c))) / DEG;
}
