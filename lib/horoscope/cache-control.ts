/**
 * Cache-Control for readings and the pages that show them: a shared cache (a CDN, nginx)
 * may keep them until the period ends in Istanbul, plus a short stale-while-revalidate, so
 * nobody sees the previous period's reading more than a minute after the boundary.
 */
import { isSignId } from '../zodiac/signs';
import type { Period } from './periods';
import { periodOf } from './periods';
import { isHoroscopeType } from './types';

/** Seconds a stale reading may be served after its period ended while a fresh one is fetched. */
export const STALE_SECONDS = 60;

function secondsLeft(period: Pick<Period, 'endsAt'>, now: Date): number {
  return Math.max(1, Math.floor((period.endsAt.getTime() - now.getTime()) / 1000));
}

/** For the API answer: browsers and shared caches alike may keep it until the period ends. */
export function readingCacheControl(period: Pick<Period, 'endsAt'>, now: Date): string {
  const left = secondsLeft(period, now);
  return `public, max-age=${left}, s-maxage=${left}, stale-while-revalidate=${STALE_SECONDS}`;
}

/** For HTML pages: shared caches until the period ends; browsers revalidate each visit. */
export function readingPageCacheControl(period: Pick<Period, 'endsAt'>, now: Date): string {
  return `public, max-age=0, s-maxage=${secondsLeft(period, now)}, stale-while-revalidate=${STALE_SECONDS}`;
}

const PAGE_PATH = /^\/(daily|weekly|monthly)(?:\/([a-z]+))?\/?$/;

/**
 * The Cache-Control a reading page's answer should carry, for the custom server to set
 * before Next renders (Next keeps a Cache-Control that is already set on a dynamic page).
 * Null for any other request, including unknown signs (their 404 must not be cached long).
 */
export function pageCacheControlFor(method: string | undefined, url: string | undefined, now = new Date()) {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  const path = url.split(/[?#]/, 1)[0];
  const match = PAGE_PATH.exec(path);
  if (!match) return null;
  const [, type, sign] = match;
  if (!isHoroscopeType(type) || (sign !== undefined && !isSignId(sign))) return null;
  return readingPageCacheControl(periodOf(type, now), now);
}
