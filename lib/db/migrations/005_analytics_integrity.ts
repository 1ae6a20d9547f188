import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Analytics, round three:
 * - `analytics_pages_top_idx` (day, requests desc, path): the popular-pages report reads the
 *   first ten rows of a day from the index instead of sorting every row of it;
 * - `analytics_batches`: the id of every batch written, inserted in the batch's own transaction,
 *   so a batch tried again after its commit (a lost COMMIT reply) is recognised and skipped;
 *   pruned with the visitor sets, a day after the batch;
 * - `analytics_salts` goes: the day's salt is now HMAC(secret, day) with a secret kept outside
 *   the database (lib/analytics/visitor-secret.ts), so nothing beside the hashes can reverse them.
 */
export const analyticsIntegrityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists analytics_pages_top_idx on analytics_pages (day, requests desc, path)`.execute(
      db,
    );
    await db.schema
      .createTable('analytics_batches')
      .ifNotExists()
      .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analytics_batches_day_idx')
      .ifNotExists()
      .on('analytics_batches')
      .column('day')
      .execute();
    await db.schema.dropTable('analytics_salts').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_batches').ifExists().execute();
    await db.schema.dropIndex('analytics_pages_top_idx').ifExists().execute();
  },
};
