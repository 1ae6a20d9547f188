import type { Kysely, Migration } from 'kysely';

/**
 * Horoscope readings: one row per (type, sign, period start). The primary key is what
 * settles races between processes: the second insert of a reading does nothing.
 * Times are ISO strings so both engines return exactly what was written.
 */
export const readings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('horoscope_readings')
      .ifNotExists()
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('sign', 'varchar(16)', (c) => c.notNull())
      .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
      .addColumn('prediction', 'text', (c) => c.notNull())
      .addColumn('facts', 'text', (c) => c.notNull())
      .addColumn('source', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('horoscope_readings_pk', ['type', 'sign', 'period_start'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('horoscope_readings').ifExists().execute();
  },
};
