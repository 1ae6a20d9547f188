import { isIP } from 'node:net';

/**
 * The address a request came from: the socket's peer, or, behind a trusted reverse proxy
 * (TRUST_PROXY=true), the first address of X-Forwarded-For, which is the original client.
 * Without that trust the header is ignored: anyone can send it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string | null {
  if (trustProxy && forwardedFor) {
    const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
    const first = normalizeAddress(header.split(',')[0]);
    if (first) return first;
  }
  return normalizeAddress(socketAddress);
}

/**
 * A bare IP address, or null. Accepts what proxies write: IPv4-mapped IPv6 (::ffff:1.2.3.4),
 * an IPv4 address with a port (1.2.3.4:5678) and a bracketed IPv6 address ([::1]:443).
 */
export function normalizeAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : null;
}
