import type { DbHandle } from '../db';
import { UnavailableError } from '../errors';
import { turkishCountryName } from './country-names';
import { readBots, readCountries, readDayVisitors, readHours, readTopPages, type HourFigures } from './store';

/**
 * The six reports of one Istanbul day, from the rollup tables. Definitions:
 * - totalRequests: every recorded request, bots included;
 * - uniqueVisitors: distinct visitor hashes among requests that are not from bots;
 * - avgResponseTime: mean duration in milliseconds, two decimals;
 * - successRate: percentage of requests with status below 400; errorRate: the rest (both two decimals);
 * - popular pages: requests outside /api, most first, at most ten.
 * A day without traffic reports zeros, a 100% success rate and a 0% error rate.
 */

export interface DailyStats {
  totalRequests: number;
  uniqueVisitors: number;
  avgResponseTime: number;
  successRate: number;
}
export type HourlyStats = Array<{ hour: number; requests: number; uniqueVisitors: number }>;
export type PopularPages = Array<{
  url: string;
  requests: number;
  uniqueVisitors: number;
  avgResponseTime: number;
}>;
/** country: the Turkish name; code: ISO 3166 alpha-2, XX when unknown. */
export type GeographicStats = Array<{ country: string; code: string; requests: number }>;
export interface PerformanceMetrics {
  avgResponseTime: number;
  errorRate: number;
  totalRequests: number;
}
/** botType: the crawler's name, or null for a bot the table does not name. */
export type BotTraffic = Array<{ botType: string | null; count: number }>;

export type Report<T> = (handle: DbHandle, day: string) => Promise<T>;

/** The Turkish answer when the figures cannot be read; the cause goes to the log. */
export const STATS_UNAVAILABLE_MESSAGE =
  'İstatistiklere şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';

/**
 * Reads one report from the process's database. A database that cannot be opened or read is a
 * passing condition, not a bug: it becomes an UnavailableError (503 with Retry-After).
 */
export async function readReport<T>(
  open: () => Promise<DbHandle>,
  report: Report<T>,
  day: string,
): Promise<T> {
  try {
    return await report(await open(), day);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new UnavailableError(STATS_UNAVAILABLE_MESSAGE, `Analytics okunamadı: ${reason}`, 10, err);
  }
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

const meanMs = (durationUs: number, requests: number) =>
  requests > 0 ? round2(durationUs / requests / 1000) : 0;

interface DayTotals {
  requests: number;
  ok: number;
  durationUs: number;
}

function totals(hours: readonly HourFigures[]): DayTotals {
  const t = { requests: 0, ok: 0, durationUs: 0 };
  for (const h of hours) {
    t.requests += h.requests;
    t.ok += h.okRequests;
    t.durationUs += h.durationUs;
  }
  return t;
}

export async function dailyReport({ db }: DbHandle, day: string): Promise<DailyStats> {
  const [hours, visitors] = await Promise.all([readHours(db, day), readDayVisitors(db, day)]);
  const t = totals(hours);
  return {
    totalRequests: t.requests,
    uniqueVisitors: visitors,
    avgResponseTime: meanMs(t.durationUs, t.requests),
    successRate: t.requests > 0 ? round2((t.ok / t.requests) * 100) : 100,
  };
}

export async function hourlyReport({ db }: DbHandle, day: string): Promise<HourlyStats> {
  const byHour = new Map((await readHours(db, day)).map((h) => [h.hour, h]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    requests: byHour.get(hour)?.requests ?? 0,
    uniqueVisitors: byHour.get(hour)?.visitors ?? 0,
  }));
}

export async function popularPagesReport({ db, engine }: DbHandle, day: string): Promise<PopularPages> {
  const pages = await readTopPages(db, engine, day, 10);
  return pages.map((p) => ({
    url: p.path,
    requests: p.requests,
    uniqueVisitors: p.visitors,
    avgResponseTime: meanMs(p.durationUs, p.requests),
  }));
}

export async function geographicReport({ db }: DbHandle, day: string): Promise<GeographicStats> {
  const countries = await readCountries(db, day);
  return countries.map((c) => ({ country: turkishCountryName(c.code), code: c.code, requests: c.requests }));
}

export async function performanceReport({ db }: DbHandle, day: string): Promise<PerformanceMetrics> {
  const t = totals(await readHours(db, day));
  return {
    avgResponseTime: meanMs(t.durationUs, t.requests),
    errorRate: t.requests > 0 ? round2(((t.requests - t.ok) / t.requests) * 100) : 0,
    totalRequests: t.requests,
  };
}

export async function botTrafficReport({ db, engine }: DbHandle, day: string): Promise<BotTraffic> {
  const bots = await readBots(db, engine, day);
  return bots.map((b) => ({ botType: b.name, count: b.requests }));
}
