import type { Kysely, Migration } from 'kysely';

/**
 * Real-user Core Web Vitals: one row per sample a browser reported (lib/analytics/vitals.ts).
 * Samples are kept, not rolled up, because a percentile cannot be summed; the day index keeps a
 * report's read small, and retention (ANALYTICS_RETENTION_DAYS, as for the rest of analytics)
 * bounds the table. No visitor, address or user agent is stored.
 */
export const webVitalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_vitals')
      .ifNotExists()
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('page', 'varchar(300)', (c) => c.notNull())
      .addColumn('metric', 'varchar(8)', (c) => c.notNull())
      // Milliseconds, CLS unitless; the same double on both engines.
      .addColumn('value', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analytics_vitals_day_idx')
      .ifNotExists()
      .on('analytics_vitals')
      .column('day')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_vitals').ifExists().execute();
  },
};
