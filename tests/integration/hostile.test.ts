import fs from 'node:fs';
import net from 'node:net';
import nodePath from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * Random and malformed requests against every API route and page of the real server: no 5xx,
 * no stack trace in any body, JSON errors where JSON is expected. Requests go over raw
 * sockets so that targets and headers can be anything a hostile client could send.
 */
const ROUTES = [
  '/',
  '/daily',
  '/weekly',
  '/monthly',
  '/daily/koc',
  '/weekly/balik',
  '/monthly/ikizler',
  '/zodiac-info',
  '/zodiac-info/akrep',
  '/love-compatibility',
  '/tarot',
  '/sky-map',
  '/analytics',
  '/gizlilik',
  '/sitemap.xml',
  '/robots.txt',
  '/opengraph-image',
  '/api/health',
  '/api/horoscopes/daily/koc',
  '/api/horoscopes/weekly/yay',
  '/api/horoscopes/monthly/kova',
  '/api/sky-map',
  '/api/sky-map/image',
  '/api/analytics/daily',
  '/api/analytics/hourly',
  '/api/analytics/popular-pages',
  '/api/analytics/geographic',
  '/api/analytics/performance',
  '/api/analytics/bot-traffic',
];

const NASTY = [
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'İıŞşĞğ',
  '☃',
  '\u202e',
  'NaN',
  'Infinity',
  '-1e309',
  '9'.repeat(400),
  '[]',
  '{}',
  'null',
  '__proto__',
  'constructor',
  ' ',
  '\t',
];

const STACK = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|webpack-internal|Error: .*\n\s+at /;

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

function resolvedPath(target: string): string {
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return target;
  }
}

/** Decodes an HTTP/1.1 chunked body (kept as latin1 so byte counts hold). */
function dechunk(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) return out;
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return out;
    out += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

function send(port: number, request: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error('zaman aşımı')));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      let rawBody = split === -1 ? '' : text.slice(split + 4);
      if (/^transfer-encoding:\s*chunked/im.test(head)) rawBody = dechunk(rawBody);
      let body = Buffer.from(rawBody, 'latin1');
      // The server may compress any answer when asked to; the checks read what a client would.
      if (body.length > 0 && /^content-encoding:\s*gzip/im.test(head)) {
        try {
          body = zlib.gunzipSync(body);
        } catch {
          body = Buffer.from('bozuk gzip gövdesi');
        }
      }
      resolve({ status, headers: head, body: body.toString('utf8') });
    });
  });
}

/** One header of a raw answer's head, or undefined. */
function header(head: string, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The public addresses a shared cache could be asked for. */
const PUBLIC_ROUTES = ROUTES.filter((r) => !r.startsWith('/api/analytics') && r !== '/analytics');

/** The requests after which Next answers the same URL with something other than the page's HTML. */
const ROUTER_VARIANTS: Array<{ name: string; headers: [string, string][]; query?: string }> = [
  { name: 'RSC', headers: [['RSC', '1']] },
  { name: 'RSC ?_rsc', headers: [['RSC', '1']], query: '_rsc=abc12' },
  {
    name: 'prefetch',
    headers: [
      ['RSC', '1'],
      ['Next-Router-Prefetch', '1'],
    ],
  },
  { name: 'prefetch alone', headers: [['Next-Router-Prefetch', '1']] },
  {
    name: 'segment prefetch',
    headers: [
      ['RSC', '1'],
      ['Next-Router-Segment-Prefetch', '/_tree'],
    ],
  },
  {
    name: 'router state',
    headers: [
      ['RSC', '1'],
      ['Next-Router-State-Tree', encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]))],
    ],
  },
  { name: '?_rsc alone', headers: [], query: '_rsc=abc12' },
];

/** Every answer, whatever it is, names the router headers in Vary. */
const VARY_NAMES = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

const segment = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    ...NASTY,
    '2024-02-30',
    '1899-12-31',
    '2999-01-01',
    '2024-1-1',
    '41.0082',
    '-91',
    '181',
    '25:61',
    '12:00',
    '',
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const queryKey = fc.constantFrom(
  'date',
  'latitude',
  'longitude',
  'time',
  'sign',
  'type',
  'x',
  '_rsc',
  'date[]',
  '',
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
const path = fc.oneof(
  fc.constantFrom(...ROUTES),
  fc.tuple(fc.constantFrom(...ROUTES), segment).map(([r, s]) => `${r === '/' ? '' : r}/${s}`),
  fc
    .tuple(
      fc.constantFrom('/api/horoscopes', '/daily', '/zodiac-info', '/api/analytics', '/api/sky-map'),
      segment,
      segment,
    )
    .map(([r, a, b]) => `${r}/${a}/${b}`),
);
const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
);
const headerValue = fc.oneof(
  fc.constantFrom(
    ...NASTY,
    'text/html',
    'application/json',
    '*/*',
    '1',
    'bytes=0-1',
    'gzip',
    '127.0.0.1, 10.0.0.1',
    'xx',
  ),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, '')),
);
const headerName = fc.constantFrom(
  'Accept',
  'Accept-Language',
  'Accept-Encoding',
  'User-Agent',
  'X-Forwarded-For',
  'CF-IPCountry',
  'Range',
  'If-None-Match',
  'RSC',
  'Next-Router-Prefetch',
  'Next-Router-State-Tree',
  'Next-Action',
  'Cookie',
  'Content-Type',
  'Authorization',
  'X-Yildiz-Client',
);
const headers = fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 });

