import { z } from 'zod';
import '../zod-jitless';

/**
 * The wire contract of the six analytics reports. Route handlers build their answers through
 * these schemas; the dashboard's fetchers check what arrives with the same ones.
 */
const count = z.number().int().nonnegative();
/** Milliseconds, two decimals. */
const milliseconds = z.number().nonnegative();
/** Percent, 0–100, two decimals. */
const percent = z.number().min(0).max(100);

export const dailyStatsSchema = z.object({
  /** Every recorded request of the day, bots included. */
  totalRequests: count,
  /** Distinct visitor hashes among requests that are not from bots. */
  uniqueVisitors: count,
  avgResponseTime: milliseconds,
  /** Share of requests answered with a status below 400. */
  successRate: percent,
});

export const hourlyStatsSchema = z
  .array(z.object({ hour: z.number().int().min(0).max(23), requests: count, uniqueVisitors: count }))
  .length(24);

export const popularPagesSchema = z
  .array(
    z.object({
      url: z.string().min(1),
      requests: count,
      uniqueVisitors: count,
      avgResponseTime: milliseconds,
    }),
  )
  .max(10);

export const geographicStatsSchema = z.array(
  z.object({
    /** Turkish name ('Türkiye', 'Almanya'); 'Bilinmeyen' for XX. */
    country: z.string().min(1),
    /** ISO 3166 alpha-2; XX when unknown. */
    code: z.string().regex(/^[A-Z]{2}$/),
    requests: count,
  }),
);

export const performanceMetricsSchema = z.object({
  avgResponseTime: milliseconds,
  /** 100 minus the success rate. */
  errorRate: percent,
  totalRequests: count,
});

export const botTrafficSchema = z.array(
  z.object({
    /** The crawler's name, or null for a bot the table does not name. */
    botType: z.string().min(1).nullable(),
    count: count.positive(),
  }),
);

export type DailyStats = z.infer<typeof dailyStatsSchema>;
export type HourlyStats = z.infer<typeof hourlyStatsSchema>;
export type PopularPages = z.infer<typeof popularPagesSchema>;
export type GeographicStats = z.infer<typeof geographicStatsSchema>;
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;
export type BotTraffic = z.infer<typeof botTrafficSchema>;

/** Each report: where it is read, what it answers, and the Turkish error a failed read raises. */
export const ANALYTICS_REPORTS = {
  daily: { path: '/api/analytics/daily', schema: dailyStatsSchema, error: 'Günlük istatistikler alınamadı' },
  hourly: {
    path: '/api/analytics/hourly',
    schema: hourlyStatsSchema,
    error: 'Saatlik istatistikler alınamadı',
  },
  popularPages: {
    path: '/api/analytics/popular-pages',
    schema: popularPagesSchema,
    error: 'Popüler sayfalar alınamadı',
  },
  geographic: {
    path: '/api/analytics/geographic',
    schema: geographicStatsSchema,
    error: 'Coğrafi istatistikler alınamadı',
  },
  performance: {
    path: '/api/analytics/performance',
    schema: performanceMetricsSchema,
    error: 'Performans metrikleri alınamadı',
  },
  botTraffic: {
    path: '/api/analytics/bot-traffic',
    schema: botTrafficSchema,
    error: 'Bot trafiği alınamadı',
  },
} as const;

export type AnalyticsReportName = keyof typeof ANALYTICS_REPORTS;

/** The Turkish answer to a `?date=` that is not a real yyyy-MM-dd date. */
export const BAD_DATE_MESSAGE =
  'Geçersiz tarih. Tarihi yıl-ay-gün sırasıyla yazın: 21 Mart 2025 için 2025-03-21.';
