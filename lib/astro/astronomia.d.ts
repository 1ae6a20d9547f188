// Typing for the parts of astronomia (MIT; Meeus, VSOP87, ELP/MPP02) that the ephemeris ships.
// tests/types/astronomia.d.ts types what the tests use as an independent reference.
interface AstronomiaVsop87Series {
  name: string;
  type: string;
  L: Record<string, [number, number, number][]>;
  B: Record<string, [number, number, number][]>;
  R: Record<string, [number, number, number][]>;
}
interface AstronomiaElpSeries {
  W1: number[];
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}
declare module 'astronomia/data/vsop87Dearth' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Dmercury' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Dvenus' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Dmars' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Djupiter' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Dsaturn' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Duranus' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/vsop87Dneptune' {
  const data: AstronomiaVsop87Series;
  export default data;
}
declare module 'astronomia/data/elpMppDe' {
  const data: AstronomiaElpSeries;
  export default data;
}
declare module 'astronomia/data/elpMppDeFull' {
  const data: AstronomiaElpSeries;
  export default data;
}
declare module 'astronomia/pluto' {
  /** J2000 heliocentric ecliptic longitude and latitude (radians) and distance (au); Meeus ch. 37. */
  export function heliocentric(jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/nutation' {
  /** IAU 1980 nutation [Δψ, Δε] in radians. */
  export function nutation(jde: number): [number, number];
  /** Meeus's four-term approximation [Δψ, Δε] in radians (within 0.5″ of IAU 1980). */
  export function approxNutation(jde: number): [number, number];
}
