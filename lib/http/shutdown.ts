/**
 * A graceful stop for a node:http server under load: nothing taken is dropped, no client gets
 * a reset. Connections the kernel completed before the signal wait in the listen queue with
 * their requests sent; closing the listener would reset them. So the server keeps accepting
 * until three turns of the event loop bring no new connection (at most `drainMs`), then closes
 * the listener. Every answer not yet begun says `Connection: close` (server.ts adds it to every
 * later one). A keep-alive client sends its next request the moment an answer arrives, so closing
 * "idle" connections at the signal would cut requests already on the wire (a reset): for
 * `idleGraceMs` the connections in use get their `Connection: close` answer first; then the
 * listener closes, idle keep-alive connections with it (server.close), stuck ones after `graceMs`.
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
  idleGraceMs?: number;
  graceMs?: number;
}

export function closeGracefully(
  server: Server,
  { inFlight, accepted, finish, drainMs = 10_000, idleGraceMs = 1_000, graceMs = 20_000 }: Draining,
) {
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  const started = Date.now();
  let seen = -1;
  let quietTurns = 0;
  const closeWhenQueueEmpty = () => {
    quietTurns = accepted() === seen ? quietTurns + 1 : 0;
    seen = accepted();
    const elapsed = Date.now() - started;
    if ((quietTurns < 3 || elapsed < idleGraceMs) && elapsed < drainMs) {
      // Turn quickly while connections may still wait in the queue; then just wait out the grace.
      if (quietTurns < 3) setImmediate(closeWhenQueueEmpty);
      else setTimeout(closeWhenQueueEmpty, 10);
      return;
    }
    // Closes idle keep-alive connections now, busy ones as their answers end.
    server.close(() => void finish().then(() => process.exit(0)));
  };
  setImmediate(closeWhenQueueEmpty);
  setTimeout(() => server.closeAllConnections(), graceMs).unref();
}
