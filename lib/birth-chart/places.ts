/**
 * The places a birth can be placed in: Türkiye's 81 provinces and 973 districts and the world's
 * cities of at least 15,000 people, from the generated places-data.json (see
 * scripts/build-places.ts for the sources and their licences). Search folds Turkish letters, so
 * "sisli" finds Şişli and "IZMIR" finds İzmir. Server-only: the file is about 1.5 MB.
 */
import { processWide } from '../cache';
import { foldName } from './fold';
import type { PlacesData } from './places-data';
import raw from './places-data.json';
import type { Place } from './types';

interface Entry {
  place: Place;
  folded: string;
  /** Each name folded on its own: the Turkish name first when there is one, then the native one. */
  names: string[];
  /** Whether names[0] is a Turkish name for a city abroad (Londra, Münih). */
  exonym: boolean;
  /** Folded name, province and country together, for the words after the first. */
  context: string;
  /** Higher first: provinces, then districts, then cities abroad by population. */
  rank: number;
}

interface PlaceIndex {
  entries: Entry[];
  /** Entry numbers by the first two letters of each word of their folded name, in rank order. */
  byPrefix: Map<string, number[]>;
}

function placeOf(data: PlacesData, row: PlacesData['places'][number]): Place {
  const [id, name, province, countryCode, latitude, longitude, zone, , turkishName] = row;
  return {
    id,
    // Londra rather than London: the name a Turkish reader knows.
    name: turkishName ?? name,
    province,
    country: data.countries[countryCode] ?? countryCode,
    countryCode,
    latitude,
    longitude,
    timeZone: data.zones[zone],
  };
}

/** Places by id: all a chart needs, so it is built apart from the (slower) search index. */
const placesById = () =>
  processWide('birth-chart.places-by-id', () => {
    const data = raw as unknown as PlacesData;
    return new Map(data.places.map((row) => [row[0], placeOf(data, row)]));
  });

function buildIndex(): PlaceIndex {
  const data = raw as unknown as PlacesData;
  const byId = placesById();
  const entries: Entry[] = [];
  for (const [id, name, province, countryCode, , , , population, turkishName] of data.places) {
    const place = byId.get(id)!;
    // Both names are searchable: "münih" and "munich" find the same city.
    const names = turkishName ? [foldName(turkishName), foldName(name)] : [foldName(name)];
    const folded = names.join(' ');
    entries.push({
      place,
      folded,
      names,
      exonym: Boolean(turkishName),
      context: `${folded} ${foldName(province ?? '')} ${foldName(place.country)} ${countryCode.toLowerCase()}`,
      rank: countryCode === 'TR' ? (province === null ? 3e9 : 2e9) : population,
    });
  }
  const byPrefix = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const seen = new Set<string>();
    for (const word of e.folded.split(' ')) {
      const key = word.slice(0, 2);
      if (seen.has(key)) continue;
      seen.add(key);
      let list = byPrefix.get(key);
      if (!list) byPrefix.set(key, (list = []));
      list.push(i);
    }
  });
  return { entries, byPrefix };
}

const index = () => processWide('birth-chart.places', buildIndex);

/** The place with an id, or undefined. */
export function placeById(id: string): Place | undefined {
  return placesById().get(id);
}

const collator = new Intl.Collator('tr');

/**
 * Up to `limit` places whose name starts with the query's first word (or has a word that does), the
 * other words narrowing by name, province or country: "sisli", "merkez bolu", "paris fr".
 *
 * Ranked by what a Turkish visitor means: a name equal to the whole query first (either of a city's
 * names, its Turkish one a little ahead: "kudüs" is Jerusalem before Kudus), then a name equal to the
 * first word, then a name starting with it, then a later word starting with it; within each, Türkiye's
 * provinces and districts, then the world's cities by population ("london" is London, England,
 * before London, Ontario).
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const words = foldName(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  const [first, ...rest] = words;
  const whole = words.join(' ');
  const spaced = ` ${first}`;
  const hits: { entry: Entry; score: number }[] = [];
  const { entries, byPrefix } = index();
  // A word of two letters or more narrows the scan to the names with a word starting alike.
  const candidates = first.length >= 2 ? (byPrefix.get(first.slice(0, 2)) ?? []) : entries.map((_, i) => i);
  for (const i of candidates) {
    const entry = entries[i];
    const f = entry.folded;
    const turkishFirst = entry.exonym ? 0.5 : 0;
    let score: number;
    if (entry.names[0] === whole) score = 4 + turkishFirst;
    else if (entry.names.includes(whole)) score = 4;
    else if (entry.names[0] === first) score = 3 + turkishFirst;
    else if (entry.names.includes(first)) score = 3;
    else if (entry.names.some((n) => n.startsWith(first))) score = 2;
    else if (f.includes(spaced)) score = 1;
    else continue;
    // The other words narrow, unless the whole query is the name ("new york").
    if (score < 4 && rest.length && !rest.every((w) => entry.context.includes(w))) continue;
    hits.push({ entry, score });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      b.entry.rank - a.entry.rank ||
      collator.compare(a.entry.place.name, b.entry.place.name) ||
      collator.compare(a.entry.place.province ?? '', b.entry.place.province ?? ''),
  );
  return hits.slice(0, limit).map((h) => h.entry.place);
}

/** How many places of each kind the data holds (for tests and the docs). */
export function placeCounts(): { provinces: number; districts: number; abroad: number } {
  let provinces = 0;
  let districts = 0;
  let abroad = 0;
  for (const e of index().entries) {
    if (e.place.countryCode !== 'TR') abroad++;
    else if (e.place.province === null) provinces++;
    else districts++;
  }
  return { provinces, districts, abroad };
}
