import { sql, type Kysely } from 'kysely';
import type { DbHandle } from './index';
import type { Database } from './schema';

/**
 * Runs `work` while no other process holds the same key: on PostgreSQL inside a transaction
 * holding a transaction-scoped advisory lock (released at commit, rollback, or when the
 * holder's connection dies), with `work` given that transaction to use. On SQLite `work` runs
 * as it is: the processes sharing a file share one machine, and the primary keys settle what
 * is stored.
 *
 * The transaction keeps one pooled connection for as long as `work` runs; keep it short.
 */
export async function underLock<T>(
  handle: DbHandle,
  key: string,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (handle.engine !== 'postgres') return work(handle.db);
  return handle.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return work(trx);
  });
}
