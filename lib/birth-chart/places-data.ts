/** The shape of the generated places file (scripts/build-places.ts writes places-data.json). */
export interface PlacesData {
  /** IANA zones; rows refer to them by index. */
  zones: string[];
  /** Turkish country names by ISO code. */
  countries: Record<string, string>;
  /**
   * [id, name, province, countryCode, latitude, longitude, zoneIndex, population (0 for Türkiye),
   * Turkish name of a city abroad (Londra, Münih) when it has one]
   */
  places: [string, string, string | null, string, number, number, number, number, string?][];
}
