import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServer, type RunningServer } from '../../helpers/server';

/** Sends raw bytes and returns the raw answer, for request targets fetch() cannot produce. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('server.ts', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the health check', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['OPTIONS * HTTP/1.1'],
    ['GET * HTTP/1.1'],
    ['GET http://example.com/ HTTP/1.1'],
    ['GET /%E0%A4%A HTTP/1.1'],
  ])('refuses %s with a Turkish 400 before Next sees it', async (line) => {
    const answer = await raw(server.port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Geçersiz istek hedefi');
    expect(answer).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it.each(['/', '/api/health', '/robots.txt', '/icon.svg', '/yok-boyle-bir-sayfa'])(
    'sends the security headers and no cookie or X-Powered-By on %s',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/https?:\/\//);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('set-cookie')).toBeNull();
      // SITE_URL is http here, so no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('sends the security headers on its own 400 too', async () => {
    const answer = await raw(server.port, 'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/content-security-policy: default-src 'self'/i);
  });

  it('refuses an overlong address with 414', async () => {
    const res = await fetch(`${server.url}/?q=${'a'.repeat(3000)}`);
    expect(res.status).toBe(414);
    expect((await res.json()).message).toBe('İstek adresi çok uzun.');
  });

  it.each(['/gizlilik', '/daily/koc'])(
    'sends %s with its scripts after the first paint, gzipped, and 304 for the ETag it gave',
    async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const html = await res.text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
      const markers = [...html.matchAll(/<script type="text\/x-after-paint" data-src="([^"]+)"><\/script>/g)];
      expect(markers.length).toBeGreaterThan(2);
      // Every marked chunk is a real script of this build.
      for (const [, src] of markers) {
        const chunk = await fetch(`${server.url}${src}`);
        expect(chunk.status).toBe(200);
        expect(chunk.headers.get('content-type')).toMatch(/javascript/);
      }
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      // A browser's revalidation (fetch() itself would add Cache-Control: no-cache).
      const again = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      // Without gzip the same document comes uncompressed.
      const plain = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.text()).length).toBe(html.length);
    },
  );

  it('serves the framework chunks with V8’s compile hint, and only those', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), '.next', 'build-manifest.json'), 'utf8'),
    ) as { rootMainFiles: string[] };
    const root = new Set(manifest.rootMainFiles.map((f) => `/_next/${f}`));
    const html = await (await fetch(`${server.url}/daily`)).text();
    const chunks = [...html.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1]);
    // Every page starts the framework's files, and /daily has chunks of its own besides.
    expect(chunks.filter((c) => root.has(c)).sort()).toEqual([...root].sort());
    const own = chunks.filter((c) => !root.has(c));
    expect(own.length).toBeGreaterThan(0);
    for (const src of chunks) {
      const code = await (await fetch(`${server.url}${src}`)).text();
      expect({ src, hinted: code.startsWith('//# allFunctionsCalledOnLoad\n') }).toEqual({
        src,
        hinted: root.has(src),
      });
    }
  });

  it('serves the home page in Turkish with its metadata', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('Burç Seçin');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000"');
  });
});

describe('server.ts over https', () => {
  it('adds Strict-Transport-Security when SITE_URL is https', async () => {
    const server = await startServer({ env: { SITE_URL: 'https://yildizrehberi.example' } });
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await server.stop();
    }
  });
});

describe('server.ts lifecycle', () => {
  it('finishes an in-flight request on SIGTERM and exits 0', async () => {
    const server = await startServer();
    // A request whose body we have not finished reading keeps the connection busy.
    const inFlight = fetch(`${server.url}/gizlilik`).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
    await new Promise((r) => setTimeout(r, 20));
    const code = await server.stop('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.text).toContain('Gizlilik Bildirimi');
    expect(code).toBe(0);
    expect(server.output()).toContain('SIGTERM alındı');
  });

  it('refuses to start with a bad variable and says which', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, NODE_ENV: 'production', PORT: 'seksen' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Geçersiz ortam değişkenleri');
    expect(result.stderr).toContain('PORT');
  });
});
