import type { DbHandle } from '../db';
import { processWide } from '../cache';
import { UnavailableError } from '../errors';
import { istanbulDay } from '../time/zone';
import { pruneVitals, readVitals, writeVitals } from './store/vitals';
import { vitalRows, type VitalRow, type VitalSample } from './vitals';

export const VITALS_UNAVAILABLE_MESSAGE = 'Ölçüm şu anda kaydedilemiyor. Lütfen biraz sonra tekrar deneyin.';

/** Retention runs at most this often per process, on the back of a write. */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Stores one beacon's samples under today's Istanbul day. Old samples are pruned here, with the
 * analytics retention, at most every six hours per process: the table has no other writer, so
 * no timer is needed.
 */
export async function recordVitals(
  open: () => Promise<DbHandle>,
  samples: readonly VitalSample[],
  { now = Date.now(), retentionDays }: { now?: number; retentionDays: number },
): Promise<void> {
  const today = istanbulDay(now);
  let handle: DbHandle;
  try {
    handle = await open();
    await writeVitals(handle.db, today, samples);
  } catch (err) {
    // A store that cannot be reached is a passing condition: a 503, as for the reports.
    const reason = err instanceof Error ? err.message : String(err);
    throw new UnavailableError(VITALS_UNAVAILABLE_MESSAGE, `Ölçüm yazılamadı: ${reason}`, 10, err);
  }
  const { db, engine } = handle;
  const state = processWide('vitals-prune', () => ({ last: 0 }));
  if (now - state.last >= PRUNE_EVERY_MS) {
    state.last = now;
    try {
      await pruneVitals(db, engine, { today, retentionDays });
    } catch (err) {
      // The samples are stored; retention tries again next time.
      state.last = 0;
      console.error('Analytics: eski ölçümler silinemedi:', err instanceof Error ? err.message : err);
    }
  }
}

/** `GET /api/analytics/web-vitals`: the day's p75 per metric, for the site and per page. */
export async function webVitalsReport({ db }: DbHandle, day: string): Promise<VitalRow[]> {
  return vitalRows(await readVitals(db, day));
}
