import type { Kysely, Migration } from 'kysely';

/**
 * Site analytics. Raw events are kept for ANALYTICS_RETENTION_DAYS; the reports never read
 * them. They read small per-day rollups that each batch write keeps current:
 * - analytics_hourly (day × hour): requests, successes, summed duration, new visitors;
 * - analytics_days (day): distinct visitors of the day;
 * - analytics_pages (day × path): page requests, summed duration, distinct visitors;
 * - analytics_countries (day × country) and analytics_bots (day × bot name, '' = unnamed).
 * Distinct visitors are counted exactly with visitor sets: a batch inserts its (day, visitor),
 * (day, hour, visitor) and (day, path, visitor) keys with ON CONFLICT DO NOTHING, and only the
 * rows actually inserted raise the counters. The sets hold hashes only and are pruned once
 * their day is over.
 */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('duration_us', 'bigint', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('bot', 'integer', (c) => c.notNull())
      .addColumn('bot_name', 'text')
      .execute();
    await db.schema.createIndex('analytics_events_day_idx').on('analytics_events').column('day').execute();

    await db.schema
      .createTable('analytics_hourly')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('requests', 'bigint', (c) => c.notNull())
      .addColumn('ok_requests', 'bigint', (c) => c.notNull())
      .addColumn('duration_us', 'bigint', (c) => c.notNull())
      .addColumn('visitors', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_hourly_pk', ['day', 'hour'])
      .execute();

    await db.schema
      .createTable('analytics_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('visitors', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('analytics_pages')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('requests', 'bigint', (c) => c.notNull())
      .addColumn('duration_us', 'bigint', (c) => c.notNull())
      .addColumn('visitors', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_pages_pk', ['day', 'path'])
      .execute();

    await db.schema
      .createTable('analytics_countries')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('requests', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_countries_pk', ['day', 'country'])
      .execute();

    await db.schema
      .createTable('analytics_bots')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('bot_name', 'text', (c) => c.notNull())
      .addColumn('requests', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_bots_pk', ['day', 'bot_name'])
      .execute();

    await db.schema
      .createTable('analytics_day_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_day_visitors_pk', ['day', 'visitor'])
      .execute();

    await db.schema
      .createTable('analytics_hour_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_hour_visitors_pk', ['day', 'hour', 'visitor'])
      .execute();

    await db.schema
      .createTable('analytics_page_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_page_visitors_pk', ['day', 'path', 'visitor'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'analytics_page_visitors',
      'analytics_hour_visitors',
      'analytics_day_visitors',
      'analytics_bots',
      'analytics_countries',
      'analytics_pages',
      'analytics_days',
      'analytics_hourly',
      'analytics_events',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
