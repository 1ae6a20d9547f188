import { clientAddress, normalizeAddress } from '@/lib/analytics/client-address';

describe('client address', () => {
  it('uses the socket address when the proxy is not trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', false)).toBe('203.0.113.9');
  });

  it('uses the first X-Forwarded-For address behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1, 10.0.0.1, 10.0.0.2', true)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', ['2001:db8::1, 10.0.0.1'], true)).toBe('2001:db8::1');
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
