/**
 * Sky-calendar benchmark: how long one year's events take to compute the first time (cold, in
 * this process, as the server does once per year: no search of that year kept yet), the same
 * split by search (each part cold again), and how fast the cached year is answered.
 *
 *   npm run bench:sky-calendar [-- 2026 2031 …]
 *
 * Old and new code side by side on a noisy machine: bench/ab-search.ts.
 */
import { computeSkyCalendar, calendarYearBounds, skyCalendar } from '../lib/astro/calendar';
import { lunarEclipsesBetween, solarEclipsesBetween } from '../lib/astro/eclipses';
import {
  forgetSearches,
  ingressesBetween,
  lunationsBetween,
  retrogradeLoopsOverlapping,
} from '../lib/astro/search';
import { cachedIcs, skyCalendarFeed, skyCalendarIcs, FEED_TYPES } from '../lib/api/sky-calendar-ics';
import { machineLine, median } from './lib';

const args = process.argv.slice(2).map(Number).filter(Number.isInteger);
const YEARS = args.length ? args : [1905, 1950, 2003, 2019, 2027, 2043, 2070, 2095];
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
console.log('year  total    new/full moons    ingresses       retro+stations   eclipses     events');
for (const year of YEARS) {
  const { start, end } = calendarYearBounds(year);
  // The whole year first, truly cold; then each search again from nothing.
  const [total, cal] = time(() => computeSkyCalendar(year));
  const cold = <T>(f: () => T) => {
    forgetSearches();
    return time(f);
  };
  const [lun] = cold(() => lunationsBetween(start, end));
  const [ing] = cold(() => ingressesBetween(start, end));
  const [loops] = cold(() => retrogradeLoopsOverlapping(start, end));
  const [ecl] = cold(() => [solarEclipsesBetween(start, end), lunarEclipsesBetween(start, end)]);
  totals.push(total);
  console.log(
    `${year}  ${ms(total).padStart(7)}  ${ms(lun).padStart(15)}  ${ms(ing).padStart(14)}  ${ms(loops).padStart(15)}  ${ms(ecl).padStart(11)}  ${String(cal.events.length).padStart(11)}`,
  );
}
skyCalendar(YEARS[0]);
const cached: number[] = [];
for (let i = 0; i < 1000; i++) cached.push(time(() => skyCalendar(YEARS[0]))[0]);
console.log(
  `\ncold year (median of ${YEARS.length} years): ${ms(median(totals))}, worst ${ms(Math.max(...totals))}`,
);
console.log(`cached (median of 1,000 calls): ${(median(cached) * 1000).toFixed(1)} µs`);
const size = Buffer.byteLength(JSON.stringify(skyCalendar(YEARS[0])));
console.log(`one year's JSON: ${(size / 1024).toFixed(1)} kB`);

// The .ics answers from cached years: the year file with reminders, and the three-year feed.
const stamp = new Date();
const icsTimes: number[] = [];
const feedTimes: number[] = [];
const around = [YEARS[0] - 1, YEARS[0], YEARS[0] + 1].flatMap((y) => skyCalendar(y).events);
for (let i = 0; i < 50; i++) {
  icsTimes.push(
    time(() => skyCalendarIcs(skyCalendar(YEARS[0]), 'https://example.org', stamp, { alarm: '1d' }))[0],
  );
  feedTimes.push(
    time(() => skyCalendarFeed(around, FEED_TYPES, 'https://example.org', stamp, { alarm: '1h' }))[0],
  );
}
console.log(`the year's .ics file, with alarms (median of 50): ${median(icsTimes).toFixed(2)} ms`);
console.log(`three-year subscription feed (median of 50): ${median(feedTimes).toFixed(2)} ms`);
// What the routes answer after the first request of the day (cachedIcs).
cachedIcs('bench', () => skyCalendarFeed(around, FEED_TYPES, 'https://example.org', stamp, { alarm: '1h' }));
const cachedFeed: number[] = [];
for (let i = 0; i < 1000; i++) cachedFeed.push(time(() => cachedIcs('bench', () => ''))[0]);
console.log(`feed and .ics, cached (median of 1,000 calls): ${(median(cachedFeed) * 1000).toFixed(1)} µs`);
