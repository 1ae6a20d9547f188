/**
 * The bodies of astrology: ids shared by the readings, the sky map, the calendar and the birth
 * chart, with their Turkish names and glyphs. Client-safe: no ephemeris code here.
 */
export const BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type Body = (typeof BODIES)[number];

export function isBody(value: unknown): value is Body {
  return typeof value === 'string' && (BODIES as readonly string[]).includes(value);
}

/** Turkish names of the bodies, as astrology columns write them. */
export const BODY_NAMES: Record<Body, string> = {
  sun: 'Güneş',
  moon: 'Ay',
  mercury: 'Merkür',
  venus: 'Venüs',
  mars: 'Mars',
  jupiter: 'Jüpiter',
  saturn: 'Satürn',
  uranus: 'Uranüs',
  neptune: 'Neptün',
  pluto: 'Plüton',
};

export const BODY_GLYPHS: Record<Body, string> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
};

/** The planets that can turn retrograde (the Sun and the Moon never do). */
export const RETROGRADE_BODIES = BODIES.filter((b) => b !== 'sun' && b !== 'moon');
