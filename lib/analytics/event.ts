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
  /**
   * A hash of the id the load balancer gave the client's request (see request-key.ts); absent
   * when the request did not come through a trusted proxy. An event whose key is already stored
   * is the same request answered twice (nginx retried it on another instance) and is not counted.
   */
  requestKey?: string;
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

/** Longest path kept in an event; longer ones are cut (with an ellipsis) where the event is made. */
export const MAX_PATH_LENGTH = 300;

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates that reorder text on screen:
// a path holding them is the visitor's text, not a page of ours. PostgreSQL refuses NUL in text.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The path as an event keeps it: unsafe characters replaced by U+FFFD, a lone surrogate (which no
 * UTF-8 database accepts) likewise, and cut to MAX_PATH_LENGTH. Applied once, where the event is made.
 */
export function cleanPath(path: string): string {
  let clean = path.replace(UNSAFE, '\ufffd').toWellFormed();
  if (clean.length > MAX_PATH_LENGTH) clean = `${clean.slice(0, MAX_PATH_LENGTH - 1).toWellFormed()}…`;
  return clean;
}

/**
 * The key an answer is recorded under. Only a page the site served (a 2xx or 304 to a GET, or a
 * POST to the API) keeps its path; every other answer counts under one fixed key per kind, so a
 * visitor's invented paths (a 308 for a trailing slash, a 404, a 500, a HEAD) never become rows of
 * their own or text in the reports:
 * - "(3xx)", "(4xx)", "(5xx)" for redirects, client errors and server errors;
 * - "(HEAD)" for HEAD requests, which are checks by tools, not views;
 * - the same under "/api/" for the API ("/api/(4xx)"), so they stay out of the popular pages.
 */
export function recordedPath(method: string, status: number, path: string): string {
  const api = isApiPath(path);
  let key: string | null = null;
  if (status >= 500) key = '(5xx)';
  else if (status >= 400) key = '(4xx)';
  else if (status >= 300 && status !== 304) key = '(3xx)';
  else if (method === 'HEAD') key = '(HEAD)';
  if (key === null) return cleanPath(path);
  return api ? `/api/${key}` : key;
}

/** Keys that stand for a class of answers rather than a page (see recordedPath). */
export function isClassKey(path: string): boolean {
  return /^(?:\/api\/)?\((?:[345]xx|HEAD)\)$/.test(path);
}
