import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * More connections accepted per turn of the event loop.
 *
 * Since libuv 1.45 (Node 20) a listening handle accepts one connection per turn of the loop
 * (libuv/libuv#3696). Under load a turn takes hundreds of milliseconds, every kept-alive
 * connection being answered in it, so a crowd arriving at once waits in the kernel's listen
 * queue, unseen, until the clients give up: 500 connections opened together took minutes to
 * be accepted. Each copy of the listening socket's descriptor is a handle of its own in the
 * loop, and each accepts one connection per turn: with N copies, N per turn.
 *
 * Node makes such a copy when it passes a handle to another process (SCM_RIGHTS, as its
 * cluster module shares a listening socket): a short-lived child process receives the handle
 * and hands it back as many times as asked, and exits. The child never accepts (a raw handle
 * it does not listen on). Where this fails the server goes on with its one handle.
 */
const CHILD = `
process.on('message', (m, handle) => {
  let left = m.copies;
  const next = () => {
    if (left-- > 0) return process.send({ copy: true }, handle, next);
    handle.close();
    process.disconnect();
  };
  next();
});`;

/** Copies of `server`'s listening socket, each a net.Server that passes its connections on. */
export function listenCopies(
  server: net.Server,
  copies: number,
  onConnection: (socket: net.Socket) => void,
  timeoutMs = 10_000,
): Promise<net.Server[]> {
  const handle = (server as unknown as { _handle?: unknown })._handle;
  if (copies <= 0 || !handle) return Promise.resolve([]);
  return new Promise((resolve) => {
    const servers: net.Server[] = [];
    let settled = false;
    const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const finish = (problem?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (problem) {
        console.error(`Dinleme soketinin kopyaları alınamadı (${problem}); tek tutamaçla sürüyor.`);
        for (const s of servers) s.close();
        child.kill();
        return resolve([]);
      }
      resolve(servers);
    };
    const timer = setTimeout(() => finish('zaman aşımı'), timeoutMs);
    child.on('error', (err) => finish(err.message));
    child.on('exit', (code) => {
      if (servers.length < copies) finish(`yardımcı süreç ${code} ile çıktı`);
    });
    child.on('message', (_message, copy) => {
      if (!copy) return;
      // pauseOnConnect is the http server's business: it reads from the sockets it is given.
      const copyServer = new net.Server(onConnection);
      copyServer.on('error', (err) => console.error('Dinleme kopyası hatası:', err.message));
      copyServer.listen(copy as net.ListenOptions, () => {
        servers.push(copyServer);
        if (servers.length === copies) finish();
      });
    });
    child.send({ copies }, handle as net.Server);
  });
}
