/**
 * Moon-calendar and planetary-hours benchmark: a month of the Moon computed the first time (cold:
 * its ingress, aspect and lunation searches not yet cached in this process), the cached month,
 * and a date's planetary hours cold and cached.
 *
 *   npm run bench:moon-calendar [-- 2026-11 1950-06 …]
 */
import { placeById } from '../lib/birth-chart/places';
import { computeMoonMonth, moonMonth } from '../lib/moon';
import { computePlanetaryHours, planetaryHours } from '../lib/planetary-hours';
import { machineLine, median } from './lib';

const args = process.argv.slice(2).filter((a) => /^\d{4}-\d{2}$/.test(a));
// Months years apart, so that no month reuses another's cached searches.
const MONTHS = args.length
  ? args
  : ['1903-02', '1938-07', '1966-11', '2001-04', '2026-11', '2049-09', '2077-01', '2099-12'];
const ms = (v: number) => `${v.toFixed(0)} ms`;

function time<T>(f: () => T): [number, T] {
  const t = performance.now();
  const v = f();
  return [performance.now() - t, v];
}

const istanbul = placeById('tr-34')!;
const van = placeById('tr-65')!;
// Module loading and the engine's own tables, paid once per process, not per month.
computeMoonMonth(1985, 5, istanbul);

console.log(machineLine());
console.log('month     cold    days void periods  sign changes');
const cold: number[] = [];
for (const m of MONTHS) {
  const [y, mo] = m.split('-').map(Number);
  const [t, month] = time(() => computeMoonMonth(y, mo, istanbul));
  cold.push(t);
  const voids = new Set(month.days.flatMap((d) => d.voidOfCourse.map((v) => v.start))).size;
  const ingresses = month.days.filter((d) => d.ingress).length;
  console.log(
    `${m}  ${ms(t).padStart(7)}  ${String(month.days.length).padStart(3)}  ${String(voids).padStart(13)}  ${String(ingresses).padStart(11)}`,
  );
}
// Another province, same month: the searches are shared, only rise and set are new.
const [otherPlace] = time(() => computeMoonMonth(2026, 11, van));
moonMonth(2026, 11, istanbul);
const cached: number[] = [];
for (let i = 0; i < 1000; i++) cached.push(time(() => moonMonth(2026, 11, istanbul))[0]);
console.log(
  `\ncold month (median of ${MONTHS.length} months): ${ms(median(cold))}, worst ${ms(Math.max(...cold))}`,
);
console.log(`the same month in another province (Van): ${ms(otherPlace)}`);
console.log(`cached month (median of 1,000 calls): ${(median(cached) * 1000).toFixed(1)} µs`);
console.log(
  `one month's JSON: ${(Buffer.byteLength(JSON.stringify(moonMonth(2026, 11, istanbul))) / 1024).toFixed(1)} kB`,
);

const hoursCold: number[] = [];
for (const d of ['1931-03-02', '1977-08-19', '2026-11-26', '2063-05-05', '2100-12-31']) {
  hoursCold.push(time(() => computePlanetaryHours(d, istanbul))[0]);
}
planetaryHours('2026-11-26', istanbul);
const hoursCached: number[] = [];
for (let i = 0; i < 1000; i++) hoursCached.push(time(() => planetaryHours('2026-11-26', istanbul))[0]);
console.log(
  `\nplanetary hours, cold (median of 5 dates): ${median(hoursCold).toFixed(1)} ms, worst ${Math.max(...hoursCold).toFixed(1)} ms`,
);
console.log(`planetary hours, cached (median of 1,000 calls): ${(median(hoursCached) * 1000).toFixed(1)} µs`);
