/**
 * The Moon's phases as a Moon calendar names them, day by day. Client-safe: no ephemeris here.
 * The four principal phases name the local day on which they fall exactly; the days between take
 * the name of the stretch they lie in.
 */

export const MOON_PHASE_IDS = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type MoonPhaseId = (typeof MOON_PHASE_IDS)[number];

export const MOON_PHASE_NAMES: Record<MoonPhaseId, string> = {
  new: 'Yeni Ay',
  'waxing-crescent': 'Büyüyen Hilal',
  'first-quarter': 'İlk Dördün',
  'waxing-gibbous': 'Büyüyen Şişkin Ay',
  full: 'Dolunay',
  'waning-gibbous': 'Küçülen Şişkin Ay',
  'last-quarter': 'Son Dördün',
  'waning-crescent': 'Küçülen Hilal',
};

/** The principal phases: their elongation of the Moon from the Sun, in degrees. */
export const PRINCIPAL_PHASES = [
  { id: 'new', angle: 0 },
  { id: 'first-quarter', angle: 90 },
  { id: 'full', angle: 180 },
  { id: 'last-quarter', angle: 270 },
] as const satisfies readonly { id: MoonPhaseId; angle: number }[];

/** The intermediate phase of an elongation (0–360) away from the exact principal ones. */
export function intermediatePhase(angle: number): MoonPhaseId {
  const a = ((angle % 360) + 360) % 360;
  if (a < 90) return 'waxing-crescent';
  if (a < 180) return 'waxing-gibbous';
  if (a < 270) return 'waning-gibbous';
  return 'waning-crescent';
}

/** Lit fraction of the disc, 0–1, from the elongation (the usual approximation). */
export const illuminationOf = (angle: number) => (1 - Math.cos((angle * Math.PI) / 180)) / 2;
