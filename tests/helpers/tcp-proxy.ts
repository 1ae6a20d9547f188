import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that the test can cut and restore, or freeze (bytes are
 * held, connections stay open: a database that stopped answering without going away).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  private readonly held: Array<() => void> = [];

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  start(listenPort = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(this.port, this.host);
        for (const s of [client, upstream]) {
          this.sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => {
            this.sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        const relay = (from: net.Socket, to: net.Socket) =>
          from.on('data', (chunk) => {
            if (this.frozen) this.held.push(() => to.write(chunk));
            else to.write(chunk);
          });
        relay(client, upstream);
        relay(upstream, client);
      });
      server.on('error', reject);
      server.listen(listenPort, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
      this.server = server;
    });
  }

  /** Holds every byte in both directions until `thaw`. */
  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const send of this.held.splice(0)) send();
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.held.length = 0;
    this.frozen = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
