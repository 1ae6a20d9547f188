import { clientAddress, normalizeAddress } from '@/lib/analytics/client-address';

describe('client address', () => {
  it('uses the socket address when the proxy is not trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', false)).toBe('203.0.113.9');
  });

  it('behind one trusted proxy, takes the address that proxy appended (the rightmost), not what the client wrote', () => {
    // A client sends "X-Forwarded-For: 6.6.6.6"; nginx appends the address it saw.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', true)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', { hops: 1 })).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '2001:db8::1'], { hops: 1 })).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.2', '198.51.100.1', true)).toBe('198.51.100.1');
  });

  it('counts hops from the right: Cloudflare then nginx is two', () => {
    // client → Cloudflare (appends the client) → nginx (appends Cloudflare's address) → us
    const header = '6.6.6.6, 198.51.100.1, 172.70.1.1';
    expect(clientAddress('10.0.0.2', header, { hops: 2 })).toBe('198.51.100.1');
    // Fewer entries than hops: the request went round a proxy; the leftmost is all there is.
    expect(clientAddress('10.0.0.2', '198.51.100.1', { hops: 2 })).toBe('198.51.100.1');
  });

  it('with a list of proxy addresses, walks left past them to the first address that is not a proxy', () => {
    const trust = { addresses: ['10.0.0.0/8', '172.64.0.0/13', '2001:db8:cf::/48'] };
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 172.70.1.1', trust)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 2001:db8:cf::9', trust)).toBe('198.51.100.1');
    // A socket that is not a listed proxy is the client, whatever the header says.
    expect(clientAddress('203.0.113.5', '6.6.6.6', trust)).toBe('203.0.113.5');
    // Only proxies in the chain: the leftmost of them.
    expect(clientAddress('10.0.0.2', '10.0.0.1', trust)).toBe('10.0.0.1');
  });

  it('ignores the header when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', { hops: 0 })).toBe('203.0.113.9');
  });

  it('falls back to the socket when the forwarded value is not an address', () => {
    expect(clientAddress('10.0.0.2', 'unknown', true)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', true)).toBe('10.0.0.2');
    expect(clientAddress(undefined, undefined, true)).toBeNull();
  });

  it('normalises what proxies and sockets write', () => {
    expect(normalizeAddress('::ffff:193.140.100.1')).toBe('193.140.100.1');
    expect(normalizeAddress(' 193.140.100.1:51234 ')).toBe('193.140.100.1');
    expect(normalizeAddress('[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(normalizeAddress('2001:db8::7')).toBe('2001:db8::7');
    expect(normalizeAddress('999.1.1.1')).toBeNull();
    expect(normalizeAddress('localhost')).toBeNull();
  });
});
