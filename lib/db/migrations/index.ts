import type { Migration } from 'kysely';
import { readings } from './001_readings';
import { analyticsMigration } from './002_analytics';
import { visitorSaltsMigration } from './003_visitor_salts';
import { webVitalsMigration } from './004_web_vitals';
import { analyticsIntegrityMigration } from './005_analytics_integrity';
import { analyticsRequestsMigration } from './006_analytics_requests';

/**
 * Versioned migrations, applied in name order at start on both engines. Never edit one
 * that has shipped: add a new one. Names sort by their numeric prefix.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001_readings': readings,
  '002_analytics': analyticsMigration,
  '003_visitor_salts': visitorSaltsMigration,
  '004_web_vitals': webVitalsMigration,
  '005_analytics_integrity': analyticsIntegrityMigration,
  '006_analytics_requests': analyticsRequestsMigration,
};
