import { isIP } from 'node:net';
import { NO_PROXY, clientFromChain, type TrustProxy } from '../http/trust-proxy';

/**
 * The address a request came from: the socket's peer, or, behind trusted reverse proxies
 * (TRUST_PROXY), the X-Forwarded-For entry the nearest trusted proxy vouches for, read from the
 * right (lib/http/trust-proxy.ts): a client can put anything at the left end of the header.
 * Without that trust the header is ignored. `true` stands for one proxy, `false` for none.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy | boolean,
): string | null {
  const policy = typeof trust === 'boolean' ? { hops: trust ? 1 : 0 } : (trust ?? NO_PROXY);
  const socket = normalizeAddress(socketAddress);
  if (!forwardedFor || policy.hops === 0) return socket;
  // Several X-Forwarded-For lines are one list, in order.
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(normalizeAddress);
  return clientFromChain(socket, entries, policy);
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
