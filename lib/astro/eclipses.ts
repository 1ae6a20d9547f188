/**
 * Solar and lunar eclipses of a span of time with astronomy-engine, and how Istanbul sees them.
 * Server-only. Tested against Meeus's eclipse algorithm (astronomia).
 */
import * as Astronomy from 'astronomy-engine';
import { ISTANBUL } from '../sky/terms';
import type { LunarEclipseEvent, LocalSolarCircumstances, SolarEclipseEvent } from './calendar-events';
import { longitudeOf } from './ephemeris';
import { signOfLongitude } from './longitude';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1_737.4;
// The shadow axis passes near a pole when it only grazes the Earth.
const EARTH_POLAR_RADIUS_KM = 6_356.75;
const EARTH_EQUATORIAL_RADIUS_KM = 6_378.14;

const istanbul = new Astronomy.Observer(ISTANBUL.latitude, ISTANBUL.longitude, 0);

/** Altitude in degrees of a body above Istanbul's horizon, with refraction. */
function altitudeAtIstanbul(body: Astronomy.Body, t: Date): number {
  const eq = Astronomy.Equator(body, t, istanbul, true, true);
  return Astronomy.Horizon(t, istanbul, eq.ra, eq.dec, 'normal').altitude;
}

/** Whether a body is above the horizon at some moment of [from, to], checked every five minutes. */
function aboveHorizonDuring(body: Astronomy.Body, from: number, to: number): boolean {
  for (let t = from; t < to + 5 * MINUTE_MS; t += 5 * MINUTE_MS) {
    if (altitudeAtIstanbul(body, new Date(Math.min(t, to))) > 0) return true;
  }
  return false;
}

const iso = (ms: number) => new Date(ms).toISOString();

function lunarEvent(info: Astronomy.LunarEclipseInfo): LunarEclipseEvent {
  const peak = info.peak.date.getTime();
  const around = (minutes: number) => [iso(peak - minutes * MINUTE_MS), iso(peak + minutes * MINUTE_MS)];
  const [penumbralStart, penumbralEnd] = around(info.sd_penum);
  const eclipseType = info.kind as LunarEclipseEvent['eclipseType'];
  // A penumbral eclipse is only the penumbra; otherwise what people watch is the umbral phase.
  const main = eclipseType === 'penumbral' ? info.sd_penum : info.sd_partial;
  return {
    kind: 'lunar-eclipse',
    body: 'moon',
    at: iso(peak),
    ...signOfLongitude(longitudeOf('moon', info.peak.date)),
    eclipseType,
    obscuration: Math.round(info.obscuration * 1000) / 1000,
    visibleFromIstanbul: aboveHorizonDuring(
      Astronomy.Body.Moon,
      peak - main * MINUTE_MS,
      peak + main * MINUTE_MS,
    ),
    peakVisibleFromIstanbul: altitudeAtIstanbul(Astronomy.Body.Moon, info.peak.date) > 0,
    penumbralStart,
    penumbralEnd,
    ...(info.sd_partial > 0
      ? (([partialStart, partialEnd]) => ({ partialStart, partialEnd }))(around(info.sd_partial))
      : {}),
    ...(info.sd_total > 0
      ? (([totalStart, totalEnd]) => ({ totalStart, totalEnd }))(around(info.sd_total))
      : {}),
  };
}

/** Lunar eclipses whose greatest eclipse falls in [start, end). */
export function lunarEclipsesBetween(start: Date, end: Date): LunarEclipseEvent[] {
  const out: LunarEclipseEvent[] = [];
  for (
    let info = Astronomy.SearchLunarEclipse(start);
    info.peak.date.getTime() < end.getTime();
    info = Astronomy.NextLunarEclipse(info.peak)
  ) {
    out.push(lunarEvent(info));
  }
  return out;
}

/**
 * The Moon's shadow at an instant, with astronomy-engine's own geometry from its public vectors:
 * `umbra`, the radius in km of the umbra in the plane through the Earth's centre perpendicular
 * to the shadow axis (positive while the umbra still reaches that plane: total there; negative
 * beyond its vertex: annular there), and `axis`, the axis's distance from the Earth's centre in km.
 */
