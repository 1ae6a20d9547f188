/**
 * The Moon's phase from the Sun's and the Moon's ecliptic longitudes (the same definition
 * astronomy-engine's MoonPhase uses). Client-safe, so the reading card can show the phase
 * from the transits of an answer.
 */

export interface MoonPhaseInfo {
  /** Moon's longitude minus the Sun's, 0–360: 0 new, 90 first quarter, 180 full, 270 last quarter. */
  angle: number;
  /** Lit fraction of the disc, 0–1. */
  illumination: number;
  waxing: boolean;
  name: MoonPhaseName;
}

export type MoonPhaseName =
  | 'Yeni Ay'
  | 'Büyüyen Hilal'
  | 'İlk Dördün'
  | 'Büyüyen Ay'
  | 'Dolunay'
  | 'Küçülen Ay'
  | 'Son Dördün'
  | 'Küçülen Hilal';

export function moonPhaseFromAngle(angle: number): MoonPhaseInfo {
  const a = ((angle % 360) + 360) % 360;
  // About a day either side of the exact new, quarter and full moons carries their name.
  const near = (target: number) => Math.abs(((a - target + 540) % 360) - 180) < 12;
  let name: MoonPhaseName;
  if (near(0)) name = 'Yeni Ay';
  else if (near(90)) name = 'İlk Dördün';
  else if (near(180)) name = 'Dolunay';
  else if (near(270)) name = 'Son Dördün';
  else if (a < 90) name = 'Büyüyen Hilal';
  else if (a < 180) name = 'Büyüyen Ay';
  else if (a < 270) name = 'Küçülen Ay';
  else name = 'Küçülen Hilal';
  return {
    angle: a,
    illumination: (1 - Math.cos((a * Math.PI) / 180)) / 2,
    waxing: a < 180,
    name,
  };
}

export function moonPhaseFromLongitudes(sunLongitude: number, moonLongitude: number): MoonPhaseInfo {
  return moonPhaseFromAngle(moonLongitude - sunLongitude);
}
