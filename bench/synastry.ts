/**
 * Server CPU per synastry answer, warm, on the production server (POST /api/synastry, as the page
 * asks): for a handful of pairs (known and unknown birth times), batches of requests in a row, the
 * server's CPU read from /proc around each batch (the server does nothing else meanwhile) and
 * divided by the batch size, so the 10 ms clock tick does not blur a figure of tens of ms. Also the
 * domain alone in this process (two charts, comparison, reading, wire check), and a sign-pair page
 * (/ask-uyumu/koc-terazi) side by side with the prerendered /gizlilik, the framework's floor.
 * Target: median under 60 ms of server CPU per answer. Needs `npm run build` first.
 *
 *   npm run bench:synastry [-- --batches 6 --batch 10 --duration 3 --rounds 3]
 */
import { parseSynastryBody } from '../lib/api/synastry';
import { synastryData } from '../lib/api/synastry-answer';
import { istanbulDay } from '../lib/time/zone';
import { cpuMs } from '../tests/helpers/proc';
import { startServer } from '../tests/helpers/server';
import { alternate, formatNumber, machineLine, median, option } from './lib';

const PAIRS = [
  {
    a: { date: '1985-04-12', time: '14:20', place: 'tr-34-kadikoy' },
    b: { date: '1988-10-03', time: '07:45', place: 'tr-06' },
  },
  {
    a: { date: '1979-01-10', time: '08:15', place: 'tr-34-sisli' },
    b: { date: '1981-06-05', time: '19:30', place: 'g2950159' },
  },
  { a: { date: '1965-11-30', place: 'tr-35' }, b: { date: '1968-02-14', time: '03:10', place: 'tr-16' } },
  {
    a: {
      date: '2001-07-04',
      time: '23:05',
      latitude: 40.7128,
      longitude: -74.006,
      timeZone: 'America/New_York',
    },
    b: { date: '1999-12-31', place: 'tr-01' },
  },
];

async function main() {
  const batches = option('batches', 6);
  const batch = option('batch', 10);
  console.log(machineLine());

  // The domain alone, in this process: warm, then timed.
  const today = istanbulDay();
  const bodies = PAIRS.map((p) => JSON.stringify(p));
  for (const body of bodies) synastryData(parseSynastryBody(body, today));
  const inProcess: number[] = [];
  for (let r = 0; r < 10; r++) {
    for (const body of bodies) {
      const t0 = performance.now();
      synastryData(parseSynastryBody(body, today));
      inProcess.push(performance.now() - t0);
    }
  }
  console.log(
    `domain in process (parse, two charts, comparison, reading, wire check): median ${median(inProcess).toFixed(1)} ms, n=${inProcess.length}`,
  );

  const server = await startServer();
  try {
    const ask = (body: string) =>
      fetch(`${server.url}/api/synastry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const perAnswer: number[] = [];
    const wall: number[] = [];
    for (const body of bodies) {
      for (let i = 0; i < 3; i++) await (await ask(body)).text(); // warm the JIT on this pair
      for (let k = 0; k < batches; k++) {
        const before = cpuMs(server.pids());
        for (let i = 0; i < batch; i++) {
          const t0 = performance.now();
          const res = await ask(body);
          await res.text();
          wall.push(performance.now() - t0);
          if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        }
        perAnswer.push((cpuMs(server.pids()) - before) / batch);
      }
    }
    const m = median(perAnswer);
    console.log(
      `POST /api/synastry: server CPU median ${m.toFixed(1)} ms per answer (${perAnswer.length} batches of ${batch}), wall median ${median(wall).toFixed(1)} ms; target < 60 ms: ${m < 60 ? 'met' : 'NOT met'}`,
    );

    // The pair page against the floor, both prerendered; Next compresses each answer per request,
    // so the page's size counts: printed, and measured both uncompressed and as a browser asks.
    const pair = '/ask-uyumu/koc-terazi';
    const floor = '/gizlilik';
    for (const p of [pair, floor]) {
      const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'identity' } });
      const bytes = (await res.arrayBuffer()).byteLength;
      console.log(`${p.padEnd(24)} HTTP ${res.status}, ${formatNumber(bytes)} bytes uncompressed`);
      for (let i = 0; i < 50; i++) await (await fetch(`${server.url}${p}`)).arrayBuffer();
    }
    for (const [label, headers] of [
      ['uncompressed (no Accept-Encoding)', {}],
      ['as a browser asks (Accept-Encoding: gzip, br)', { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const results = await alternate(
        { [pair]: `${server.url}${pair}`, [floor]: `${server.url}${floor}` },
        { rounds: option('rounds', 3), duration: option('duration', 3), connections: 50, headers },
      );
      console.log(label);
      for (const [p, r] of Object.entries(results))
        console.log(
          `  ${p.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s (median), p99 ${r.p99} ms, errors ${r.errors}`,
        );
      console.log(`  ${pair} / ${floor} = ${(results[pair].rps / results[floor].rps).toFixed(2)}×`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
