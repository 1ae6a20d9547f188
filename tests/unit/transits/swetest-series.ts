/**
 * swetest (run as a process, never imported) for the transit tests: one body at one instant with
 * its speed, and a series of positions of the planets at a fixed step in one run.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const CODES: Record<string, string> = {
  sun: '0',
  moon: '1',
  mercury: '2',
  venus: '3',
  mars: '4',
  jupiter: '5',
  saturn: '6',
  uranus: '7',
  neptune: '8',
  pluto: '9',
};
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
};

function utArgs(at: Date): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = at.getUTCSeconds() + at.getUTCMilliseconds() / 1000;
  return [
    `-b${at.getUTCDate()}.${at.getUTCMonth() + 1}.${at.getUTCFullYear()}`,
    `-ut${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${seconds.toFixed(3).padStart(6, '0')}`,
  ];
}

/** A body's longitude and speed (degrees, degrees a day) at a UT instant. */
export async function sweBody(body: string, at: Date): Promise<{ longitude: number; speed: number }> {
  const { stdout } = await run('swetest', [...utArgs(at), `-p${CODES[body]}`, '-fls', '-head']);
  const m = /^\s*(-?[\d.]+)\s+(-?[\d.]+)/m.exec(stdout);
  if (!m) throw new Error(`swetest: ${stdout}`);
  return { longitude: Number(m[1]), speed: Number(m[2]) };
}

/**
 * Longitudes of Sun and Mercury to Pluto every `stepDays` from `start` for `count` steps: for each
 * body, the array of longitudes in time order.
 */
export async function sweSeries(
  start: Date,
  stepDays: number,
  count: number,
): Promise<Record<string, number[]>> {
  const { stdout } = await run(
    'swetest',
    [...utArgs(start), '-p023456789', `-n${count}`, `-s${stepDays}`, '-fPl', '-head'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const out: Record<string, number[]> = {};
  for (const line of stdout.split('\n')) {
    const m = /^(Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\s+(-?[\d.]+)/.exec(line);
    if (m) (out[NAMES[m[1]]] ??= []).push(Number(m[2]));
  }
  return out;
}
