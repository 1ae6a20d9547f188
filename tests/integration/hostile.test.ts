import net from 'node:net';
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
      resolve({ status, headers: head, body: Buffer.from(rawBody, 'latin1').toString('utf8') });
    });
  });
}

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

  it('ignores bodies sent to read-only endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.string({ maxLength: 200 }), async (p, b) =>
        check('POST', p, [['Content-Type', 'application/json']], b),
      ),
      { numRuns: 80 },
    );
  }, 300_000);
});
