// Just enough typing for the parts of astronomia (Meeus, VSOP87; untyped on npm) the tests use.
declare module 'astronomia/data' {
  const data: Record<string, unknown>;
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
  export function apparentEquatorialVSOP87(
    earth: Planet,
    jde: number,
  ): { ra: number; dec: number; range: number };
}
declare module 'astronomia/moonposition' {
  export function position(jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/nutation' {
  export function nutation(jde: number): [number, number];
  export function meanObliquity(jde: number): number;
}
declare module 'astronomia/coord' {
  export class Ecliptic {
    constructor(lon: number, lat: number);
    toEquatorial(obliquity: number): Equatorial;
  }
  export class Equatorial {
    constructor(ra: number, dec: number);
    ra: number;
    dec: number;
    toEcliptic(obliquity: number): Ecliptic & { lon: number; lat: number };
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
