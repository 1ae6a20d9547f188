import net from 'node:net';
import { AnalyticsRecorder } from '@/lib/analytics/recorder';
import { dailyReport } from '@/lib/analytics/reports';
import { writeEvents } from '@/lib/analytics/store';
import { openDatabase } from '@/lib/db';
import { temporaryPostgresDatabase } from '../../helpers/engines';
import { event } from '../../unit/analytics/fixtures';

/**
 * A batch whose COMMIT reached PostgreSQL but whose reply never came back (the connection cut
 * right then): the recorder tries it again under the same id, the store finds the id and skips it,
 * so 30 requests count 30 (they counted 38 before). The cut connection is handled, never an
 * uncaught exception.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

/** A relay that cuts the connection instead of passing on the first COMMIT reply once armed. */
function commitReplyDropper(host: string, port: number) {
  let armed = false;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (c) => upstream.write(c));
    upstream.on('data', (c: Buffer) => {
      // CommandComplete ('C') with the tag COMMIT: the transaction is stored; its reply is lost.
      if (armed && c.includes(Buffer.from('COMMIT\0'))) {
        armed = false;
        dropped++;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(c);
    });
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    arm: () => (armed = true),
    dropped: () => dropped,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

onPostgres(
  'a batch retried after a lost COMMIT reply is counted once',
  async () => {
    const { url, drop } = await temporaryPostgresDatabase();
    const target = new URL(url);
    const relay = commitReplyDropper(target.hostname, Number(target.port || 5432));
    const via = new URL(url);
    via.host = `127.0.0.1:${await relay.listen()}`;
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const handle = await openDatabase({ databaseUrl: via.toString(), dataDir: '/nonexistent' });
    const errors: string[] = [];
    const spy = jest
      .spyOn(console, 'error')
      .mockImplementation((...args) => void errors.push(args.join(' ')));
    try {
      const recorder = new AnalyticsRecorder(
        (batch, id) => writeEvents(handle.db, batch, id).then(() => {}),
        {
          log: (m) => errors.push(m),
        },
      );
      for (let i = 0; i < 30; i++) recorder.record(event({ path: `/p${i % 5}`, visitor: `v${i}` }));
      relay.arm();
      await recorder.flush(); // stored, reply lost: the write fails
      expect(relay.dropped()).toBe(1);
      expect(recorder.stats().queued).toBe(30);
      await recorder.flush(); // the same batch, the same id: skipped
      expect(recorder.stats()).toMatchObject({ queued: 0, dropped: 0 });
      const daily = await dailyReport(handle, '2025-03-21');
      expect(daily).toMatchObject({ totalRequests: 30, uniqueVisitors: 30 });
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
    } finally {
      spy.mockRestore();
      process.off('uncaughtException', onUncaught);
      await handle.close();
      await relay.close();
      await drop();
    }
  },
  30_000,
);
