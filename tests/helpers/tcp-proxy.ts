import net from 'node:net';

/** A TCP relay in front of PostgreSQL that the test can cut and restore. */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

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
        client.pipe(upstream).pipe(client);
      });
      server.on('error', reject);
      server.listen(listenPort, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
      this.server = server;
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
