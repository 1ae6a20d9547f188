/**
 * Sky-calendar benchmark: how long one year's events take to compute the first time (cold, in
 * this process, as the server does once per year) and split by search, and how fast the cached
 * year is answered.
 *
 *   npm run bench:sky-calendar [-- 2026 2031 …]
 */
import { computeSkyCalendar, calendarYearBounds, skyCalendar } from '../lib/astro/calendar';
import { lunarEclipsesBetween, solarEclipsesBetween } from '../lib/astro/eclipses';
import { ingressesBetween, lunationsBetween, retrogradeLoopsOverlapping } from '../lib/astro/search';
import { machineLine, median } from './lib';

const args = process.argv.slice(2).map(Number).filter(Number.isInteger);
const YEARS = args.length ? args : [2003, 2011, 2019, 2027, 2035, 2043];
const ms = (v: number) => `${v.toFixed(0)} ms`;

function time<T>(f: () => T): [number, T] {
  const t = performance.now();
  const v = f();
  return [performance.now() - t, v];
}

// Warm the engine's own tables once so the first year does not pay for module loading.
computeSkyCalendar(2000);

const totals: number[] = [];
console.log(machineLine());
console.log('yıl   toplam   yeni ay/dolunay   burç değişimi   retro+istasyon   tutulmalar   olay sayısı');
for (const year of YEARS) {
  const { start, end } = calendarYearBounds(year);
  const [lun] = time(() => lunationsBetween(start, end));
  const [ing] = time(() => ingressesBetween(start, end));
  const [loops] = time(() => retrogradeLoopsOverlapping(start, end));
  const [ecl] = time(() => [solarEclipsesBetween(start, end), lunarEclipsesBetween(start, end)]);
  const [total, cal] = time(() => computeSkyCalendar(year));
  totals.push(total);
  console.log(
    `${year}  ${ms(total).padStart(7)}  ${ms(lun).padStart(15)}  ${ms(ing).padStart(14)}  ${ms(loops).padStart(15)}  ${ms(ecl).padStart(11)}  ${String(cal.events.length).padStart(11)}`,
  );
}
skyCalendar(YEARS[0]);
const cached: number[] = [];
for (let i = 0; i < 1000; i++) cached.push(time(() => skyCalendar(YEARS[0]))[0]);
console.log(
  `\nsoğuk yıl (medyan ${YEARS.length} yıl): ${ms(median(totals))}, en kötü ${ms(Math.max(...totals))}`,
);
console.log(`önbellekten (medyan 1000 çağrı): ${(median(cached) * 1000).toFixed(1)} µs`);
const size = Buffer.byteLength(JSON.stringify(skyCalendar(YEARS[0])));
console.log(`bir yılın JSON boyutu: ${(size / 1024).toFixed(1)} kB`);
