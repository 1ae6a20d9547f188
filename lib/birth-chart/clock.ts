/**
 * The instant of a birth: the local date and time read on the clock of the place's IANA zone
 * (Intl), or with the visitor's own UTC offset. Ambiguous and skipped local times come back with
 * both readings so the visitor can choose one (by sending its offset). Framework-free.
 */
import { invalidInput } from '../errors';
import { describeClock, offsetSecondsLabel } from '../time/clock-regimes';
import { formatUtcOffset, instantAtOffset, resolveLocalTime, type ZonedReading } from '../time/zoned';
import type { ChartClock, ClockCandidate } from './types';

/** `+03:00` from seconds east of Greenwich (local mean times are shown to the minute). */
export function offsetString(seconds: number): string {
  return formatUtcOffset(seconds / 60);
}

export interface BirthInstant {
  /** Epoch milliseconds. */
  instant: number;
  offsetSeconds: number;
  clock: ChartClock;
}

const MESSAGES = {
  noZone: 'Saat dilimi bilinmiyor: bir yer seçin ya da UTC farkını (utcOffset) girin.',
};

function candidateLabel(status: 'ambiguous' | 'skipped', index: number, time: string, offsetSeconds: number) {
  const label = offsetSecondsLabel(offsetSeconds);
  if (status === 'ambiguous') {
    return index === 0
      ? `ilk ${time} (saatler geri alınmadan önce, ${label})`
      : `ikinci ${time} (saatler geri alındıktan sonra, ${label})`;
  }
  return index === 0
    ? `${time}, saatler henüz ileri alınmamış gibi (${label})`
    : `${time}, saatler ileri alınmış gibi (${label})`;
}

function candidatesOf(
  status: 'ambiguous' | 'skipped',
  readings: ZonedReading[],
  time: string,
): ClockCandidate[] {
  return readings.map((r, i) => ({
    utc: new Date(r.instant).toISOString(),
    utcOffset: offsetString(r.offsetSeconds),
    offsetLabel: offsetSecondsLabel(r.offsetSeconds),
    label: candidateLabel(status, i, time, r.offsetSeconds),
  }));
}

function noteOf(status: 'ambiguous' | 'skipped', time: string, candidates: ClockCandidate[]): string {
  if (status === 'ambiguous') {
    return `O gece saatler geri alındığı için ${time} iki kez yaşandı: önce ${candidates[0].offsetLabel}, bir saat sonra ${candidates[1].offsetLabel} ile. Harita ilkine göre hesaplandı; doğum ikincisindeyse onu seçin.`;
  }
  return `O gece saatler ileri alındığı için saat ${time} resmî olarak hiç yaşanmadı. Harita, saatler henüz ileri alınmamış gibi (${candidates[0].offsetLabel}) hesaplandı; doğum kaydındaki saat yeni saate göreyse öbür seçeneği seçin.`;
}

/**
 * The birth instant. `time` null (unknown) reads local noon. `overrideMinutes` (from `utcOffset`)
 * replaces the zone's offset; when it equals one of the zone's readings of an ambiguous or skipped
 * time, it is that reading chosen, still described by the zone's history.
 */
export function birthInstant(
  date: string,
  time: string | null,
  zone: string | null,
  overrideMinutes: number | null,
): BirthInstant {
  const clockTime = time ?? '12:00';
  const resolution = zone ? resolveLocalTime(date, clockTime, zone) : null;
  const status = resolution?.status ?? 'normal';
  const candidates =
    resolution && status !== 'normal' ? candidatesOf(status, resolution.readings, clockTime) : [];
  const note = status !== 'normal' ? noteOf(status, clockTime, candidates) : null;

  if (overrideMinutes !== null) {
    const offsetSeconds = overrideMinutes * 60;
    const instant = instantAtOffset(date, clockTime, offsetSeconds);
    const chosen = resolution?.readings.some((r) => r.offsetSeconds === offsetSeconds) ?? false;
    return {
      instant,
      offsetSeconds,
      clock: {
        source: chosen ? 'zone' : 'override',
        offsetMinutes: overrideMinutes,
        offsetLabel: offsetSecondsLabel(offsetSeconds),
        description: describeClock(zone, instant, offsetSeconds, { override: !chosen }),
        status,
        candidates,
        note,
      },
    };
  }
  if (!resolution || !zone) throw invalidInput(MESSAGES.noZone);
  const { instant, offsetSeconds } = resolution.readings[0];
  return {
    instant,
    offsetSeconds,
    clock: {
      source: 'zone',
      offsetMinutes: offsetSeconds / 60,
      offsetLabel: offsetSecondsLabel(offsetSeconds),
      description: describeClock(zone, instant, offsetSeconds),
      status,
      candidates,
      note,
    },
  };
}