function moonShadow(t: Date): { umbra: number; axis: number } {
  const sun = Astronomy.GeoVector(Astronomy.Body.Sun, t, true);
  const moon = Astronomy.GeoMoon(t);
  // The axis runs from the Sun through the Moon; the target is the lunacentric Earth.
  const dir = { x: moon.x - sun.x, y: moon.y - sun.y, z: moon.z - sun.z };
  const target = { x: -moon.x, y: -moon.y, z: -moon.z };
  const u =
    (dir.x * target.x + dir.y * target.y + dir.z * target.z) /
    (dir.x * dir.x + dir.y * dir.y + dir.z * dir.z);
  const axis =
    Astronomy.KM_PER_AU * Math.hypot(u * dir.x - target.x, u * dir.y - target.y, u * dir.z - target.z);
  return { umbra: SUN_RADIUS_KM - (1 + u) * (SUN_RADIUS_KM - MOON_RADIUS_KM), axis };
}

/** The instant between `inside` (axis on the Earth) and `outside` when the axis leaves the Earth. */
function axisLeavesEarth(inside: number, outside: number): number {
  while (Math.abs(outside - inside) > MINUTE_MS) {
    const mid = (inside + outside) / 2;
    if (moonShadow(new Date(mid)).axis < EARTH_EQUATORIAL_RADIUS_KM) inside = mid;
    else outside = mid;
  }
  return inside;
}

/**
 * astronomy-engine names a central eclipse by what is seen where the axis meets the Earth at the
 * peak. Where the central path begins and ends (sunrise and sunset), the surface lies in the
 * plane through the Earth's centre, farther from the Moon: an eclipse total at its peak whose
 * umbra falls short of that plane at either end is annular there, a hybrid eclipse.
 */
function solarType(info: Astronomy.GlobalSolarEclipseInfo): SolarEclipseEvent['eclipseType'] {
  const kind = info.kind as 'partial' | 'annular' | 'total';
  const peak = info.peak.date.getTime();
  if (kind === 'total') {
    // The central path lasts at most about four hours.
    const first = axisLeavesEarth(peak, peak - 4 * 3_600_000);
    const last = axisLeavesEarth(peak, peak + 4 * 3_600_000);
    if (Math.min(moonShadow(new Date(first)).umbra, moonShadow(new Date(last)).umbra) < 0) return 'hybrid';
  }
  // The axis misses the Earth but the umbra (or the antumbra) still grazes it near a pole: a
  // non-central total or annular eclipse, which astronomy-engine reports as partial.
  const { umbra } = moonShadow(info.peak.date);
  if (kind === 'partial' && info.distance < EARTH_POLAR_RADIUS_KM + Math.abs(umbra)) {
    return umbra > 0 ? 'total' : 'annular';
  }
  return kind;
}

function localSolar(peakMs: number): LocalSolarCircumstances | null {
  const local = Astronomy.SearchLocalSolarEclipse(new Date(peakMs - 2 * DAY_MS), istanbul);
  // The next eclipse Istanbul is in the penumbra of may be a later one: then this one misses it.
  if (Math.abs(local.peak.time.date.getTime() - peakMs) > DAY_MS) return null;
  const begin = local.partial_begin.time.date.getTime();
  const end = local.partial_end.time.date.getTime();
  if (!aboveHorizonDuring(Astronomy.Body.Sun, begin, end)) return null;
  return {
    eclipseType: local.kind as LocalSolarCircumstances['eclipseType'],
    obscuration: Math.round(local.obscuration * 1000) / 1000,
    begin: iso(begin),
    peak: iso(local.peak.time.date.getTime()),
    end: iso(end),
    sunAltitudeAtPeak: Math.round(local.peak.altitude * 10) / 10,
  };
}

/** Solar eclipses whose greatest eclipse falls in [start, end). */
export function solarEclipsesBetween(start: Date, end: Date): SolarEclipseEvent[] {
  const out: SolarEclipseEvent[] = [];
  for (
    let info = Astronomy.SearchGlobalSolarEclipse(start);
    info.peak.date.getTime() < end.getTime();
    info = Astronomy.NextGlobalSolarEclipse(info.peak)
  ) {
    const peak = info.peak.date.getTime();
    const istanbulView = localSolar(peak);
    out.push({
      kind: 'solar-eclipse',
      body: 'sun',
      at: iso(peak),
      ...signOfLongitude(longitudeOf('sun', info.peak.date)),
      eclipseType: solarType(info),
      visibleFromIstanbul: istanbulView !== null,
      istanbul: istanbulView,
    });
  }
  return out;
}
