import { spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { send } from '../../helpers/http';
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
  }, 90_000);
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
    'sends %s gzipped by Next, whole in the HTML, and 304 for the ETag it gave',
    async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const html = await res.text();
      // Next's own scripts, untouched: no rewriting of its markup.
      expect(html).toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
      expect(html).not.toContain('x-after-paint');
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
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

  it.each(['/daily/xyz', '/zodiac-info/xyz', '/daily/koc/2020-01-01', '/nope'])(
    'answers %s with a 404, no-store, and its own title',
    async (path) => {
      const answer = await send(server.url, path);
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<title>Sayfa bulunamadı | Yıldız Rehberi</title>');
      expect(answer.body).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  const notFoundInHtml = async (path: string) => {
    const answer = await send(server.url, path);
    // In the markup itself, not only in the router's payload that scripts render later.
    expect(answer.body).toMatch(/<h1[^>]*>Bu sayfa gökyüzünde kayboldu<\/h1>/);
    expect(answer.body).toMatch(/<p[^>]*>Aradığınız sayfa bulunamadı\./);
  };
  // Built-ahead segments, no route at all, and dynamic pages (those through proxy.ts: a notFound()
  // thrown while rendering them would give Next 16's empty error shell).
  it.each([
    '/zodiac-info/xyz',
    '/nope',
    '/daily/xyz',
    '/daily/koc/2020-01-01',
    '/ask-uyumu/xyz',
    '/gokyuzu-takvimi/3000',
  ])('renders %s’s Turkish message in the HTML itself', notFoundInHtml);

  it.each(['/daily/koc', '/dogum-haritasi', '/'])(
    'answers a malformed router header on %s with a Turkish 400, not a 500',
    async (path) => {
      const answer = await send(server.url, path, { rsc: '1', 'next-router-state-tree': '%%%' });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'Geçersiz istek: sayfa yönlendirici başlığı okunamadı.',
      });
      // The router's own header still works, and its answer is no shared cache's.
      const state = encodeURIComponent(
        JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
      );
      const ok = await send(server.url, path, { rsc: '1', 'next-router-state-tree': state });
      expect(ok.status).toBeLessThan(400);
      expect(ok.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('answers on a reused keep-alive connection as fast as on a fresh one (no Nagle delay)', async () => {
    const timed = async (agent: http.Agent | false) => {
      const started = performance.now();
      await new Promise<void>((resolve, reject) =>
        http
          .get(`${server.url}/api/health`, { agent }, (res) => res.resume().on('end', resolve))
          .on('error', reject),
      );
      return performance.now() - started;
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await timed(agent); // opens the kept-alive connection
      // Alternating, so a machine busy with other work slows both kinds alike.
      const reused: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 21; i++) {
        reused.push(await timed(agent));
        fresh.push(await timed(false));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(
        `/api/health medyanı: aynı bağlantıda ${median(reused).toFixed(1)} ms, yeni bağlantıda ${median(fresh).toFixed(1)} ms`,
      );
      // Nagle's algorithm against delayed ACKs adds about 40 ms to every answer on a reused
      // connection: half of that is the bound.
      expect(median(reused)).toBeLessThan(median(fresh) + 20);
    } finally {
      agent.destroy();
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
  }, 90_000);
});

describe('the analytics dashboard behind Basic auth', () => {
  it('is private and varies on Authorization, page and reports alike', async () => {
    const server = await startServer({ env: { ANALYTICS_BASIC_AUTH: 'yonetici:gizli-parola' } });
    try {
      const authorization = `Basic ${Buffer.from('yonetici:gizli-parola').toString('base64')}`;
      for (const path of ['/analytics', '/api/analytics/daily']) {
        for (const headers of [{ authorization }, {}] as Record<string, string>[]) {
          const answer = await send(server.url, path, headers);
          const where = `${path} ${answer.status}`;
          expect({ where, cc: answer.headers['cache-control'] }).toEqual({ where, cc: 'private, no-store' });
          expect(String(answer.headers.vary).toLowerCase()).toContain('authorization');
        }
      }
    } finally {
      await server.stop();
    }
  }, 90_000);
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
  }, 90_000);

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
