import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SaltStore } from './visitor';

/**
 * The secret the visitor salts are derived from: salt(day) = HMAC-SHA256(secret, day). It is kept
 * outside the database, so the database file (or a backup of it) holds hashes without anything
 * that could reverse them:
 * - VISITOR_SECRET, when set (required to be the same on every instance of a PostgreSQL cluster,
 *   or each would count a visitor once per instance);
 * - otherwise the file `visitor-secret` in the data directory, generated at first start
 *   (32 random bytes, base64url), mode 0600 in a 0700 directory.
 */
export const SECRET_FILE = 'visitor-secret';
const SECRET_BYTES = 32;

export function loadVisitorSecret({ fromEnv, dataDir }: { fromEnv?: string; dataDir: string }): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    fs.writeFileSync(file, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // Another instance on the same directory may have written it first: everyone reads the file.
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`Ziyaretçi sırrı dosyası bozuk ya da eksik: ${file}`);
  return Buffer.from(secret, 'utf8');
}

/** The data directory, created if needed, readable by its owner only (0700). */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (a mounted volume): the files in it are 0600 all the same.
  }
}

/** Salts derived from the secret and the day: nothing to store, share or delete. */
export function derivedSalts(secret: Buffer): SaltStore {
  return {
    async saltOf(day) {
      return createHmac('sha256', secret).update(`visitor-salt\n${day}`).digest();
    },
    async deleteBefore() {},
  };
}
