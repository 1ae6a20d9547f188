// Just enough typing for the parts of astronomia (Meeus, VSOP87; untyped on npm) that the tests
// use as an independent ephemeris.
declare module 'astronomia/data' {
  const data: Record<
    'earth' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune',
    unknown
  > &
    Record<string, unknown>;
  export default data;
}
declare module 'astronomia/planetposition' {
  export class Planet {
    constructor(data: unknown);
    position(jde: number): { lon: number; lat: number; range: number };
  }
}
declare module 'astronomia/elliptic' {
  import type { Planet } from 'astronomia/planetposition';
  export function position(planet: Planet, earth: Planet, jde: number): { ra: number; dec: number };
}
declare module 'astronomia/solar' {
  import type { Planet } from 'astronomia/planetposition';
  export function apparentVSOP87(earth: Planet, jde: number): { lon: number; lat: number; range: number };
  export function apparentEquatorialVSOP87(
    earth: Planet,
    jde: number,
  ): { ra: number; dec: number; range: number };
}
declare module 'astronomia/moonposition' {
  export function position(jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/pluto' {
  import type { Planet } from 'astronomia/planetposition';
  export function astrometric(jde: number, earth: Planet): { ra: number; dec: number };
}
declare module 'astronomia/nutation' {
  export function nutation(jde: number): [number, number];
  export function meanObliquity(jde: number): number;
}
declare module 'astronomia/coord' {
  export class Ecliptic {
    constructor(lon: number, lat: number);
    lon: number;
    lat: number;
    toEquatorial(obliquity: number): Equatorial;
  }
  export class Equatorial {
    constructor(ra: number, dec: number);
    ra: number;
    dec: number;
    toEcliptic(obliquity: number): Ecliptic;
    toHorizontal(g: unknown, siderealSeconds: number): { az: number; alt: number };
  }
}
declare module 'astronomia/globe' {
  export class Coord {
    constructor(lat: number, lon: number);
  }
  export const Earth76: { parallaxConstants(lat: number, heightMetres: number): [number, number] };
}
declare module 'astronomia/parallax' {
  export function topocentric(
    c: { ra: number; dec: number; range: number },
    rhoSinPhi: number,
    rhoCosPhi: number,
    lonWest: number,
    jd: number,
  ): { ra: number; dec: number };
}
declare module 'astronomia/sidereal' {
  export function apparent(jd: number): number;
}
declare module 'astronomia/deltat' {
  export function deltaT(decimalYear: number): number;
}
declare module 'astronomia/julian' {
  export function DateToJDE(date: Date): number;
  export function JDEToDate(jde: number): Date;
}
declare module 'astronomia/precess' {
  import type { Equatorial } from 'astronomia/coord';
  export function position(
    eq: Equatorial,
    epochFrom: number,
    epochTo: number,
    mra: number,
    mdec: number,
  ): Equatorial;
}
declare module 'astronomia/moonphase' {
  export function newMoon(year: number): number;
  export function full(year: number): number;
}
declare module 'astronomia/eclipse' {
  /** None 0, Partial 1, Annular 2, AnnularTotal 3, Penumbral 4, Umbral 5, Total 6. */
  export const TYPE: {
    None: 0;
    Partial: 1;
    Annular: 2;
    AnnularTotal: 3;
    Penumbral: 4;
    Umbral: 5;
    Total: 6;
  };
  export function solar(year: number): {
    type: number;
    central?: boolean;
    jdeMax?: number;
    magnitude?: number;
    distance?: number;
    umbral?: number;
  };
  export function lunar(year: number): {
    type: number;
    jdeMax?: number;
    magnitude?: number;
    distance?: number;
    sdTotal?: number;
    sdPartial?: number;
    sdPenumbral?: number;
  };
}
