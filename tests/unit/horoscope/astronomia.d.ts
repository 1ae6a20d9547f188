// Just enough of astronomia's shape for the independent ephemeris in these tests (it ships no types).
declare module 'astronomia/planetposition' {
  export class Planet {
    constructor(data: unknown);
    position(jde: number): { lon: number; lat: number; range: number };
  }
}
declare module 'astronomia/data' {
  const data: Record<
    'earth' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune',
    unknown
  >;
  export default data;
}
declare module 'astronomia/solar' {
  import type { Planet } from 'astronomia/planetposition';
  export function apparentVSOP87(earth: Planet, jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/moonposition' {
  export function position(jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/elliptic' {
  import type { Planet } from 'astronomia/planetposition';
  export function position(planet: Planet, earth: Planet, jde: number): { ra: number; dec: number };
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
  export class Equatorial {
    constructor(ra: number, dec: number);
    ra: number;
    dec: number;
    toEcliptic(obliquity: number): { lon: number; lat: number };
  }
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
