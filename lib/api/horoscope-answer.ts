/**
 * The reading API's 200 (or 304) answer, server side: the bytes come from encodeHoroscopeAnswer
 * (encoded once per reading, a fresh timestamp spliced in per request), the ETag is hashed once
 * per reading; the caching headers come from lib/http/cache-policy.ts.
 */
import { createHash } from 'node:crypto';
import type { ReadingEntry } from '../horoscope/service';
import { cachingHeaders, etagMatches } from '../http/cache-policy';
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

/**
 * The answer to a reading's request at `now`: 304 when the client already holds this reading.
 * Kept until the reading's period ends (a future period's reading is fixed too, but keeping it
 * only that long costs nothing).
 */
export function readingAnswer(entry: ReadingEntry, now: Date, ifNoneMatch?: string | null): ReadingAnswer {
  const etag = readingEtag(entry.data);
  const headers = {
    'Content-Type': 'application/json',
    ...cachingHeaders({ until: entry.period.endsAt, now }, etag),
  };
  if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  return { status: 200, headers, body: encodeHoroscopeAnswer(entry.data, now) };
}
