/**
 * Wall-clock times in any IANA zone: a local date and `HH:mm` read on a clock of that zone turned
 * into UTC instants with Intl alone (never the machine's zone, never an offset asked for first).
 * At a clock change a local time can match two instants (clocks turned back: the hour repeats) or
 * none (clocks turned forward: the hour is skipped); both readings are returned so a visitor can
 * choose. Server and client safe: Intl only.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in seconds east of Greenwich (LMT offsets keep their seconds). */
export function zoneOffsetSeconds(zone: string, instantMs: number): number {
  const parts = formatterOf(zone).formatToParts(instantMs);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of parts) {
    if (p.type === 'year') year = Number(p.value);
    else if (p.type === 'month') month = Number(p.value);
    else if (p.type === 'day') day = Number(p.value);
    else if (p.type === 'hour') hour = Number(p.value);
    else if (p.type === 'minute') minute = Number(p.value);
    else if (p.type === 'second') second = Number(p.value);
    else if (p.type === 'era') bc = p.value.startsWith('B');
  }
  const wall = Date.UTC(bc ? 1 - year : year, month - 1, day, hour, minute, second);
  // Whole seconds: the instant's own milliseconds do not belong to the offset.
  return Math.round((wall - Math.floor(instantMs / 1000) * 1000) / 1000);
}

/** Whether Intl knows a zone name (plain IANA-like names only: no paths, no spaces). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

export type LocalTimeStatus = 'normal' | 'ambiguous' | 'skipped';

export interface ZonedReading {
  /** Epoch milliseconds. */
  instant: number;
  /** The offset this reading uses, in seconds east of Greenwich. */
  offsetSeconds: number;
}

export interface ZonedResolution {
  status: LocalTimeStatus;
  /**
   * 'normal': the one instant. 'ambiguous': the first occurrence (the earlier instant, before the
   * clocks were turned back) then the second. 'skipped': the time read with the offset in force
   * before the change (the usual convention: a clock not yet moved), then with the one after.
   */
  readings: ZonedReading[];
}

const HOUR_MS = 3_600_000;

/**
 * The UTC instants at which a clock in `zone` showed `date` (yyyy-MM-dd) at `time` (HH:mm).
 * Both strings are assumed valid (lib/time/calendar checks them).
 */
export function resolveLocalTime(date: string, time: string, zone: string): ZonedResolution {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Every offset the zone used within a day and a half of this wall time: a change lies between them.
  const offsets = new Set<number>();
  for (let k = -36; k <= 36; k += 6) offsets.add(zoneOffsetSeconds(zone, wall + k * HOUR_MS));
  const valid: ZonedReading[] = [];
  for (const off of offsets) {
    const instant = wall - off * 1000;
    if (zoneOffsetSeconds(zone, instant) === off) valid.push({ instant, offsetSeconds: off });
  }
  valid.sort((a, b) => a.instant - b.instant);
  if (valid.length === 1) return { status: 'normal', readings: valid };
  if (valid.length >= 2) return { status: 'ambiguous', readings: valid.slice(0, 2) };
  // Skipped: the offsets just before and just after the gap.
  const before = zoneOffsetSeconds(zone, wall - 12 * HOUR_MS - 14 * HOUR_MS);
  const after = zoneOffsetSeconds(zone, wall + 12 * HOUR_MS + 14 * HOUR_MS);
  const readings = [
    { instant: wall - before * 1000, offsetSeconds: before },
    { instant: wall - after * 1000, offsetSeconds: after },
  ];
  return { status: 'skipped', readings };
}

/** The instant of a wall time read with a fixed offset (seconds east of Greenwich). */
export function instantAtOffset(date: string, time: string, offsetSeconds: number): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi) - offsetSeconds * 1000;
}

/** The calendar date (yyyy-MM-dd) and `HH:mm` a clock in `zone` showed at an instant. */
export function wallClockOf(instantMs: number, zone: string): { date: string; time: string } {
  const shifted = new Date(instantMs + zoneOffsetSeconds(zone, instantMs) * 1000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The smallest and largest offsets a zone used in a calendar year (sampled monthly), seconds. */
export function yearOffsetRange(zone: string, year: number): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let m = 0; m < 12; m++) {
    for (const day of [1, 15]) {
      const o = zoneOffsetSeconds(zone, Date.UTC(year, m, day, 12));
      if (o < min) min = o;
      if (o > max) max = o;
    }
  }
  return { min, max };
}

// `+03:00`, `-05:30`; a Unicode minus is accepted too since pages print one.
const OFFSET_RE = /^([+\-−])(\d{2}):([0-5]\d)$/;

/** Minutes east of Greenwich of `+03:00`; null when malformed or beyond −12:00…+14:00. */
export function parseUtcOffset(value: string): number | null {
  const m = OFFSET_RE.exec(value);
  if (!m) return null;
  const minutes = (m[1] === '+' ? 1 : -1) * (Number(m[2]) * 60 + Number(m[3]));
  return minutes >= -12 * 60 && minutes <= 14 * 60 ? minutes : null;
}

/** `+03:00` from minutes east of Greenwich (rounded to the minute: local mean times have seconds). */
export function formatUtcOffset(minutes: number): string {
  const whole = Math.round(minutes);
  const a = Math.abs(whole);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${whole < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}
