/**
 * A graceful stop for a node:http server under load: nothing taken is dropped, no client gets
 * a reset. Connections the kernel completed before the signal wait in the listen queue with
 * their requests sent; closing the listener would reset them. So the server keeps accepting
 * until three turns of the event loop bring no new connection (at most `drainMs`), then closes
 * the listener. Every answer not yet begun says `Connection: close` (server.ts adds it to every
 * later one); keep-alive connections are closed once idle (server.close), stuck ones after
 * `graceMs`.
 */
import type { Server, ServerResponse } from 'node:http';

export interface Draining {
  /** Answers whose request has been read and not yet fully answered. */
  inFlight: Set<ServerResponse>;
  /** Connections accepted so far. */
  accepted: () => number;
  /** Runs once every connection is closed; the process then exits 0. */
  finish: () => Promise<void>;
  drainMs?: number;
  graceMs?: number;
}

export function closeGracefully(
  server: Server,
  { inFlight, accepted, finish, drainMs = 5_000, graceMs = 15_000 }: Draining,
) {
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  const until = Date.now() + drainMs;
  let seen = -1;
  let quietTurns = 0;
  const closeWhenQueueEmpty = () => {
    quietTurns = accepted() === seen ? quietTurns + 1 : 0;
    seen = accepted();
    if (quietTurns < 3 && Date.now() < until) return void setImmediate(closeWhenQueueEmpty);
    // Closes idle keep-alive connections now, busy ones as their answers end.
    server.close(() => void finish().then(() => process.exit(0)));
  };
  setImmediate(closeWhenQueueEmpty);
  setTimeout(() => server.closeAllConnections(), graceMs).unref();
}
