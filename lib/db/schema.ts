/**
 * Table types for Kysely. Each feature declares its tables here; migrations in
 * `migrations/` create them identically on SQLite and PostgreSQL.
 */
import type { ColumnType } from 'kysely';

/** 001_readings: one generated horoscope reading per (type, sign, period start). */
export interface HoroscopeReadingsTable {
  type: string;
  sign: string;
  /** yyyy-MM-dd, the period's first day in Istanbul. */
  period_start: string;
  prediction: string;
  /** JSON: { transits, events, summary, ratings, sections } (lib/horoscope/stored.ts). */
  facts: string;
  source: string;
  /** ISO instant of the first generation. */
  created_at: string;
}

export interface Database {
  horoscope_readings: HoroscopeReadingsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_hourly: AnalyticsHourlyTable;
  analytics_days: AnalyticsDaysTable;
  analytics_pages: AnalyticsPagesTable;
  analytics_countries: AnalyticsCountriesTable;
  analytics_bots: AnalyticsBotsTable;
  analytics_day_visitors: AnalyticsDayVisitorsTable;
  analytics_hour_visitors: AnalyticsHourVisitorsTable;
  analytics_page_visitors: AnalyticsPageVisitorsTable;
  analytics_batches: AnalyticsBatchesTable;
  analytics_requests: AnalyticsRequestsTable;
}

// ---- analytics (migration 002_analytics) ----

/** A BIGINT column: PostgreSQL's driver returns it as a string, SQLite's as a number. */
type BigCount = ColumnType<number | string, number, number>;

export interface AnalyticsEventsTable {
  at: BigCount;
  day: string;
  hour: number;
  path: string;
  method: string;
  status: number;
  duration_us: BigCount;
  visitor: string;
  country: string;
  /** 1 for a bot, 0 for a person. */
  bot: number;
  bot_name: string | null;
}

export interface AnalyticsHourlyTable {
  day: string;
  hour: number;
  requests: BigCount;
  ok_requests: BigCount;
  duration_us: BigCount;
  visitors: BigCount;
}

export interface AnalyticsDaysTable {
  day: string;
  visitors: BigCount;
}

export interface AnalyticsPagesTable {
  day: string;
  path: string;
  requests: BigCount;
  duration_us: BigCount;
  visitors: BigCount;
}

export interface AnalyticsCountriesTable {
  day: string;
  country: string;
  requests: BigCount;
}

export interface AnalyticsBotsTable {
  day: string;
  /** '' for a bot without a name (a key column cannot be NULL). */
  bot_name: string;
  requests: BigCount;
}

export interface AnalyticsDayVisitorsTable {
  day: string;
  visitor: string;
}

export interface AnalyticsHourVisitorsTable {
  day: string;
  hour: number;
  visitor: string;
}

export interface AnalyticsPageVisitorsTable {
  day: string;
  path: string;
  visitor: string;
}

// ---- batch ids (migration 005_analytics_integrity; it also drops 003's analytics_salts) ----

/** One written analytics batch: a batch tried again under the same id is skipped. */
export interface AnalyticsBatchesTable {
  id: string;
  /** yyyy-MM-dd, Istanbul, of the write: pruned a day later. */
  day: string;
}

/** 006_analytics_requests: the hashed id of each client request counted (see writeEvents). */
export interface AnalyticsRequestsTable {
  id: string;
  /** yyyy-MM-dd, Istanbul, of the request: pruned a day later. */
  day: string;
}
