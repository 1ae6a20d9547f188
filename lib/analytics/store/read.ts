import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db';
import type { Database } from '../../db/schema';

/** BIGINT and SUM come back as strings from PostgreSQL, as numbers from SQLite. */
export function toNumber(value: number | string | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** The per-day reads behind the six reports: one small indexed lookup each, whatever the day's traffic. */

/** Text ordering that is the same on both engines (byte order), for stable ties. */
function byteOrder(engine: Engine, column: string) {
  return engine === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql`${sql.ref(column)}`;
}

export interface HourFigures {
  hour: number;
  requests: number;
  okRequests: number;
  durationUs: number;
  visitors: number;
}

export async function readHours(db: Kysely<Database>, day: string): Promise<HourFigures[]> {
  const rows = await db
    .selectFrom('analytics_hourly')
    .select(['hour', 'requests', 'ok_requests', 'duration_us', 'visitors'])
    .where('day', '=', day)
    .execute();
  return rows.map((r) => ({
    hour: r.hour,
    requests: toNumber(r.requests),
    okRequests: toNumber(r.ok_requests),
    durationUs: toNumber(r.duration_us),
    visitors: toNumber(r.visitors),
  }));
}

export async function readDayVisitors(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_days')
    .select('visitors')
    .where('day', '=', day)
    .executeTakeFirst();
  return toNumber(row?.visitors);
}

export interface PageFigures {
  path: string;
  requests: number;
  durationUs: number;
  visitors: number;
}

export async function readTopPages(
  db: Kysely<Database>,
  engine: Engine,
  day: string,
  limit: number,
): Promise<PageFigures[]> {
  const rows = await db
    .selectFrom('analytics_pages')
    .select(['path', 'requests', 'duration_us', 'visitors'])
    .where('day', '=', day)
    .orderBy('requests', 'desc')
    .orderBy(byteOrder(engine, 'path'))
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    path: r.path,
    requests: toNumber(r.requests),
    durationUs: toNumber(r.duration_us),
    visitors: toNumber(r.visitors),
  }));
}

export async function readCountries(
  db: Kysely<Database>,
  day: string,
): Promise<Array<{ code: string; requests: number }>> {
  const rows = await db
    .selectFrom('analytics_countries')
    .select(['country', 'requests'])
    .where('day', '=', day)
    .orderBy('requests', 'desc')
    .orderBy('country')
    .execute();
  return rows.map((r) => ({ code: r.country, requests: toNumber(r.requests) }));
}

export async function readBots(
  db: Kysely<Database>,
  engine: Engine,
  day: string,
): Promise<Array<{ name: string | null; requests: number }>> {
  const rows = await db
    .selectFrom('analytics_bots')
    .select(['bot_name', 'requests'])
    .where('day', '=', day)
    .orderBy('requests', 'desc')
    // On a tie, named crawlers before the unnamed bot, then by name.
    .orderBy(sql`case when bot_name = '' then 1 else 0 end`)
    .orderBy(byteOrder(engine, 'bot_name'))
    .execute();
  return rows.map((r) => ({ name: r.bot_name === '' ? null : r.bot_name, requests: toNumber(r.requests) }));
}
