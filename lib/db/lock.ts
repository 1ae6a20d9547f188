import { sql, type Kysely } from 'kysely';
import type { DbHandle } from './index';
import type { Database } from './schema';
import { inTransaction } from './transaction';

export interface LockOptions {
  /** Longest wait for another process to finish the same key. */
  waitMs?: number;
  /** Longest `work` may run while it holds the lock (its transaction stays open that long). */
  holdMs?: number;
}

/**
 * Runs `work` while no other process runs it for the same key: on PostgreSQL inside a
 * transaction holding a transaction-scoped advisory lock (released at commit, at rollback, or
 * when the holder's connection dies), with `work` given that transaction. The lock is tried,
 * not waited for, and tried again every 100 ms: a waiting statement would meet the pool's
 * statement and query timeouts, and would hold a connection while it waits. On SQLite `work`
 * runs at once: processes sharing a file share one machine, and primary keys settle what is
 * stored.
 */
export async function underLock<T>(
  handle: DbHandle,
  key: string,
  work: (db: Kysely<Database>) => Promise<T>,
  { waitMs = 30_000, holdMs = 60_000 }: LockOptions = {},
): Promise<T> {
  if (handle.engine !== 'postgres') return work(handle.db);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const outcome = await inTransaction(handle.db, async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
      // The pool ends a transaction left idle for seconds; the holder may wait longer on its
      // work (an AI model, say), so its own transaction gets the time it needs.
      await sql.raw(`set local idle_in_transaction_session_timeout = ${Math.ceil(holdMs)}`).execute(trx);
      return { value: await work(trx) };
    });
    if (outcome) return outcome.value;
    if (Date.now() >= deadline)
      throw new Error(`"${key}" için bekleme süresi doldu: başka bir süreç hâlâ çalışıyor`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
