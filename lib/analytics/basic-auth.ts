import { createHash, timingSafeEqual } from 'node:crypto';

/** The Turkish answer to a missing or wrong password on the dashboard. */
export const AUTH_REQUIRED_MESSAGE = 'Site istatistiklerini görmek için kullanıcı adı ve parola gerekiyor.';

/** The realm the browser shows in its password prompt (ASCII: not every browser decodes UTF-8 here). */
export const AUTH_REALM = 'Yildiz Rehberi Analytics';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header carries the expected `user:password` (ANALYTICS_BASIC_AUTH).
 * Both sides are hashed to the same length and compared in constant time, so neither the
 * password's length nor how much of it matched shows in the timing.
 */
export function basicAuthAllows(authorization: string | null | undefined, expected: string): boolean {
  const match = /^Basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i.exec(authorization ?? '');
  const given = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  // Compare even when the header is missing, so that case takes the same time as a wrong password.
  const same = timingSafeEqual(digest(given), digest(expected));
  return match !== null && same;
}

/** The user name an Authorization header offers (for the log; the password is never kept). */
export function basicAuthUser(authorization: string | null | undefined): string | null {
  const match = /^Basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i.exec(authorization ?? '');
  if (!match) return null;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = given.indexOf(':');
  return colon === -1 ? given : given.slice(0, colon);
}
