/**
 * Throughput of the reading API against the framework's floor and the machine's limit, side by
 * side in one run (alternating rounds, medians): a warm GET /api/horoscopes/daily/koc, GET
 * /api/health on the same server, and a bare node:http server answering the reading's bytes.
 * Goal: the reading API at 0.8× /api/health or better. Needs `npm run build` first.
 *
 *   npm run bench:horoscope [-- --rounds 3 --duration 5 --connections 50]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../tests/helpers/server';
import { alternate, machineLine } from './lib';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}

async function main() {
  const rounds = option('rounds', 3);
  const duration = option('duration', 5);
  const connections = option('connections', 50);
  console.log(machineLine());

  const server = await startServer();
  const bare = http.createServer();
  try {
    const readingUrl = `${server.url}/api/horoscopes/daily/koc`;
    // The first request generates and stores the reading; the next ones warm the JIT.
    const first = await fetch(readingUrl);
    if (!first.ok) throw new Error(`Yorum alınamadı: HTTP ${first.status}`);
    const bytes = Buffer.from(await first.arrayBuffer());
    const headers = {
      'Content-Type': first.headers.get('content-type') ?? 'application/json',
      'Cache-Control': first.headers.get('cache-control') ?? 'no-store',
      'Content-Length': String(bytes.length),
    };
    for (let i = 0; i < 300; i++) await (await fetch(readingUrl)).arrayBuffer();

    bare.on('request', (_req, res) => {
      res.writeHead(200, headers);
      res.end(bytes);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    console.log(
      `Yanıt boyutu ${bytes.length} bayt; ${rounds} tur × ${duration} sn, ${connections} bağlantı, sırayla dönüşümlü.`,
    );
    const results = await alternate(
      { 'okuma API': readingUrl, '/api/health': `${server.url}/api/health`, 'yalın node:http': bareUrl },
      { rounds, duration, connections },
    );
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(`${pad('hedef', 18)}${pad('istek/sn (medyan)', 20)}${pad('p99 ms', 10)}hata`);
    for (const [name, r] of Object.entries(results)) {
      console.log(`${pad(name, 18)}${pad(r.rps.toFixed(0), 20)}${pad(String(r.p99), 10)}${r.errors}`);
    }
    const ratio = results['okuma API'].rps / results['/api/health'].rps;
    const ofBare = results['okuma API'].rps / results['yalın node:http'].rps;
    console.log(
      `okuma API / health = ${ratio.toFixed(2)}× (hedef ≥ 0.80×: ${ratio >= 0.8 ? 'tuttu' : 'tutmadı'})`,
    );
    console.log(`okuma API / yalın node:http = ${ofBare.toFixed(3)}×`);
  } finally {
    bare.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
