import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in one transaction on one connection. Unlike Kysely's `transaction()`, a failing
 * ROLLBACK never replaces the statement's own error: after an I/O or read-only fault SQLite has
 * already rolled back, and "cannot rollback - no transaction is active" would hide the cause.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw err;
    }
  });
}
