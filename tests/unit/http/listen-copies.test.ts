import net from 'node:net';
import { listenCopies } from '@/lib/http/listen-copies';

/**
 * How many turns of a busy event loop it takes to accept a crowd that arrived at once: the
 * premise (one connection per listening handle per turn, libuv ≥ 1.45) and the remedy (copies
 * of the listening socket, each accepting one per turn). Counted in turns, not time.
 */
const CROWD = 160;

async function turnsToAccept(copyCount: number): Promise<{ turns: number; copies: number }> {
  const sockets: net.Socket[] = [];
  let accepted = 0;
  const take = (socket: net.Socket) => {
    accepted++;
    sockets.push(socket);
  };
  const server = net.createServer(take);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const copies = await listenCopies(server, copyCount, take);
  const { port } = server.address() as net.AddressInfo;
  try {
    // The kernel completes every handshake; the connections wait in its listen queue, while the
    // loop below is busy from its first turn.
    for (let i = 0; i < CROWD; i++) {
      const client = net.connect(port, '127.0.0.1');
      client.on('error', () => {});
      sockets.push(client);
    }
    // A busy loop: each turn does 3 ms of work, as a loaded server's turns do far more.
    const turns = await new Promise<number>((resolve) => {
      let count = 0;
      const turn = () => {
        const until = performance.now() + 3;
        while (performance.now() < until);
        count++;
        if (accepted >= CROWD || count >= CROWD * 2) resolve(count);
        else setImmediate(turn);
      };
      setImmediate(turn);
    });
    expect(accepted).toBe(CROWD);
    return { turns, copies: copies.length };
  } finally {
    for (const s of sockets) s.destroy();
    for (const c of copies) c.close();
    server.close();
  }
}

describe('copies of the listening socket', () => {
  it('are made as asked, each a handle that accepts on its own', async () => {
    const { copies, turns } = await turnsToAccept(31);
    expect(copies).toBe(31);
    // 32 handles: about 32 connections a turn (a few turns of slack for the loop's own work).
    expect(turns).toBeLessThanOrEqual(CROWD / 32 + 6);
  });

  it('are needed: a single handle accepts one connection per turn', async () => {
    const { copies, turns } = await turnsToAccept(0);
    expect(copies).toBe(0);
    expect(turns).toBeGreaterThanOrEqual(CROWD * 0.8);
  });
});
