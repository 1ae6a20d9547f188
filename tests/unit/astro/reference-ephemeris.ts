/**
 * An independent ephemeris for the tests: astronomia (Meeus; VSOP87 planets, ELP-style Moon,
 * Meeus's Pluto), which shares no code with astronomy-engine. Apparent geocentric ecliptic
 * longitude of date, in degrees.
 */
import * as coord from 'astronomia/coord';
import data from 'astronomia/data';
import * as elliptic from 'astronomia/elliptic';
import * as julian from 'astronomia/julian';
import * as moonposition from 'astronomia/moonposition';
import * as nutation from 'astronomia/nutation';
import { Planet } from 'astronomia/planetposition';
import * as pluto from 'astronomia/pluto';
import * as precess from 'astronomia/precess';
import * as solar from 'astronomia/solar';
import type { Body } from '@/lib/astro/bodies';

const DEG = 180 / Math.PI;
const earth = new Planet(data.earth);
const planets = new Map<string, Planet>();
const norm = (x: number) => ((x % 360) + 360) % 360;

function planet(name: 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune'): Planet {
  let p = planets.get(name);
  if (!p) planets.set(name, (p = new Planet(data[name])));
  return p;
}

export function referenceLongitude(body: Body, date: Date): number {
  const jde = julian.DateToJDE(date);
  const [dpsi, deps] = nutation.nutation(jde);
  const obliquity = nutation.meanObliquity(jde) + deps;
  switch (body) {
    case 'sun':
      return norm(solar.apparentVSOP87(earth, jde).lon * DEG);
    case 'moon':
      return norm((moonposition.position(jde).lon + dpsi) * DEG);
    case 'pluto': {
      const j2000 = pluto.astrometric(jde, earth);
      const epoch = 2000 + (jde - 2451545) / 365.25;
      const ofDate = precess.position(new coord.Equatorial(j2000.ra, j2000.dec), 2000, epoch, 0, 0);
      return norm((new coord.Equatorial(ofDate.ra, ofDate.dec).toEcliptic(obliquity).lon + dpsi) * DEG);
    }
    default: {
      const eq = elliptic.position(planet(body), earth, jde);
      return norm(new coord.Equatorial(eq.ra, eq.dec).toEcliptic(obliquity).lon * DEG);
    }
  }
}

/** Degrees per day by a central difference of an hour either side. */
export function referenceSpeed(body: Body, date: Date): number {
  const h = 3_600_000;
  const a = referenceLongitude(body, new Date(date.getTime() - h));
  const b = referenceLongitude(body, new Date(date.getTime() + h));
  return (((((b - a) % 360) + 540) % 360) - 180) * 12;
}
