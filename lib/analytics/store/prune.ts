import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db';
import type { Database } from '../../db/schema';
import { shiftDay } from '../../time/calendar';

export interface PruneResult {
  events: number;
  visitorKeys: number;
  rollupRows: number;
}

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
  | (typeof ROLLUPS)[number];

/**
 * Deletes raw events and rollup rows older than the retention period, and visitor sets of days
 * that are over (today and yesterday stay: a request from before midnight may still be in the
 * queue). Nothing is kept past the retention, so no table grows without bound. Deletes go in
 * small steps so a large backlog never blocks requests.
 */
export async function pruneAnalytics(
  db: Kysely<Database>,
  engine: Engine,
  { today, retentionDays }: { today: string; retentionDays: number },
): Promise<PruneResult> {
  const eventCutoff = shiftDay(today, -retentionDays);
  const keyCutoff = shiftDay(today, -1);
  const events = await deleteBefore(db, engine, 'analytics_events', eventCutoff);
  let visitorKeys = 0;
  for (const table of [
    'analytics_day_visitors',
    'analytics_hour_visitors',
    'analytics_page_visitors',
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
