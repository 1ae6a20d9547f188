/**
 * `count` server processes on one port (node:cluster): the primary only accepts connections and
 * hands them out, so no accept waits behind a busy render. What the processes share (the
 * visitor salt, the reading generation lock) lives in the database. A worker that dies is
 * replaced; on SIGTERM or SIGINT each worker shuts down gracefully and the primary exits after.
 */
import cluster from 'node:cluster';

export function runCluster(count: number) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  cluster.on('exit', () => {
    if (!stopping) cluster.fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
}
