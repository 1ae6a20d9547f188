/**
 * Birth-chart benchmark: one chart computed cold (a fresh process: the places file, the ephemeris
 * code) and warm, and place search. Goals (issue #13): a warm chart under 20 ms, a place search
 * under 2 ms, on this 2-core machine.
 *
 *   npm run build && npm run bench:birth-chart
 *
 * 1. In process: the first chart (cold), then 200 different births (warm; nothing is cached between
 *    them), split into its parts; place search over 40 queries typed as visitors type them.
 * 2. Over HTTP against the real production server: /api/birth-chart and /api/places, sequential
 *    with keep-alive, medians and p99.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startServer } from '../tests/helpers/server';
import { formatNumber, machineLine, median, percentile } from './lib';

const ms = (v: number) => `${formatNumber(v, v < 1 ? 3 : 1)} ms`;
const QUERIES = [
  'sisli',
  'kadikoy',
  'izmir',
  'ankara',
  'bornova',
  'cankaya',
  'uskudar',
  'besiktas',
  'antalya',
  'trabzon',
  'erzurum',
  'diyarbakir',
  'konya',
  'eskisehir',
  'gaziantep',
  'samsun',
  'mersin',
  'kayseri',
  'van',
  'bursa',
  'berlin',
  'koln',
  'munich',
  'paris',
  'london',
  'amsterdam',
  'wien',
  'new york',
  'istanbul',
  'merkez bolu',
  'si',
  'an',
  'ka',
  'ba',
  'es',
  'ist',
  'izm',
  'ada',
  'mal',
  'tok',
];

function births(count: number) {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
  const places = ['tr-34-sisli', 'tr-06-cankaya', 'tr-35-bornova', 'tr-07-muratpasa', 'tr-25', 'tr-61'];
  return Array.from({ length: count }, () => {
    const t = Date.UTC(1900, 0, 1) + random() * (Date.UTC(2025, 0, 1) - Date.UTC(1900, 0, 1));
    const iso = new Date(t).toISOString();
    return {
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      place: places[Math.floor(random() * places.length)],
    };
  });
}

async function inProcess() {
  const t0 = performance.now();
  const { computeBirthChart } = await import('../lib/birth-chart/chart');
  const { searchPlaces } = await import('../lib/birth-chart/places');
  const loaded = performance.now() - t0;
  const c0 = performance.now();
  computeBirthChart({ date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' });
  const cold = performance.now() - c0;

  const warm: number[] = [];
  for (const b of births(200)) {
    const s = performance.now();
    computeBirthChart(b);
    warm.push(performance.now() - s);
  }
  const unknown: number[] = [];
  for (const b of births(50)) {
    const s = performance.now();
    computeBirthChart({ ...b, time: null });
    unknown.push(performance.now() - s);
  }
  const s0 = performance.now();
  searchPlaces('sisli');
  const firstSearch = performance.now() - s0;
  const search: number[] = [];
  for (let round = 0; round < 25; round++) {
    for (const q of QUERIES) {
      const s = performance.now();
      searchPlaces(q);
      search.push(performance.now() - s);
    }
  }
  console.log('\nIn process:');
  console.log(`  loading the modules: ${ms(loaded)}`);
  console.log(`  first chart (cold: the places file and the ephemeris the first time): ${ms(cold)}`);
  console.log(
    `  warm chart (200 different births): median ${ms(median(warm))}, p99 ${ms(percentile(warm, 99))}, slowest ${ms(Math.max(...warm))}`,
  );
  console.log(`  birth time unknown (50): median ${ms(median(unknown))}`);
  console.log(`  first place search (the search index is built): ${ms(firstSearch)}`);
  console.log(
    `  place search (${QUERIES.length} queries × 25): median ${ms(median(search))}, p99 ${ms(percentile(search, 99))}, slowest ${ms(Math.max(...search))}`,
  );
  return { cold, warm: median(warm), search: median(search), searchP99: percentile(search, 99) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timed(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - t0)
            : reject(new Error(`${res.statusCode}: ${url}`)),
        );
      })
      .on('error', reject);
  });
}

async function overHttp() {
  const server = await startServer();
  try {
    const chartUrl = (b: { date: string; time: string; place: string }) =>
      `${server.url}/api/birth-chart?date=${b.date}&time=${b.time}&place=${b.place}`;
    const first = await timed(chartUrl({ date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' }));
    const charts: number[] = [];
    for (const b of births(200)) charts.push(await timed(chartUrl(b)));
    const places: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of QUERIES)
        places.push(await timed(`${server.url}/api/places?q=${encodeURIComponent(q)}`));
    }
    console.log('\nOver HTTP (the real production server, keep-alive, sequential):');
    console.log(`  first /api/birth-chart (the route and its data the first time): ${ms(first)}`);
    console.log(
      `  /api/birth-chart (200 different births): median ${ms(median(charts))}, p99 ${ms(percentile(charts, 99))}`,
    );
    console.log(
      `  /api/places (${places.length} requests): median ${ms(median(places))}, p99 ${ms(percentile(places, 99))}`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function main() {
  console.log('Birth-chart benchmark');
  console.log(machineLine());
  const r = await inProcess();
  if (!process.argv.includes('--no-http')) await overHttp();
  console.log('\nGoals: warm chart < 20 ms, place search < 2 ms');
  console.log(
    `  warm chart (median) ${ms(r.warm)} ${r.warm < 20 ? '✓' : '✗'} · place search (median) ${ms(r.search)} ${r.search < 2 ? '✓' : '✗'} (p99 ${ms(r.searchP99)}) · cold chart ${ms(r.cold)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
