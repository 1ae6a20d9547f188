// The parts of astronomia's rise module (Meeus ch. 15) the planetary-hours test uses as an
// independent sunrise and sunset. Ambient declarations merge with tests/types/astronomia.d.ts.
declare module 'astronomia/rise' {
  export const stdh0: { solar: number; stellar: number; lunarMean: number };
  export function times(
    p: { lat: number; lon: number },
    deltaT: number,
    h0: number,
    Th0: number,
    a3: number[],
    d3: number[],
  ): { rise: number; transit: number; set: number };
}
declare module 'astronomia/sidereal' {
  export function apparent0UT(jd: number): number;
}
declare module 'astronomia/julian' {
  export function DateToJD(date: Date): number;
}
