/**
 * Ephemeris benchmark: accuracy against the Swiss Ephemeris (`swetest`, run as a process) at
 * seeded random instants 1900–2100, and the time per position, for astronomy-engine (the site's
 * ephemeris until 2026) and the ephemeris the site uses now (lib/astro/precise.ts: VSOP87, ELP/MPP02,
 * Meeus's Pluto, swetest's ΔT). Apparent geocentric ecliptic longitude of date.
 *
 *   npm run bench:ephemeris [-- instants]      (default 300 instants)
 */
import { execFileSync } from 'node:child_process';
import * as Astronomy from 'astronomy-engine';
import { BODIES, type Body } from '../lib/astro/bodies';
import { julianDayTT } from '../lib/astro/delta-t';
import { eclipticOf } from '../lib/astro/ephemeris';
import { angleDiff } from '../lib/astro/longitude';
import { meanNodeLongitude } from '../lib/astro/nodes';
import { apparentPosition } from '../lib/astro/precise';
import { formatNumber, machineLine, median } from './lib';

const N = Number(process.argv[2]) || 300;
const FROM = Date.UTC(1900, 0, 1);
const TO = Date.UTC(2100, 11, 31, 23, 59);

const ENGINE: Record<Body, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
};

/** The old ephemeris, as lib/astro/ephemeris.ts computed it with astronomy-engine. */
function engineLongitude(body: Body, at: Date): number {
  if (body === 'sun') return Astronomy.SunPosition(at).elon;
  if (body === 'moon') return Astronomy.EclipticGeoMoon(at).lon;
  return Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE[body], at, true)).elon;
}

let seed = 20261125;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const instants = Array.from(
  { length: N },
  () => new Date((Math.round(FROM + random() * (TO - FROM)) / 1000) * 1000),
);

type Target = Body | 'node';
const TARGETS: Target[] = [...BODIES, 'node'];
const SWE_CODE = '0123456789m';

function swetest(at: Date): number[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const out = execFileSync(
    'swetest',
    [
      `-b${at.getUTCDate()}.${at.getUTCMonth() + 1}.${at.getUTCFullYear()}`,
      `-ut${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`,
      `-p${SWE_CODE}`,
      '-fl',
      '-head',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return out.toString().trim().split('\n').map(Number);
}

console.log(machineLine());
console.log(
  `${formatNumber(N)} instants, 1900–2100, apparent longitude against swetest (Moshier), difference in arcseconds\n`,
);
const oldErr: Record<Target, number[]> = Object.fromEntries(TARGETS.map((t) => [t, []])) as never;
const newErr: Record<Target, number[]> = Object.fromEntries(TARGETS.map((t) => [t, []])) as never;
for (const at of instants) {
  const swe = swetest(at);
  TARGETS.forEach((t, i) => {
    const ours = t === 'node' ? meanNodeLongitude(at) : eclipticOf(t, at).longitude;
    newErr[t].push(Math.abs(angleDiff(ours, swe[i])) * 3600);
    if (t !== 'node') oldErr[t].push(Math.abs(angleDiff(engineLongitude(t, at), swe[i])) * 3600);
  });
}

function perPosition(f: (b: Body, at: Date) => unknown, body: Body): number {
  const sample = instants.slice(0, 200);
  for (const at of sample.slice(0, 20)) f(body, at);
  const t = performance.now();
  for (const at of sample) f(body, at);
  return ((performance.now() - t) * 1000) / sample.length;
}

const LIMIT: Record<Target, number> = {
  sun: 2,
  mercury: 2,
  venus: 2,
  mars: 2,
  jupiter: 2,
  saturn: 2,
  moon: 5,
  uranus: 5,
  neptune: 5,
  pluto: 5,
  node: 1,
};
const f = (v: number) => v.toFixed(2).padStart(8);
const us = (v: number) => v.toFixed(1).padStart(8);
const columns = ['max', 'median', 'µs/pos.'].map((c) => c.padStart(8)).join(' ');
console.log(`${''.padEnd(15)} | ${'astronomy-engine (until 2026)'.padEnd(33)} |  lib/astro/precise (now)`);
console.log(`${'body'.padEnd(8)} ${'bound'.padStart(6)} |        ${columns} |  ${columns}`);
for (const t of TARGETS) {
  const mx = (a: number[]) => Math.max(...a);
  const oldCols =
    t === 'node'
      ? `${''.padStart(8)} ${''.padStart(8)} ${''.padStart(8)}`
      : `${f(mx(oldErr[t]))} ${f(median(oldErr[t]))} ${us(perPosition(engineLongitude, t))}`;
  // Timed below the ephemeris's cache of recent positions, which the accuracy pass has filled.
  const newSpeed =
    t === 'node'
      ? us(perPosition((_b, at) => meanNodeLongitude(at), 'sun'))
      : us(perPosition((b, at) => apparentPosition(b, julianDayTT(at.getTime())), t));
  const ok = mx(newErr[t]) <= LIMIT[t] ? 'ok' : 'EXCEEDED';
  console.log(
    `${t.padEnd(8)} ${String(LIMIT[t]).padStart(5)}″ |        ${oldCols} |  ${f(mx(newErr[t]))} ${f(median(newErr[t]))} ${newSpeed}  ${ok}`,
  );
}
