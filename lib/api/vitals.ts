import { z } from 'zod';
import '../zod-jitless';
import { VITAL_MAX, VITAL_METRICS, type VitalMetric } from '../analytics/vitals';

/**
 * The wire contract of real-user vitals (docs/contracts.md): what browsers send to
 * `POST /api/vitals`, and what `GET /api/analytics/web-vitals` answers. Values in milliseconds,
 * CLS unitless.
 */

/** The largest body `POST /api/vitals` reads, in bytes. */
export const VITALS_BODY_LIMIT = 4096;
/** The most metrics one beacon may carry. */
export const VITALS_BATCH_LIMIT = 10;

export const VITALS_MESSAGES = {
  tooLarge: `Ölçüm gövdesi en fazla ${VITALS_BODY_LIMIT} bayt olabilir.`,
  notJson: 'Ölçümler JSON biçiminde gönderilmeli.',
  invalid: `Geçersiz ölçüm. Her ölçüm "name" (LCP, INP, CLS, FCP ya da TTFB), sıfır ya da daha büyük bir "value" ve sitenin bir sayfası olan "page" içermeli; bir istekte en fazla ${VITALS_BATCH_LIMIT} ölçüm olabilir.`,
  unknownPage: 'Ölçüm, sitede olmayan bir sayfa için gönderildi.',
} as const;

const metricName = z.enum(VITAL_METRICS);

export const vitalSampleSchema = z
  .object({
    name: metricName,
    value: z.number().finite().nonnegative(),
    page: z.string().min(1).max(300),
  })
  .refine((s) => s.value <= VITAL_MAX[s.name as VitalMetric]);

export const vitalsBodySchema = z.union([
  vitalSampleSchema.transform((s) => [s]),
  z.array(vitalSampleSchema).min(1).max(VITALS_BATCH_LIMIT),
]);

export type VitalSampleInput = z.infer<typeof vitalSampleSchema>;

export const webVitalsReportSchema = z.array(
  z.object({
    /** A page as the popular-pages report names it, or `*` for the whole site. */
    page: z.string().min(1),
    metric: metricName,
    /** Nearest-rank 75th percentile: ms to the whole number, CLS to four decimals. */
    p75: z.number().nonnegative(),
    samples: z.number().int().positive(),
  }),
);

export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;

/** Where the dashboard reads the report, and the Turkish error a failed read raises. */
export const WEB_VITALS_REPORT = {
  path: '/api/analytics/web-vitals',
  schema: webVitalsReportSchema,
  error: 'Gerçek kullanıcı ölçümleri alınamadı',
} as const;
