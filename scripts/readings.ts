/**
 * Pre-generates the 36 readings of a day (12 signs × daily, weekly, monthly), for a scheduler
 * to call just after midnight in Istanbul. Readings that already exist are left as they are.
 *
 *   npm run readings -- --date 2026-06-15     (without --date: today in Istanbul)
 *
 * Uses the same environment as the server (DATA_DIR or DATABASE_URL, AI_* for AI assistance).
 */
import { closeDatabase } from '../lib/db';
import { EnvError } from '../lib/env';
import { readingService } from '../lib/horoscope/shared';
import { istanbulDay } from '@/lib/time/zone';
import { parseDay } from '@/lib/time/periods';

function dateArgument(argv: string[]): string {
  const i = argv.findIndex((a) => a === '--date' || a.startsWith('--date='));
  if (i === -1) return istanbulDay(Date.now());
  const value = argv[i].includes('=') ? argv[i].slice('--date='.length) : argv[i + 1];
  if (!value || !parseDay(value)) {
    throw new Error(`Geçersiz tarih: "${value ?? ''}". Biçim yyyy-MM-dd olmalı, örneğin --date 2026-06-15.`);
  }
  return value;
}

async function main() {
  const day = dateArgument(process.argv.slice(2));
  const started = Date.now();
  const { generated, existing } = await readingService().pregenerate(day);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${day}: ${generated + existing} yorum hazır (${generated} yeni, ${existing} zaten vardı), ${seconds} sn.`,
  );
}

main()
  .then(() => closeDatabase())
  .catch(async (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof Error ? err.message : err);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