describe('hostile input through the real server', () => {
  let server: RunningServer;
  let cases = 0;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    console.log(`Düşmanca girdi: ${cases} istek gönderildi.`);
  });

  const check = async (m: string, target: string, hs: [string, string][], body = '') => {
    cases++;
    const lines = [
      `${m} ${target} HTTP/1.1`,
      'Host: localhost',
      'Connection: close',
      ...hs.map(([k, v]) => `${k}: ${v}`),
    ];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const answer = await send(server.port, Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'utf8'));
    const where = `${m} ${target} ${JSON.stringify(hs)} → ${answer.status}`;
    expect({ where, ok: answer.status >= 100 && answer.status < 500 }).toEqual({ where, ok: true });
    expect({ where, stack: STACK.test(answer.body) }).toEqual({ where, stack: false });
    // Dot segments are resolved before routing: '/api/../x' is not an API address.
    const apiError =
      resolvedPath(target).startsWith('/api/') &&
      answer.status >= 400 &&
      m !== 'HEAD' &&
      answer.status !== 431;
    if (apiError) {
      let parsed: { success?: unknown; message?: unknown } | null = null;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        parsed = null;
      }
      expect({ where, success: parsed?.success, message: typeof parsed?.message }).toEqual({
        where,
        success: false,
        message: 'string',
      });
    }
  };

  it('never answers 5xx, a stack trace, or a non-JSON API error', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, headers, async (m, p, q, hs) => check(m, `${p}${q}`, hs)),
      { numRuns: 400 },
    );
  }, 600_000);

  it('handles raw, malformed request targets', async () => {
    const targets = fc.oneof(
      fc.constantFrom(
        '*',
        'http://example.com/',
        'example.com:443',
        '//x',
        '/%',
        '/%%30%30',
        '/a%2',
        `/${'a'.repeat(3000)}`,
      ),
      fc.string({ maxLength: 30 }).map((s) => `/${s.replace(/[\s]/g, '')}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'OPTIONS', 'POST'), targets, async (m, t) => check(m, t, [])),
      { numRuns: 150 },
    );
  }, 300_000);

  it('lets shared caches keep only page HTML: router answers private, redirects and errors no-store, Vary on the router headers', async () => {
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      for (const variant of [{ name: 'plain', headers: [] as [string, string][] }, ...ROUTER_VARIANTS]) {
        const target = 'query' in variant && variant.query ? `${route}?${variant.query}` : route;
        const lines = [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
        for (const [k, v] of variant.headers) lines.push(`${k}: ${v}`);
        const answer = await send(server.port, Buffer.from(`${lines.join('\r\n')}\r\n\r\n`));
        const where = `${route} [${variant.name}] → ${answer.status}`;
        const cacheControl = header(answer.headers, 'cache-control') ?? '';
        const vary = (header(answer.headers, 'vary') ?? '').toLowerCase();
        const shared = /\b(public|s-maxage)\b/.test(cacheControl);
        const isRouter = variant.name !== 'plain';
        if (isRouter && cacheControl !== 'private, no-store')
          problems.push(`${where}: router answer with Cache-Control "${cacheControl}"`);
        if (answer.status >= 300 && answer.status < 400 && !/no-store/.test(cacheControl))
          problems.push(`${where}: redirect with Cache-Control "${cacheControl}"`);
        if (shared && answer.status !== 200) problems.push(`${where}: shared caching on a ${answer.status}`);
        const type = header(answer.headers, 'content-type') ?? '';
        if (shared && type.startsWith('text/x-component'))
          problems.push(`${where}: router payload marked ${cacheControl}`);
        for (const name of VARY_NAMES)
          if (!vary.includes(name)) problems.push(`${where}: Vary lacks ${name}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('keeps the per-sign pages in Next’s cache (ISR): one render, an ETag, 304, whatever the query', async () => {
    const get = (target: string, extra = '') =>
      send(
        server.port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`),
      );
    const first = await get('/weekly/balik');
    expect(first.status).toBe(200);
    // Shared caches keep it for the ISR window; Next regenerates it after that.
    expect(header(first.headers, 'cache-control')).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = header(first.headers, 'etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.body.trimEnd().endsWith('</html>')).toBe(true);
    const again = await get('/weekly/balik', `If-None-Match: ${etag}\r\n`);
    expect(again.status).toBe(304);
    // A query parameter the page does not use does not cost a render of its own.
    const junk = await get('/weekly/balik?x=12345');
    expect(header(junk.headers, 'etag')).toBe(etag);
  });

  // The calendar's filters are query values (plain links), but proxy.ts hands each filter to a page
  // of its own, so Next keeps every view like any other page; a shared cache keys on the whole
  // address, query included, so it may keep them too.
  it('keeps each calendar view as a page of its own; a year outside the calendar is never kept', async () => {
    const get = (target: string) =>
      send(
        server.port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
    // The filter marked as the current one in the list's own navigation.
    const current = (body: string) =>
      /<a[^>]*aria-current="page"[^>]*>([^<]+)<\/a>/.exec(
        body.split('aria-label="Olay türüne göre süz"')[1],
      )?.[1];
    for (const [path, filter] of [
      ['/gokyuzu-takvimi', 'Hepsi'],
      ['/gokyuzu-takvimi?tur=tutulma', 'Tutulmalar'],
      ['/gokyuzu-takvimi/2024?tur=retro', 'Retrolar'],
      ['/gokyuzu-takvimi?tur=xyz', 'Hepsi'],
    ]) {
      await get(path); // the first request renders; the second is Next's kept copy
      const answer = await get(path);
      expect({ path, status: answer.status, filter: current(answer.body) }).toEqual({
        path,
        status: 200,
        filter,
      });
      expect(header(answer.headers, 'cache-control')).toMatch(/s-maxage=60\b/);
      expect(header(answer.headers, 'x-nextjs-cache')).toBe('HIT');
    }
    // A year outside the calendar (1900–2100) is a 404, never kept.
    for (const path of ['/gokyuzu-takvimi/1899', '/gokyuzu-takvimi/1899?tur=retro']) {
      const missing = await get(path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(header(missing.headers, 'cache-control')).toBe('no-store');
    }
  });

  it('answers OPTIONS on every address, static files included, with 204 and Allow', async () => {
    const chunks = nodePath.join(__dirname, '..', '..', '.next', 'static', 'chunks');
    const chunk = fs.readdirSync(chunks).find((f) => f.endsWith('.js'));
    const targets = [
      ...ROUTES,
      '/icon.svg',
      '/favicon.ico',
      `/_next/static/chunks/${chunk}`,
      '/yok-boyle-bir-yer',
    ];
    for (const target of targets) {
      const answer = await send(
        server.port,
        Buffer.from(
          `OPTIONS ${target} HTTP/1.1\r\nHost: localhost\r\nOrigin: https://baska.example\r\nConnection: close\r\n\r\n`,
        ),
      );
      expect({ target, status: answer.status, allow: header(answer.headers, 'allow') }).toEqual({
        target,
        status: 204,
        allow: 'GET, HEAD, OPTIONS',
      });
      expect(header(answer.headers, 'access-control-allow-origin')).toBeUndefined();
      for (const name of SECURITY_HEADERS)
        expect({ target, [name]: header(answer.headers, name) !== undefined }).toEqual({
          target,
          [name]: true,
        });
    }
  });

  it("puts the security headers on the answers Node's parser would write itself", async () => {
    const raw: Array<[string, string, number]> = [
      ['no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      ['unknown Expect', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n', 417],
      ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n', 405],
      [
        'Upgrade',
        'GET /gizlilik HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
        400,
      ],
      ['header overflow', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['bad bytes', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
      [
        'conflicting lengths',
        'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n',
        400,
      ],
    ];
    for (const [name, request, status] of raw) {
      const answer = await send(server.port, Buffer.from(request, 'latin1'));
      expect({ name, status: answer.status }).toEqual({ name, status });
      for (const h of SECURITY_HEADERS)
        expect({ name, [h]: header(answer.headers, h) !== undefined }).toEqual({ name, [h]: true });
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('enforces headersTimeout: a client that never finishes its headers is cut after about 10 s', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n'),
      );
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.setTimeout(40_000, () => socket.destroy());
    });
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeGreaterThanOrEqual(9_500);
    expect(elapsed).toBeLessThan(13_000);
  }, 45_000);

  it('ignores bodies sent to read-only endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.string({ maxLength: 200 }), async (p, b) =>
        check('POST', p, [['Content-Type', 'application/json']], b),
      ),
      { numRuns: 80 },
    );
  }, 300_000);
});
