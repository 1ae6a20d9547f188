import { z } from 'zod';
import './zod-jitless';
import { isAddressOrNetwork, type TrustProxy } from './http/trust-proxy';

/**
 * Every environment variable the site reads, validated once. A bad value stops the
 * server at start with a message that names the variable, rather than failing later.
 */

/**
 * Which proxies are trusted to tell the client's address in X-Forwarded-For: none (`false`, the
 * default), a number of proxy hops in front of the server (`true` is one), or the proxies'
 * addresses and networks (`10.0.0.0/8,2001:db8::/32`). See lib/http/trust-proxy.ts.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const v = value.trim().toLowerCase();
    if (v === 'false' || v === '0') return { hops: 0 };
    if (v === 'true') return { hops: 1 };
    if (/^\d+$/.test(v) && Number(v) <= 10) return { hops: Number(v) };
    const addresses = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (addresses.length > 0 && addresses.every(isAddressOrNetwork)) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY false, true, 1–10 arası bir vekil sayısı ya da virgülle ayrılmış vekil adresleri (10.0.0.0/8 gibi) olmalı',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Processes `npm start` runs on one port (node:cluster); 1 is a single process. */
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'WEB_CONCURRENCY 1 ile 32 arasında bir tam sayı olmalı' })
    .int('WEB_CONCURRENCY 1 ile 32 arasında bir tam sayı olmalı')
    .min(1, 'WEB_CONCURRENCY 1 ile 32 arasında bir tam sayı olmalı')
    .max(32, 'WEB_CONCURRENCY 1 ile 32 arasında bir tam sayı olmalı')
    .default(1),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'SITE_URL http:// ya da https:// ile başlayan bir adres olmalı' })
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL bir postgres:// adresi olmalı')
    .optional(),
  TRUST_PROXY: trustProxy,
  ANALYTICS_BASIC_AUTH: z
    .string()
    .regex(/^[^:]+:.+$/, 'ANALYTICS_BASIC_AUTH kullanıcı:parola biçiminde olmalı')
    .optional(),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** false switches request capture off (benchmarks compare the two). */
  ANALYTICS_CAPTURE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Most analytics events held in memory while the database is slow or down. */
  ANALYTICS_QUEUE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /**
   * The secret the daily visitor salts are derived from (lib/analytics/visitor-secret.ts). Set it,
   * the same on every instance, when several share a PostgreSQL database; unset, each data
   * directory keeps its own in a 0600 file.
   */
  VISITOR_SECRET: z.string().min(32, 'VISITOR_SECRET en az 32 karakter olmalı').optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** false: the server does not generate each period's readings ahead (tests that count generations). */
  READINGS_AHEAD: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment record; throws EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like not setting FOO.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Geçersiz ortam değişkenleri:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
