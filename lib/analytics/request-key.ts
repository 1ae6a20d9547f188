import { createHash } from 'node:crypto';

/** The request header the load balancer sets: nginx's `proxy_set_header X-Request-Id $request_id;`. */
export const REQUEST_ID_HEADER = 'x-request-id';

// nginx's $request_id is 32 hex digits; other balancers use UUIDs or similar tokens.
const REQUEST_ID = /^[A-Za-z0-9._:-]{16,128}$/;

/**
 * The key an event is deduplicated by: a hash of the client request's id, which the load balancer
 * keeps the same for every instance it tries (so a request retried after the first instance had
 * answered is recorded twice, under one key). Only the hash is stored, a day at most.
 *
 * Null unless the request came through a trusted proxy (`viaProxy`, as for CF-IPCountry): a
 * client's own X-Request-Id straight to an instance means nothing. nginx overwrites the client's
 * header with its own id, so through nginx the client cannot choose it either. A missing,
 * repeated or malformed header gives no key: the event is counted as before.
 */
export function requestKeyOf(header: string | string[] | undefined, viaProxy: boolean): string | null {
  if (!viaProxy || typeof header !== 'string' || !REQUEST_ID.test(header)) return null;
  return createHash('sha256').update(header).digest('hex').slice(0, 32);
}
