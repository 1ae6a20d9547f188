/**
 * `count` server processes on one port (node:cluster, WEB_CONCURRENCY > 1): the primary only
 * accepts connections and hands them out, each worker is a full server.ts. What the workers share
 * (the visitor salt, the reading generation lock) lives in the database. It pays only with cores
 * to spare (docs/overload.md).
 *
 * A worker that dies while serving is replaced; one that dies before it ever listened (a taken
 * port, a bad setting) stops the primary with its exit code rather than looping. On SIGTERM or
 * SIGINT each worker shuts down gracefully (lib/http/shutdown.ts) and the primary exits after
 * the last, with the worst exit code among them.
 */
import cluster, { type Worker } from 'node:cluster';

export function runCluster(count: number) {
  let stopping = false;
  let exitCode = 0;
  const listening = new WeakSet<Worker>();
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('listening', (worker) => listening.add(worker));
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  cluster.on('exit', (worker, code) => {
    exitCode = Math.max(exitCode, code ?? 1);
    if (!stopping && !listening.has(worker)) {
      console.error(`Sunucu süreci başlayamadı (çıkış kodu ${code ?? worker.process.signalCode}).`);
      stop('SIGTERM');
    } else if (!stopping) {
      console.error(
        `Sunucu süreci beklenmedik biçimde kapandı (${code ?? worker.process.signalCode}); yenisi başlatılıyor.`,
      );
      exitCode = 0;
      cluster.fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
}
