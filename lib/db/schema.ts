/**
 * Table types for Kysely. Each feature declares its tables here; migrations in
 * `migrations/` create them identically on SQLite and PostgreSQL.
 */

/** 001_readings: one generated horoscope reading per (type, sign, period start). */
export interface HoroscopeReadingsTable {
  type: string;
  sign: string;
  /** yyyy-MM-dd, the period's first day in Istanbul. */
  period_start: string;
  prediction: string;
  /** JSON: { transits, events } the reading was written from. */
  facts: string;
  source: string;
  /** ISO instant of the first generation. */
  created_at: string;
}

export interface Database {
  horoscope_readings: HoroscopeReadingsTable;
}
