import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db';
import type { Database } from '../../db/schema';
import { shiftDay } from '../../time/calendar';
import { isVitalMetric, type VitalSample } from '../vitals';

/** The table of migration 004_web_vitals, declared here so the shared schema stays as it is. */
export interface AnalyticsVitalsTable {
  day: string;
  page: string;
  metric: string;
  value: number;
}

type VitalsDb = Kysely<Database & { analytics_vitals: AnalyticsVitalsTable }>;
const withVitals = (db: Kysely<Database>): VitalsDb =>
  db.withTables<{ analytics_vitals: AnalyticsVitalsTable }>();

/** Stores one beacon's samples (at most ten rows: one statement). */
export async function writeVitals(
  db: Kysely<Database>,
  day: string,
  samples: readonly VitalSample[],
): Promise<void> {
  if (samples.length === 0) return;
  await withVitals(db)
    .insertInto('analytics_vitals')
    .values(samples.map((s) => ({ day, page: s.page, metric: s.metric, value: s.value })))
    .execute();
}

/** Every sample of one Istanbul day (the report computes percentiles from them). */
export async function readVitals(db: Kysely<Database>, day: string): Promise<VitalSample[]> {
  const rows = await withVitals(db)
    .selectFrom('analytics_vitals')
    .select(['page', 'metric', 'value'])
    .where('day', '=', day)
    .execute();
  return rows.flatMap((r) =>
    isVitalMetric(r.metric) ? [{ page: r.page, metric: r.metric, value: Number(r.value) }] : [],
  );
}

/**
 * Deletes samples older than the analytics retention, in small steps (as pruneAnalytics does
 * for the other tables), and answers how many went.
 */
export async function pruneVitals(
  db: Kysely<Database>,
  engine: Engine,
  { today, retentionDays }: { today: string; retentionDays: number },
  step = 5_000,
): Promise<number> {
  const cutoff = shiftDay(today, -retentionDays);
  const rowId = engine === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
  let total = 0;
  for (;;) {
    const result = await sql`
      delete from analytics_vitals where ${rowId} in (
        select ${rowId} from analytics_vitals where day < ${cutoff} limit ${step}
      )
    `.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < step) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
