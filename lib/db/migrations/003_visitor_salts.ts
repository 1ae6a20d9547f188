import type { Kysely, Migration } from 'kysely';

/**
 * The visitor salts every instance shares: one random salt per Istanbul day. The primary key
 * settles which instance's salt a day gets (the others read the winner's back). A salt is
 * deleted once its day and the day after it have passed; see lib/analytics/visitor.ts.
 */
export const visitorSaltsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_salts')
      .ifNotExists()
      .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
      // base64 text: the same on both engines (bytea and blob are read back differently).
      .addColumn('salt', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_salts').ifExists().execute();
  },
};
