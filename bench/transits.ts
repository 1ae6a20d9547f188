/**
 * Server CPU of the personal-sky answers, warm, on the production server: a 30-day and a 366-day
 * transits answer and a personal reading, for a handful of charts, each asked several times.
 * Server CPU is read from /proc for the server's process around each request (the server does
 * nothing else meanwhile). Prints the medians. Needs `npm run build` first.
 * Run: npm run bench:transits
 */
import { cpuMs } from '../tests/helpers/proc';
import { startServer } from '../tests/helpers/server';

const CHARTS = [
  { date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' },
  { date: '1990-05-17', time: '14:20', place: 'tr-06' },
  { date: '1965-11-30', place: 'tr-35' },
  { date: '2001-07-04', time: '23:05', place: 'g2950159' },
];
const ROUNDS = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const server = await startServer();
  try {
    const cases: [string, string, Record<string, string | number>][] = [
      ['transits, 30 days', '/api/transits', { from: '2027-03-01', days: 30 }],
      ['transits, 366 days', '/api/transits', { from: '2027-03-01', days: 366 }],
      ['personal reading', '/api/personal-reading', { day: '2027-03-10' }],
    ];
    for (const [name, path, extra] of cases) {
      const samples: number[] = [];
      const wall: number[] = [];
      for (const chart of CHARTS) {
        const body = JSON.stringify({ ...chart, ...extra });
        const ask = () =>
          fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
        await (await ask()).text(); // warm: the same chart and window once before measuring
        for (let i = 0; i < ROUNDS; i++) {
          const before = cpuMs(server.pids());
          const t0 = performance.now();
          const res = await ask();
          await res.text();
          wall.push(performance.now() - t0);
          samples.push(cpuMs(server.pids()) - before);
          if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
        }
      }
      console.log(
        `${name.padEnd(20)} server CPU median ${median(samples).toFixed(0)} ms (tick 10 ms), wall median ${median(wall).toFixed(0)} ms, n=${samples.length}`,
      );
    }
  } finally {
    await server.stop();
  }
}

void main();
