import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies may tell us the client's address. Every proxy *appends* the address it
 * saw to X-Forwarded-For, so only the right end of the header is written by proxies we know;
 * anything to the left of them came from the client and may be forged. So the header is read
 * from the right:
 * - `hops: N`: N proxies stand in front of the server (nginx alone: 1; Cloudflare then nginx: 2);
 *   the client is the Nth address from the right. 0 ignores the header.
 * - `addresses`: the proxies' own addresses or networks; walking from the socket leftwards, the
 *   first address that is not one of them is the client.
 */
export type TrustProxy = { hops: number; addresses?: undefined } | { addresses: string[]; hops?: undefined };

export const NO_PROXY: TrustProxy = { hops: 0 };

/** `1.2.3.4`, `2001:db8::1`, or a network in CIDR form (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrNetwork(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const lists = new WeakMap<string[], BlockList>();

function blockListOf(addresses: string[]): BlockList {
  let list = lists.get(addresses);
  if (list) return list;
  list = new BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  lists.set(addresses, list);
  return list;
}

function isTrustedProxy(address: string, trust: TrustProxy): boolean {
  if (!trust.addresses) return false;
  return blockListOf(trust.addresses).check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** True when this request came through a proxy we trust (so its CF-IPCountry may be believed). */
export function cameThroughTrustedProxy(socketAddress: string | null, trust: TrustProxy): boolean {
  if (trust.hops !== undefined) return trust.hops > 0;
  return socketAddress !== null && isTrustedProxy(socketAddress, trust);
}

/**
 * The client's address from the socket peer and the X-Forwarded-For entries (already normalised,
 * null for an entry that is not an address), read from the right as described above.
 */
export function clientFromChain(
  socketAddress: string | null,
  forwarded: ReadonlyArray<string | null>,
  trust: TrustProxy,
): string | null {
  if (trust.hops !== undefined) {
    if (trust.hops === 0 || forwarded.length === 0) return socketAddress;
    // Fewer entries than proxies: the request skipped one of them; the leftmost is the best we have.
    const entry = forwarded[Math.max(0, forwarded.length - trust.hops)];
    return entry ?? socketAddress;
  }
  let current = socketAddress;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (current === null || !isTrustedProxy(current, trust)) return current;
    current = forwarded[i];
  }
  return current;
}
