/**
 * The star catalogue behind the chart: npm `d3-celestial` (BSD-3-Clause), whose data come from the
 * Hipparcos catalogue (stars to magnitude 6 with B−V colour), the IAU constellation figures and names.
 * Loaded once, lazily, and turned into J2000 unit vectors so that a chart only has to rotate them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { angularDistance, type Vec3, unitFromRaDec, slerp } from './vector';

export const CATALOGUE_CREDIT = 'Yıldızlar: Hipparcos kataloğu, d3-celestial (BSD-3)';

interface PointFeature {
  id: number | string;
  properties: Record<string, unknown>;
  geometry: { type: 'Point'; coordinates: [number, number] };
}
interface LinesFeature {
  id: string;
  geometry: { type: 'MultiLineString'; coordinates: [number, number][][] };
}

export interface CatalogueStar {
  hip: number;
  /** J2000 equatorial unit vector. */
  vector: Vec3;
  mag: number;
  /** B−V colour index; 0.6 (Sun-like) where the catalogue has none. */
  bv: number;
}

export interface ConstellationName {
  /** IAU abbreviation, e.g. 'UMa'. */
  id: string;
  /** Turkish name, cleaned of the catalogue's odd spaces, e.g. 'Büyük Ayı'. */
  name: string;
  /** 1 for the prominent constellations, 3 for the faint ones. */
  rank: number;
  /** Where the label goes, J2000. */
  vector: Vec3;
}

export interface StarName {
  hip: number;
  name: string;
  mag: number;
  vector: Vec3;
}

export interface Catalogue {
  /** Brightest first, so a chart draws the faint stars under the bright ones when it iterates backwards. */
  stars: CatalogueStar[];
  /** Each constellation's stick figure as polylines of J2000 unit vectors, densified to ≤ 2° steps. */
  figures: { id: string; lines: Vec3[][] }[];
  constellations: ConstellationName[];
  /** Proper names of the brightest stars, brightest first. */
  starNames: StarName[];
}

const DATA_DIR = path.join(process.cwd(), 'node_modules', 'd3-celestial', 'data');

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

/** d3-celestial stores right ascension as a longitude in −180..180: RA above 180° is negative. */
export function raFromLongitude(lon: number): number {
  return lon < 0 ? lon + 360 : lon;
}

/**
 * The catalogue's Turkish names: eight of them hold U+2005 (four-per-em space) instead of an ordinary
 * space, and one is written in lower case after the first word.
 */
export function cleanConstellationName(raw: string): string {
  const spaced = raw
    .replace(/[\u2000-\u200b\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}

/** Stars labelled by name: brighter than this magnitude, plus Polaris. */
export const NAMED_STAR_LIMIT = 1.6;
const POLARIS_HIP = 11767;

/** Names a Turkish stargazer uses where the IAU name would read oddly. */
const STAR_NAME_TR: Record<number, string> = { [POLARIS_HIP]: 'Kutup Yıldızı' };

/** Splits a great-circle arc into steps of at most `maxStepDeg` so that a curved projection stays smooth. */
function densify(points: Vec3[], maxStepDeg: number): Vec3[] {
  const out: Vec3[] = [points[0]];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const steps = Math.max(1, Math.ceil(angularDistance(a, b) / maxStepDeg));
    for (let s = 1; s <= steps; s++) out.push(slerp(a, b, s / steps));
  }
  return out;
}

function load(): Catalogue {
  const starsJson = readJson<{ features: PointFeature[] }>('stars.6.json');
  const stars: CatalogueStar[] = starsJson.features
    .map((f) => {
      const [lon, dec] = f.geometry.coordinates;
      const bv = Number.parseFloat(String(f.properties.bv));
      return {
        hip: Number(f.id),
        vector: unitFromRaDec(raFromLongitude(lon), dec),
        mag: Number(f.properties.mag),
        bv: Number.isFinite(bv) ? bv : 0.6,
      };
    })
    .sort((a, b) => a.mag - b.mag);

  const linesJson = readJson<{ features: LinesFeature[] }>('constellations.lines.json');
  const figures = linesJson.features.map((f) => ({
    id: f.id,
    lines: f.geometry.coordinates.map((line) =>
      densify(
        line.map(([lon, dec]) => unitFromRaDec(raFromLongitude(lon), dec)),
        2,
      ),
    ),
  }));

  const namesJson = readJson<{ features: PointFeature[] }>('constellations.json');
  const constellations: ConstellationName[] = namesJson.features.map((f) => {
    const [lon, dec] = f.geometry.coordinates;
    return {
      id: String(f.id),
      name: cleanConstellationName(String(f.properties.tr)),
      rank: Number(f.properties.rank) || 3,
      vector: unitFromRaDec(raFromLongitude(lon), dec),
    };
  });

  const starNamesJson = readJson<Record<string, { name?: string }>>('starnames.json');
  const starNames: StarName[] = [];
  for (const star of stars) {
    if (star.mag > NAMED_STAR_LIMIT && star.hip !== POLARIS_HIP) continue;
    const name = STAR_NAME_TR[star.hip] ?? starNamesJson[String(star.hip)]?.name?.trim();
    if (name) starNames.push({ hip: star.hip, name, mag: star.mag, vector: star.vector });
  }

  return { stars, figures, constellations, starNames };
}

let cached: Catalogue | undefined;

/** The catalogue, parsed on first use (about 30 ms) and kept for the life of the process. */
export function catalogue(): Catalogue {
  cached ??= load();
  return cached;
}
