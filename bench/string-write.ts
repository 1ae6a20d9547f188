/**
 * Why the reading pages keep under 65,536 characters (docs/performance.md, "Page weight"): Next
 * answers a kept page with `res.end(html)`, and Node writes a string with Turkish letters (which
 * JavaScript keeps at two bytes a character) more slowly past 65,536 characters. This measures
 * the server's CPU time per answer for a page-like string just under and just over that mark, the
 * same bytes as a Buffer, and an ASCII string of the same length; each variant in a fresh server
 * process at a fixed request rate, alternating rounds, medians.
 *
 *   npm run bench:string-write [-- --rounds 3 --duration 3 --rate 800]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { machineLine, median, option, rotation } from './lib';

const VARIANTS = {
  'Turkish string, 60,000 characters': { chars: 60_000, kind: 'turkish' },
  'Turkish string, 64,000 characters': { chars: 64_000, kind: 'turkish' },
  'Turkish string, 67,000 characters': { chars: 67_000, kind: 'turkish' },
  'Turkish string, 75,000 characters': { chars: 75_000, kind: 'turkish' },
  'the same 75,000 as a Buffer': { chars: 75_000, kind: 'buffer' },
  'ASCII string, 75,000 characters': { chars: 75_000, kind: 'ascii' },
} as const;

/** A server answering every request with one body; on SIGTERM it prints its CPU µs per answer. */
const SERVER = `
const http = require('node:http');
const [chars, kind] = [Number(process.argv[1]), process.argv[2]];
const text = 'Güneş ışığında İkizler ve Yengeç: <p class="reading-text">çığ öğütür şüphe</p> ';
let body = (kind === 'ascii' ? 'Gunes isiginda <p>cig ogutur suphe</p> ' : text).repeat(Math.ceil(chars / 40)).slice(0, chars);
if (kind === 'buffer') body = Buffer.from(body);
let served = 0, start;
const server = http.createServer((req, res) => {
  if (served++ === 0) start = process.cpuUsage();
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => {
  const used = process.cpuUsage(start);
  console.log(JSON.stringify({ served, usPerAnswer: (used.user + used.system) / Math.max(1, served - 1) }));
  process.exit(0);
});
`;

async function measure(chars: number, kind: string, duration: number, rate: number): Promise<number> {
  const child = spawn(process.execPath, ['-e', SERVER, String(chars), kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => lines.push(...d.trim().split('\n')));
  while (lines.length === 0) await new Promise((r) => setTimeout(r, 20));
  const url = `http://127.0.0.1:${lines[0]}/`;
  await autocannon({ url, connections: 50, duration, overallRate: rate });
  child.kill('SIGTERM');
  await once(child, 'exit');
  return JSON.parse(lines.at(-1)!).usPerAnswer;
}

async function main() {
  const rounds = option('rounds', 3);
  const duration = option('duration', 3);
  const rate = option('rate', 800);
  console.log(machineLine());
  console.log(
    `${rounds} rounds × ${duration} s at ${rate} requests/s, 50 connections, alternating, rotating.`,
  );
  const samples = new Map<string, number[]>(Object.keys(VARIANTS).map((label) => [label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [label, { chars, kind }] of rotation(Object.entries(VARIANTS), round)) {
      samples.get(label)!.push(await measure(chars, kind, duration, rate));
    }
  }
  console.log(`${'response body'.padEnd(38)}server CPU per answer (median)`);
  for (const [label, values] of samples) console.log(`${label.padEnd(38)}${median(values).toFixed(0)} µs`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
