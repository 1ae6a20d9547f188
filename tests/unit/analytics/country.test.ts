import { CountryLookup, isCountryCode } from '@/lib/analytics/country';
import { turkishCountryName } from '@/lib/analytics/country-names';

// Addresses of well-known, long-standing allocations: ULAKBİM (Turkish academic network),
// TU Dresden, the University of Tokyo, the University of Manchester, Google's public DNS.
const lookup = new CountryLookup();

describe('country of an address (DB-IP file, offline)', () => {
  it('finds the country of public IPv4 and IPv6 addresses', () => {
    expect(lookup.ofAddress('193.140.100.1')).toBe('TR');
    expect(lookup.ofAddress('141.30.1.1')).toBe('DE');
    expect(lookup.ofAddress('133.11.0.1')).toBe('JP');
    expect(lookup.ofAddress('130.88.1.1')).toBe('GB');
    expect(lookup.ofAddress('8.8.8.8')).toBe('US');
  });

  it('answers XX for private, loopback, missing and malformed addresses', () => {
    for (const address of ['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1', null, 'not-an-ip']) {
      expect(lookup.ofAddress(address)).toBe('XX');
    }
  });

  it('lets CF-IPCountry win only behind a trusted proxy', () => {
    expect(lookup.ofRequest('8.8.8.8', 'NL', true)).toBe('NL');
    expect(lookup.ofRequest('8.8.8.8', 'nl', true)).toBe('NL');
    expect(lookup.ofRequest('8.8.8.8', 'NL', false)).toBe('US');
  });

  it("reads Cloudflare's XX and T1 (Tor) as unknown and ignores values that are not countries", () => {
    expect(lookup.ofRequest('8.8.8.8', 'XX', true)).toBe('XX');
    expect(lookup.ofRequest('8.8.8.8', 'T1', true)).toBe('XX');
    expect(lookup.ofRequest('8.8.8.8', 'ZZZ', true)).toBe('US');
    expect(lookup.ofRequest('8.8.8.8', 'QQ', true)).toBe('US');
  });

  it('knows a country code from anything else', () => {
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('tr')).toBe(false);
    expect(isCountryCode('T1')).toBe(false);
  });
});

describe('Turkish country names', () => {
  it('names countries as a Turkish reader expects', () => {
    expect(turkishCountryName('TR')).toBe('Türkiye');
    expect(turkishCountryName('DE')).toBe('Almanya');
    expect(turkishCountryName('US')).toBe('Amerika Birleşik Devletleri');
    expect(turkishCountryName('NL')).toBe('Hollanda');
    expect(turkishCountryName('GB')).toBe('Birleşik Krallık');
    expect(turkishCountryName('XX')).toBe('Bilinmeyen');
  });
});
