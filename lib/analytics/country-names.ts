import { UNKNOWN_COUNTRY } from './event';

const regionNames = new Intl.DisplayNames('tr', { type: 'region', fallback: 'none' });

/** The Turkish name of a country code ('TR' → 'Türkiye', 'DE' → 'Almanya'); XX → 'Bilinmeyen'. */
export function turkishCountryName(code: string): string {
  if (code === UNKNOWN_COUNTRY) return 'Bilinmeyen';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
