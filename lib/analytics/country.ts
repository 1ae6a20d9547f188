import fs from 'node:fs';
import path from 'node:path';
import { Reader, type Response } from 'maxmind';
import { UNKNOWN_COUNTRY } from './event';

/** DB-IP's free country database (CC BY 4.0), shipped inside its npm package. */
export const DBIP_COUNTRY_FILE = path.join(
  'node_modules',
  '@ip-location-db',
  'dbip-country-mmdb',
  'dbip-country.mmdb',
);

interface DbipRecord {
  country_code?: string;
}

const regionNames = new Intl.DisplayNames('tr', { type: 'region', fallback: 'none' });
const knownCodes = new Map<string, boolean>();

/** True for an ISO 3166 alpha-2 code that names a real region (not XX, T1, ZZ or garbage). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === UNKNOWN_COUNTRY || code === 'ZZ') return false;
  let known = knownCodes.get(code);
  if (known === undefined) {
    try {
      known = regionNames.of(code) !== undefined;
    } catch {
      known = false;
    }
    knownCodes.set(code, known);
  }
  return known;
}

/** Country of an address from the offline DB-IP file: about a microsecond, no network. */
export class CountryLookup {
  private readonly reader: Reader<Response>;

  constructor(file: string = path.resolve(DBIP_COUNTRY_FILE)) {
    this.reader = new Reader<Response>(fs.readFileSync(file));
  }

  ofAddress(address: string | null): string {
    if (!address) return UNKNOWN_COUNTRY;
    try {
      // DB-IP's file is not MaxMind's layout: its records are just { country_code }.
      const record = this.reader.get(address) as DbipRecord | null;
      const code = record?.country_code?.toUpperCase();
      return code && isCountryCode(code) ? code : UNKNOWN_COUNTRY;
    } catch {
      return UNKNOWN_COUNTRY;
    }
  }

  /**
   * The request's country. Behind a trusted proxy, Cloudflare's CF-IPCountry wins (its own
   * database, and it sees the real client); its XX and T1 (Tor) mean unknown.
   */
  ofRequest(address: string | null, cfCountry: string | string[] | undefined, trustProxy: boolean): string {
    if (trustProxy && typeof cfCountry === 'string') {
      const code = cfCountry.trim().toUpperCase();
      if (code === UNKNOWN_COUNTRY || code === 'T1') return UNKNOWN_COUNTRY;
      if (isCountryCode(code)) return code;
    }
    return this.ofAddress(address);
  }
}
