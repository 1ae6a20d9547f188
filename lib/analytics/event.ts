/**
 * One recorded request. It holds no IP address and no user agent: only the path (without
 * its query string), the outcome, the Istanbul day and hour, a daily visitor hash, the
 * country code and what kind of bot sent it.
 */
export interface AnalyticsEvent {
  /** Arrival, epoch milliseconds. */
  at: number;
  /** Istanbul calendar day of arrival, yyyy-MM-dd. */
  day: string;
  /** Istanbul hour of arrival, 0–23. */
  hour: number;
  path: string;
  method: string;
  status: number;
  /** From arrival to the last byte handed to the socket, in whole microseconds. */
  durationUs: number;
  /** Salted daily hash of address, user agent and host; see visitor.ts. */
  visitor: string;
  /** ISO 3166 alpha-2, or XX when unknown. */
  country: string;
  bot: boolean;
  /** The crawler's name when the bot table knows it; null for an unnamed bot and for people. */
  botName: string | null;
}

/** ISO 3166 alpha-2 for "we do not know": unknown, private or unresolvable addresses. */
export const UNKNOWN_COUNTRY = 'XX';

/** Paths under /api are requests to the API, not page views. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A request counts as successful when its status is below 400. */
export function isSuccess(status: number): boolean {
  return status < 400;
}
