import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { LOADER, MARKER_TYPE, ScriptGate, gateResponse, gateScripts } from '@/lib/http/script-gate';

// A document shaped as Next 16 writes one: chunk scripts in <head> and one after the bootstrap
// in <body>, with scripts that are not chunks around them, and Turkish text in several places.
const CHUNKS = [
  '/_next/static/chunks/a1.js',
  '/_next/static/chunks/turbopack-b2.js',
  '/_next/static/chunks/c3.js',
];
const DOCUMENT =
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS[2]}"/>` +
  `<script src="${CHUNKS[0]}" async=""></script><script src="${CHUNKS[1]}" async=""></script>` +
  '<title>Koç Burcu Günlük Yorumu – Yıldız Rehberi</title>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  '<body><main><h1>Koç burcu: bugün ışığınız çok güçlü, İstanbul’da Ay Oğlak’ta</h1>' +
  '<script type="application/ld+json">{"headline":"Koç – Günlük"}</script>' +
  '<p>Şükran, özgüven ve çağrı.</p></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]});</script>' +
  `<script src="${CHUNKS[2]}" async=""></script>` +
  '<script>self.__next_f.push([1,"Çok güzel bir gün: \\u003cscript\\u003e"])</script>' +
  '<script src="https://example.org/x.js" async=""></script></body></html>';

const chunkTags = (html: string) =>
  html.match(/<script src="\/_next\/static\/[^"]+" async=""><\/script>/g) ?? [];
const markersOf = (html: string) =>
  [...html.matchAll(new RegExp(`<script type="${MARKER_TYPE}" data-src="([^"]+)"></script>`, 'g'))].map(
    (m) => m[1],
  );

describe('ScriptGate: the rewrite of a page', () => {
  it('turns every chunk tag into a marker, drops the chunk preloads, and puts the loader first in <head>', () => {
    const out = gateScripts(DOCUMENT);
    expect(chunkTags(out)).toEqual([]);
    expect(markersOf(out)).toEqual(CHUNKS);
    // Nothing of the scripts is fetched before the paint: the fonts and the CSS have the line.
    expect(out).not.toMatch(/rel="preload" as="script"/);
    expect(out.indexOf(LOADER)).toBe(
      out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out.indexOf(LOADER)).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
  });

  it('leaves everything else as it was', () => {
    const out = gateScripts(DOCUMENT);
    for (const kept of [
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script type="application/ld+json">{"headline":"Koç – Günlük"}</script>',
      '<script id="_R_">',
      '<script src="https://example.org/x.js" async=""></script>',
      '<h1>Koç burcu: bugün ışığınız çok güçlü, İstanbul’da Ay Oğlak’ta</h1>',
    ])
      expect(out).toContain(kept);
    // Undo the rewrite by hand: what remains is the document itself.
    let undone = out.replace(LOADER, '');
    for (const src of CHUNKS)
      undone = undone.replace(
        `<script type="${MARKER_TYPE}" data-src="${src}"></script>`,
        `<script src="${src}" async=""></script>`,
      );
    expect(undone).toBe(
      DOCUMENT.replace(`<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS[2]}"/>`, ''),
    );
  });

  it('gives the same bytes whatever pieces the document is streamed in', () => {
    const whole = gateScripts(DOCUMENT);
    for (let first = 1; first < DOCUMENT.length; first += 7) {
      for (const second of [first + 1, first + 13, first + 101]) {
        const gate = new ScriptGate();
        const pieces = [DOCUMENT.slice(0, first), DOCUMENT.slice(first, second), DOCUMENT.slice(second)];
        const out = pieces.map((p) => gate.push(p)).join('') + gate.end();
        expect(out).toBe(whole);
      }
    }
  });

  it('sends what it can at once: only an unfinished tag is held back', () => {
    const gate = new ScriptGate();
    const head = DOCUMENT.slice(0, DOCUMENT.indexOf('<title>'));
    const sent = gate.push(head + '<p>Bugün</p><script src="/_next/static/chunks/late.js" as');
    expect(sent.endsWith('<p>Bugün</p>')).toBe(true);
    expect(gate.push('ync=""></script><p>sonra</p>')).toBe(
      `<script type="${MARKER_TYPE}" data-src="/_next/static/chunks/late.js"></script><p>sonra</p>`,
    );
  });

  it('without a charset declaration, places the loader before the first marker', () => {
    const out = gateScripts(
      `<html><head><script src="${CHUNKS[0]}" async=""></script></head><body>x</body></html>`,
    );
    expect(out.indexOf(LOADER)).toBe('<html><head>'.length);
    expect(markersOf(out)).toEqual([CHUNKS[0]]);
  });

  it('leaves a document without chunks alone', () => {
    const plain =
      '<!doctype html><html><head><title>Yıldız</title></head><body><p>Çok yoğunuz.</p></body></html>';
    expect(gateScripts(plain)).toBe(plain);
  });
});

/** A server whose handler answers like Next would, through gateResponse. */
async function serve(
  answer: (res: http.ServerResponse) => void,
  gzip = true,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; close: () => void }> {
  const server = http.createServer((_req, res) => {
    gateResponse(res, { gzip });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            close: () => server.close(),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('gateResponse: Next’s answer on its way out', () => {
  it('rewrites and compresses a streamed page, even when a piece ends inside a letter', async () => {
    const bytes = Buffer.from(DOCUMENT);
    const inside = bytes.indexOf(Buffer.from('ışığınız')) + 1; // between the two bytes of 'ı'
    const res = await serve((r) => {
      r.setHeader('Content-Type', 'text/html; charset=utf-8');
      r.setHeader('ETag', '"abc"');
      r.write(bytes.subarray(0, 100));
      r.write(bytes.subarray(100, inside));
      setTimeout(() => r.end(bytes.subarray(inside)), 5);
    });
    res.close();
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe('W/"abc"');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(res.body).toString('utf8')).toBe(gateScripts(DOCUMENT));
  });

  it('drops a Content-Length that no longer holds; without gzip it sends the rewrite as it is', async () => {
    const res = await serve((r) => {
      r.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(DOCUMENT),
      });
      r.end(DOCUMENT);
    }, false);
    res.close();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(gateScripts(DOCUMENT));
  });

  it('compresses other text without rewriting it', async () => {
    const text = 'User-agent: *\nAllow: /\n' + `<script src="${CHUNKS[0]}" async=""></script>`;
    const res = await serve((r) => {
      r.setHeader('Content-Type', 'text/plain');
      r.end(text);
    });
    res.close();
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(text);
  });

  it('passes on images, answers already encoded and bodiless answers untouched', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const image = await serve((r) => {
      r.setHeader('Content-Type', 'image/png');
      r.setHeader('Content-Length', png.length);
      r.end(png);
    });
    image.close();
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-length']).toBe(String(png.length));
    expect(image.body).toEqual(png);

    const encoded = await serve((r) => {
      r.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' });
      r.end(Buffer.from([1, 2, 3]));
    });
    encoded.close();
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body).toEqual(Buffer.from([1, 2, 3]));

    const notModified = await serve((r) => {
      r.writeHead(304, { 'Content-Type': 'text/html', ETag: '"abc"' });
      r.end();
    });
    notModified.close();
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers.etag).toBe('"abc"');
  });
});
