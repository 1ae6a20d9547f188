/**
 * Table types for Kysely. Each feature declares its tables here; migrations in
 * `migrations/` create them identically on SQLite and PostgreSQL.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
