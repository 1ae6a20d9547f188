/**
 * The Swiss Ephemeris test program (`swetest`, Debian package `swetest`, AGPL) as an outside oracle:
 * run as a child process, never imported or shipped. Without its data files it uses the Moshier
 * ephemeris (sub-arcsecond for the planets). Its defaults are what a chart needs: geocentric,
 * apparent positions (light time, aberration) in the true ecliptic and equinox of date.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const SWETEST_AVAILABLE = !spawnSync('swetest', ['-h'], { stdio: 'ignore' }).error;

/** Prints once, so a run without swetest says why its tests did not run. */
export function reportMissingSwetest(what: string): void {
  if (!SWETEST_AVAILABLE) {
    console.warn(
      `swetest bulunamadı: ${what} atlandı. Kurmak için: apt-get install -y swetest (CI .ci/run bunu yapar).`,
    );
  }
}

export const SWE_HOUSE_CODE = { placidus: 'P', 'whole-sign': 'W', equal: 'E', porphyry: 'O' } as const;

export interface SweBody {
  longitude: number;
  latitude: number;
  speed: number;
}

export interface SweChart {
  bodies: Record<string, SweBody>;
  cusps: number[];
  ascendant: number;
  midheaven: number;
  /** swetest printed that Placidus failed and Porphyry was used. */
  placidusFailed: boolean;
}

const NAMES: Record<string, string> = {
  Sun: 'sun',
  Moon: 'moon',
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
  Uranus: 'uranus',
  Neptune: 'neptune',
  Pluto: 'pluto',
  'mean Node': 'north-node',
};

function utParts(at: Date): { date: string; time: string } {
  const d = at.getUTCDate();
  const m = at.getUTCMonth() + 1;
  const y = at.getUTCFullYear();
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = at.getUTCSeconds() + at.getUTCMilliseconds() / 1000;
  return {
    date: `${d}.${m}.${y}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${seconds.toFixed(3).padStart(6, '0')}`,
  };
}

/** Positions (with speeds), cusps and angles at a UT instant and a place. */
export async function sweChart(
  at: Date,
  latitude: number,
  longitude: number,
  system: keyof typeof SWE_HOUSE_CODE = 'placidus',
): Promise<SweChart> {
  const { date, time } = utParts(at);
  const { stdout, stderr } = await run('swetest', [
    `-b${date}`,
    `-ut${time}`,
    '-p0123456789m',
    `-house${longitude},${latitude},${SWE_HOUSE_CODE[system]}`,
    '-fPlbs',
    '-head',
  ]);
  const bodies: Record<string, SweBody> = {};
  const cusps: number[] = [];
  let ascendant = NaN;
  let midheaven = NaN;
  for (const line of stdout.split('\n')) {
    const house = /^house\s+(\d+)\s+(-?[\d.]+)/.exec(line);
    if (house) {
      cusps[Number(house[1]) - 1] = Number(house[2]);
      continue;
    }
    const m =
      /^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|mean Node)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)/.exec(
        line,
      );
    if (m) {
      bodies[NAMES[m[1]]] = { longitude: Number(m[2]), latitude: Number(m[3]), speed: Number(m[4]) };
      continue;
    }
    const asc = /^Ascendant\s+(-?[\d.]+)/.exec(line);
    if (asc) ascendant = Number(asc[1]);
    const mc = /^MC\s+(-?[\d.]+)/.exec(line);
    if (mc) midheaven = Number(mc[1]);
  }
  if (cusps.length !== 12 || Object.keys(bodies).length !== 11 || Number.isNaN(ascendant)) {
    throw new Error(`swetest çıktısı okunamadı:\n${stdout}\n${stderr}`);
  }
  return { bodies, cusps, ascendant, midheaven, placidusFailed: /Placidus failed/.test(stdout + stderr) };
}

/** Runs tasks with at most `limit` at once (the machine is shared). */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
