import { sql, type Kysely, type Migration } from 'kysely';

/** PostgreSQL has version(), SQLite does not (and runs migrations outside a transaction). */
async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Analytics, one event per client request: `analytics_requests` holds a hash of the id the load
 * balancer gives each client request (nginx's `$request_id` in `X-Request-Id`, the same for every
 * instance it tries). An event is written only when its request's key is new (ON CONFLICT DO
 * NOTHING, in the batch's transaction), so a request nginx retried on another instance after the
 * first one had answered is counted once. Only a hash is kept, never linked to the event's row,
 * and pruned with the visitor sets, a day after its request.
 *
 * On PostgreSQL, `analytics_pages_top_idx` is built again with its path in byte order (`collate
 * "C"`), the order the popular-pages report sorts ties in: with the database's own collation the
 * index gave only (day, requests) and PostgreSQL sorted every row of the top count (a third of a
 * million rows at a million paths in a day; bench/analytics.ts --popular-only). SQLite's default
 * collation is already byte order.
 */
export const analyticsRequestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_requests')
      .ifNotExists()
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analytics_requests_day_idx')
      .ifNotExists()
      .on('analytics_requests')
      .column('day')
      .execute();
    if (await isPostgres(db)) {
      await sql`drop index if exists analytics_pages_top_idx`.execute(db);
      await sql`create index analytics_pages_top_idx on analytics_pages (day, requests desc, path collate "C")`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_requests').ifExists().execute();
    if (await isPostgres(db)) {
      await sql`drop index if exists analytics_pages_top_idx`.execute(db);
      await sql`create index analytics_pages_top_idx on analytics_pages (day, requests desc, path)`.execute(
        db,
      );
    }
  },
};
