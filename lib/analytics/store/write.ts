import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import type { AnalyticsEvent } from '../event';
import { rollUp } from '../rollup';

/**
 * Writing a batch of events: one transaction per batch (raw events, visitor sets, rollups).
 * Because a batch is one transaction, a failed write changes nothing and the recorder can
 * simply try the same batch again.
 */

// Under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
const RAW_ROWS_PER_INSERT = 500;
const KEY_ROWS_PER_INSERT = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes one batch. With `batchId`, the id is inserted first, in the same transaction: when it is
 * already there the batch was stored before (its COMMIT reply was lost and the recorder tried it
 * again), and nothing is written twice. Resolves to false for such a skipped batch.
 */
export async function writeEvents(
  db: Kysely<Database>,
  batch: readonly AnalyticsEvent[],
  batchId?: string,
): Promise<boolean> {
  if (batch.length === 0) return true;
  return inTransaction(db, async (trx) => {
    if (batchId !== undefined) {
      const claimed = await trx
        .insertInto('analytics_batches')
        .values({ id: batchId, day: batch[0].day })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      if (claimed.length === 0) return false;
    }
    const events = await firstAnswers(trx, batch);
    if (events.length === 0) return true;
    const r = rollUp(events);
    for (const chunk of chunks(events, RAW_ROWS_PER_INSERT)) {
      await trx
        .insertInto('analytics_events')
        .values(
          chunk.map((e) => ({
            at: e.at,
            day: e.day,
            hour: e.hour,
            path: e.path,
            method: e.method,
            status: e.status,
            duration_us: e.durationUs,
            visitor: e.visitor,
            country: e.country,
            bot: e.bot ? 1 : 0,
            bot_name: e.botName,
          })),
        )
        .execute();
    }

    // Visitor sets first: the rows that are really new are the visitors to add.
    const newPerDay = new Map<string, number>();
    for (const chunk of chunks([...r.dayVisitors.values()], KEY_ROWS_PER_INSERT)) {
      const inserted = await trx
        .insertInto('analytics_day_visitors')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .returning('day')
        .execute();
      for (const row of inserted) newPerDay.set(row.day, (newPerDay.get(row.day) ?? 0) + 1);
    }
    const newPerHour = new Map<string, number>();
    for (const chunk of chunks([...r.hourVisitors.values()], KEY_ROWS_PER_INSERT)) {
      const inserted = await trx
        .insertInto('analytics_hour_visitors')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .returning(['day', 'hour'])
        .execute();
      for (const row of inserted) {
        const key = `${row.day}|${row.hour}`;
        newPerHour.set(key, (newPerHour.get(key) ?? 0) + 1);
      }
    }
    const newPerPage = new Map<string, number>();
    for (const chunk of chunks([...r.pageVisitors.values()], KEY_ROWS_PER_INSERT)) {
      const inserted = await trx
        .insertInto('analytics_page_visitors')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .returning(['day', 'path'])
        .execute();
      for (const row of inserted) {
        const key = row.day + row.path;
        newPerPage.set(key, (newPerPage.get(key) ?? 0) + 1);
      }
    }

    const days = new Set([...r.hours.values()].map((h) => h.day));
    await trx
      .insertInto('analytics_days')
      .values([...days].map((day) => ({ day, visitors: newPerDay.get(day) ?? 0 })))
      .onConflict((oc) =>
        oc.column('day').doUpdateSet((eb) => ({
          visitors: eb('analytics_days.visitors', '+', eb.ref('excluded.visitors')),
        })),
      )
      .execute();

    await trx
      .insertInto('analytics_hourly')
      .values(
        [...r.hours.values()].map((h) => ({
          day: h.day,
          hour: h.hour,
          requests: h.requests,
          ok_requests: h.ok,
          duration_us: h.durationUs,
          visitors: newPerHour.get(`${h.day}|${h.hour}`) ?? 0,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'hour']).doUpdateSet((eb) => ({
          requests: eb('analytics_hourly.requests', '+', eb.ref('excluded.requests')),
          ok_requests: eb('analytics_hourly.ok_requests', '+', eb.ref('excluded.ok_requests')),
          duration_us: eb('analytics_hourly.duration_us', '+', eb.ref('excluded.duration_us')),
          visitors: eb('analytics_hourly.visitors', '+', eb.ref('excluded.visitors')),
        })),
      )
      .execute();

    for (const chunk of chunks([...r.pages.values()], KEY_ROWS_PER_INSERT)) {
      await trx
        .insertInto('analytics_pages')
        .values(
          chunk.map((p) => ({
            day: p.day,
            path: p.path,
            requests: p.requests,
            duration_us: p.durationUs,
            visitors: newPerPage.get(p.day + p.path) ?? 0,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['day', 'path']).doUpdateSet((eb) => ({
            requests: eb('analytics_pages.requests', '+', eb.ref('excluded.requests')),
            duration_us: eb('analytics_pages.duration_us', '+', eb.ref('excluded.duration_us')),
            visitors: eb('analytics_pages.visitors', '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute();
    }

    await upsertCounts(
      trx,
      'analytics_countries',
      [...r.countries.values()].map((c) => ({ day: c.day, country: c.country, requests: c.requests })),
      'country',
    );
    if (r.bots.size > 0) {
      await upsertCounts(
        trx,
        'analytics_bots',
        [...r.bots.values()].map((b) => ({ day: b.day, bot_name: b.botName, requests: b.requests })),
        'bot_name',
      );
    }
    return true;
  });
}

/**
 * The events to count: those without a request key, and of those with one, the first answer to
 * each request. Keys are claimed with ON CONFLICT DO NOTHING inside the batch's transaction, so
 * when two instances answered one client request (nginx tried the first, got no answer back, and
 * retried on the second), whichever batch commits first counts it and the other skips it; on
 * PostgreSQL the second insert waits for the first transaction and does nothing once it commits.
 */
async function firstAnswers(trx: Kysely<Database>, batch: readonly AnalyticsEvent[]) {
  const keyed = new Map<string, AnalyticsEvent>();
  for (const e of batch) if (e.requestKey && !keyed.has(e.requestKey)) keyed.set(e.requestKey, e);
  if (keyed.size === 0) return batch;
  const fresh = new Set<string>();
  for (const chunk of chunks([...keyed.values()], KEY_ROWS_PER_INSERT)) {
    const inserted = await trx
      .insertInto('analytics_requests')
      .values(chunk.map((e) => ({ id: e.requestKey!, day: e.day })))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    for (const row of inserted) fresh.add(row.id);
  }
  return batch.filter((e) => !e.requestKey || (keyed.get(e.requestKey) === e && fresh.has(e.requestKey)));
}

async function upsertCounts<T extends 'analytics_countries' | 'analytics_bots'>(
  trx: Kysely<Database>,
  table: T,
  rows: Array<{ day: string; requests: number } & Record<string, string | number>>,
  keyColumn: 'country' | 'bot_name',
) {
  for (const chunk of chunks(rows, KEY_ROWS_PER_INSERT)) {
    await sql`
      insert into ${sql.table(table)} (day, ${sql.ref(keyColumn)}, requests)
      values ${sql.join(chunk.map((row) => sql`(${row.day}, ${row[keyColumn]}, ${row.requests})`))}
      on conflict (day, ${sql.ref(keyColumn)})
      do update set requests = ${sql.table(table)}.requests + excluded.requests
    `.execute(trx);
  }
}
