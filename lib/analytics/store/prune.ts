import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db';
import type { Database } from '../../db/schema';
import { shiftDay } from '../../time/calendar';

export interface PruneResult {
  events: number;
  visitorKeys: number;
  rollupRows: number;
  /** Set when nothing was deleted because the clock looks to have jumped ahead; says why. */
  refused?: string;
}

/** Stored days further apart than this are a gap: the clock jumped, or the site was down. */
export const GAP_DAYS = 7;
/** Days of recording on the far side of a gap after which its clock is trusted. */
export const TRUST_AFTER_DAYS = 7;

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

const ROLLUPS = [
  'analytics_hourly',
  'analytics_days',
  'analytics_pages',
  'analytics_countries',
  'analytics_bots',
] as const;

type DayTable =
  | 'analytics_events'
  | 'analytics_day_visitors'
  | 'analytics_hour_visitors'
  | 'analytics_page_visitors'
  | 'analytics_batches'
  | 'analytics_requests'
  | (typeof ROLLUPS)[number];

/**
 * Why this prune must not run (see pruneAnalytics), or null. `stored` is newest first. Finds the
 * newest gap between stored days; when the block after it is younger than TRUST_AFTER_DAYS and the
 * cutoff would delete every day before the gap (a jump past the retention wipes the history), the
 * clock is not trusted.
 */
export function jumpRefusal(stored: readonly string[], newest: string, cutoff: string): string | null {
  for (let i = 0; i + 1 < stored.length; i++) {
    const after = stored[i];
    const before = stored[i + 1];
    const gap = dayNumber(after) - dayNumber(before);
    if (gap <= GAP_DAYS) continue;
    if (dayNumber(newest) - dayNumber(after) >= TRUST_AFTER_DAYS) return null;
    if (cutoff <= before) return null;
    return (
      `kayıtlı günler ${before} ile ${after} arasında ${gap} gün atlıyor; saat ileri atlamış olabilir, ` +
      `${TRUST_AFTER_DAYS} gün kayıt birikene kadar ${before} ve öncesi silinmiyor`
    );
  }
  return null;
}

/**
 * Deletes raw events and rollup rows older than the retention period, and visitor sets, batch
 * ids and request keys of days that are over (the newest day and the one before stay: a request from before
 * midnight may still be in the queue). Nothing is kept past the retention, so no table grows
 * without bound. Deletes go in small steps so a large backlog never blocks requests.
 *
 * Ages are counted from the newest day stored, never past the clock's today: a clock that jumps
 * ahead before anything is written on it deletes nothing early. A clock that jumps ahead and has
 * already written shows as a gap of more than GAP_DAYS between stored days: until the far side
 * of the gap has been recorded for TRUST_AFTER_DAYS, a prune that would delete every day before
 * the gap deletes nothing (the refusal is returned and logged by the caller). A real outage
 * longer than the retention delays pruning by a week, nothing more.
 */
export async function pruneAnalytics(
  db: Kysely<Database>,
  engine: Engine,
  { today, retentionDays }: { today: string; retentionDays: number },
): Promise<PruneResult> {
  const stored = (
    await db
      .selectFrom('analytics_days')
      .select('day')
      .orderBy('day', 'desc')
      .limit(4 * retentionDays + 30)
      .execute()
  ).map((r) => r.day);
  const newest = stored[0] && stored[0] < today ? stored[0] : today;
  const eventCutoff = shiftDay(newest, -retentionDays);
  const keyCutoff = shiftDay(newest, -1);
  const refused = jumpRefusal(stored, newest, eventCutoff);
  if (refused) return { events: 0, visitorKeys: 0, rollupRows: 0, refused };
  const events = await deleteBefore(db, engine, 'analytics_events', eventCutoff);
  let visitorKeys = 0;
  for (const table of [
    'analytics_day_visitors',
    'analytics_hour_visitors',
    'analytics_page_visitors',
    'analytics_batches',
    'analytics_requests',
  ] as const) {
    visitorKeys += await deleteBefore(db, engine, table, keyCutoff);
  }
  let rollupRows = 0;
  for (const table of ROLLUPS) rollupRows += await deleteBefore(db, engine, table, eventCutoff);
  return { events, visitorKeys, rollupRows };
}

async function deleteBefore(
  db: Kysely<Database>,
  engine: Engine,
  table: DayTable,
  cutoffDay: string,
  step = 5_000,
): Promise<number> {
  const rowId = engine === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
  let total = 0;
  for (;;) {
    const result = await sql`
      delete from ${sql.table(table)} where ${rowId} in (
        select ${rowId} from ${sql.table(table)} where day < ${cutoffDay} limit ${step}
      )
    `.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < step) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
