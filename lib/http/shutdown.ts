/**
 * A graceful stop for a node:http server under load: nothing taken is dropped, no client gets
 * a reset.
 * - Connections the kernel completed before the signal wait in the listen queue with their
 *   requests sent; closing the listener would reset them. So the server keeps accepting until
 *   three turns of the event loop and `quietMs` bring no new connection (at most `drainMs`): a
 *   cluster worker gets its connections from the primary, which may still be emptying the queue.
 * - Then it stops listening, but does not close "idle" connections at once as http's close()
 *   would: a connection just accepted has not had its request read yet and counts as idle, and a
 *   keep-alive client sends its next request the moment an answer arrives. Every answer not yet
 *   begun says `Connection: close` (server.ts adds it to every later one), so busy connections
 *   close as their answers end. Connections that stay idle are closed by the server's own
 *   keep-alive timeout, the moment clients expect: closing them earlier races with a request the
 *   client is sending at that instant, and that client sees a reset. Stuck ones are cut after
 *   `graceMs`.
 */
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface Draining {
  /** Answers whose request has been read and not yet fully answered. */
  inFlight: Set<ServerResponse>;
  /** Connections accepted so far. */
  accepted: () => number;
  /** Runs once every connection is closed; the process then exits 0. */
  finish: () => Promise<void>;
  drainMs?: number;
  quietMs?: number;
  graceMs?: number;
}

export function closeGracefully(
  server: Server,
  { inFlight, accepted, finish, drainMs = 10_000, quietMs = 250, graceMs = 20_000 }: Draining,
) {
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  const started = Date.now();
  let seen = -1;
  let quietTurns = 0;
  let quietSince = Date.now();
  const stopListening = () => {
    // net's close: stop accepting, call back once every connection has ended (http's close
    // would also cut the idle ones now).
    net.Server.prototype.close.call(server, () => void finish().then(() => process.exit(0)));
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  };
  const closeWhenQueueEmpty = () => {
    const now = Date.now();
    if (accepted() === seen) quietTurns++;
    else [quietTurns, quietSince] = [0, now];
    seen = accepted();
    const quiet = quietTurns >= 3 && now - quietSince >= quietMs;
    if (quiet || now - started >= drainMs) stopListening();
    else if (quietTurns < 3) setImmediate(closeWhenQueueEmpty);
    else setTimeout(closeWhenQueueEmpty, 10);
  };
  setImmediate(closeWhenQueueEmpty);
}
