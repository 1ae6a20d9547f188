/**
 * The reading API's 200 (or 304) answer, server side: the bytes come from encodeHoroscopeAnswer
 * (encoded once per reading, a fresh timestamp spliced in per request), the ETag is hashed once
 * per reading. `answerFromMemory` is the whole per-request work for a current-period reading
 * already in memory: one lookup in the reading service's memory and the splice; it is what a
 * caller in front of Next (server.ts) can answer with before the framework sees the request.
 */
import { createHash } from 'node:crypto';
import type { ReadingEntry, ReadingService } from '../horoscope/service';
import { readingCacheControl } from '../horoscope/cache-control';
import { isHoroscopeType } from '../horoscope/types';
import { isSignId } from '../zodiac/signs';
import { encodeHoroscopeAnswer, type HoroscopeData } from './horoscope';

export interface ReadingAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for a 304. */
  body: Uint8Array<ArrayBuffer> | null;
}

const etags = new WeakMap<HoroscopeData, string>();

/**
 * A weak ETag of the reading: answers differ in their timestamp byte for byte, but two answers
 * with one tag carry the same reading. Keyed by the reading object, so a reading that changes
 * (a new object in the service's memory) gets a new tag with its new bytes.
 */
export function readingEtag(data: HoroscopeData): string {
  let tag = etags.get(data);
  if (!tag) {
    tag = `W/"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
    etags.set(data, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names this (weak) tag; compared weakly, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((given) => {
    const tag = given.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The answer to a reading's request at `now`: 304 when the client already holds this reading. */
export function readingAnswer(entry: ReadingEntry, now: Date, ifNoneMatch?: string | null): ReadingAnswer {
  const etag = readingEtag(entry.data);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': readingCacheControl(entry.period, now),
    ETag: etag,
  };
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  return { status: 200, headers, body: encodeHoroscopeAnswer(entry.data, now) };
}

const READING_PATH = /^\/api\/horoscopes\/([a-z]+)\/([a-z]+)$/;

/**
 * The answer to GET /api/horoscopes/{type}/{sign} (a path without a query: the current
 * period) from the service's memory alone, or null: for any other path, and for a reading not
 * in memory (the route then loads or generates it, and the next request finds it). The
 * service's memory is keyed by the period containing `now`, so at a period's end the old
 * answer is no longer found; the encoding is keyed by the reading object, so a reading that
 * changes in memory is never answered with the old bytes.
 */
export function answerFromMemory(
  service: Pick<ReadingService, 'peek'>,
  path: string,
  now: Date,
  ifNoneMatch?: string | null,
): ReadingAnswer | null {
  const match = READING_PATH.exec(path);
  if (!match) return null;
  const [, type, sign] = match;
  if (!isHoroscopeType(type) || !isSignId(sign)) return null;
  const entry = service.peek(type, sign, now);
  return entry ? readingAnswer(entry, now, ifNoneMatch) : null;
}
