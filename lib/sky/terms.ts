/**
 * Turkish words of the chart, shared by the server (rendering, API) and the browser (the list under
 * the chart). Framework-free and dependency-free so that client components can import it.
 */
import { BODIES, BODY_NAMES, type Body } from '../astro/bodies';

/** The bodies the chart draws: the one body list (lib/astro/bodies) but Pluto, too faint to see. */
export type SkyBodyId = Exclude<Body, 'pluto'>;
export const SKY_BODY_IDS: readonly SkyBodyId[] = BODIES.filter((b): b is SkyBodyId => b !== 'pluto');

export const SKY_BODY_NAMES: Record<SkyBodyId, string> = BODY_NAMES;

/** The fixed place of the /sky-map page. */
export const ISTANBUL = { name: 'İstanbul', latitude: 41.0082, longitude: 28.9784 } as const;

/** The hour drawn when no time is asked for, Istanbul time. */
export const DEFAULT_SKY_TIME = '21:00';

const COMPASS_POINTS = [
  'kuzey',
  'kuzeydoğu',
  'doğu',
  'güneydoğu',
  'güney',
  'güneybatı',
  'batı',
  'kuzeybatı',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The eight-point compass direction of an azimuth in degrees (from north through east). */
export function compassPoint(azimuth: number): CompassPoint {
  const a = ((azimuth % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(a / 45) % 8];
}

/** 'Satürn — güneydoğu, 49°': where to look for a body, with its altitude rounded to a degree. */
export function describeBodyPosition(body: { name: string; azimuth: number; altitude: number }): string {
  return `${body.name} — ${compassPoint(body.azimuth)}, ${Math.round(body.altitude)}°`;
}

/** '41,0082° K, 28,9784° D' with Turkish hemisphere letters and a decimal comma. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const fmt = (v: number) =>
    Math.abs(v).toLocaleString('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return `${fmt(latitude)}° ${latitude >= 0 ? 'K' : 'G'}, ${fmt(longitude)}° ${longitude >= 0 ? 'D' : 'B'}`;
}

/** Whether coordinates are (within about a kilometre) the city centre of Istanbul. */
export function isIstanbul(latitude: number, longitude: number): boolean {
  return Math.abs(latitude - ISTANBUL.latitude) < 0.01 && Math.abs(longitude - ISTANBUL.longitude) < 0.01;
}
