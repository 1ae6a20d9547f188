/**
 * The page's scripts start after its first contentful paint.
 *
 * Next writes its chunks as `<script src async>`: each one runs the moment it arrives, and on a
 * fast connection (or from the browser's cache, every morning's return visit) they arrive
 * before the first frame has been shown, so the framework's start-up and hydration (about
 * 100 ms of main thread on a laptop, four times that on a phone) come before the visitor sees
 * the text that is already in the HTML (vercel/next.js#66958). Lighthouse charges the same:
 * every script evaluated before the LCP paint counts towards it.
 *
 * The rewrite turns each chunk tag into an inert marker, `<script type="text/x-after-paint"
 * data-src>`, and drops Next's low-priority preloads of chunks: before the paint the connection
 * belongs to the stylesheet and the fonts the text waits for (with the chunks preloaded,
 * Lighthouse's simulated LCP on /gizlilik was 2.0–2.5 s; without, 1.5–1.6 s). A small loader at
 * the top of <head> starts the marked scripts, as async scripts in the same order, once the
 * browser reports the first contentful paint (or, where paint timing is missing, after the first
 * animation frame; and after three seconds whatever happened, for a tab opened in the
 * background). Markers the parser meets later, in a streamed page, are started at
 * DOMContentLoaded. Each script is inserted in a task of its own: an insertion costs up to 15 ms
 * on this machine (the first fetch of a page), and nine in one task made a long task of their own
 * on a simulated phone. Chunk order never mattered: async scripts could always run in any order,
 * and the runtime waits for what it needs.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { type Gzip, constants as zlibConstants, createGzip } from 'node:zlib';
import { mergeVary } from './cache-policy';
import { acceptsGzip } from './encoding';

export const MARKER_TYPE = 'text/x-after-paint';

/** Longest wait for the paint before the scripts start anyway. */
const FALLBACK_MS = 3000;

/**
 * The loader, inline (the site's CSP allows inline scripts: Next's page data is inline too). It
 * sits before the stylesheet so the parser runs it at once instead of waiting for the CSS.
 */
export const LOADER = `<script>(function(){var d=document,on=0,seen={},q=[];function add(){var u=q.shift();if(!u)return;var s=d.createElement("script");s.src=u;s.setAttribute("async","");d.head.appendChild(s);if(q.length)setTimeout(add,0)}function run(){var m=d.querySelectorAll('script[type="${MARKER_TYPE}"]'),was=q.length;for(var i=0;i<m.length;i++){var u=m[i].getAttribute("data-src");if(u&&!seen[u]){seen[u]=1;q.push(u)}}if(!was)add()}function start(){if(on)return;on=1;run();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run)}function soon(){setTimeout(start,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(soon)}setTimeout(start,${FALLBACK_MS})})()</script>`;

/** A chunk tag as Next writes it: our own origin's static chunks only. */
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Where the loader goes: right after the charset declaration, first thing in <head>. */
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/** Next's own early fetch of a chunk, which would share the connection with the fonts. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

function marker(src: string): string {
  return `<script type="${MARKER_TYPE}" data-src="${src}"></script>`;
}

/**
 * The rewrite of one HTML document, fed in the pieces it is streamed in. A piece may end inside
 * a tag; that tail is held back until the next piece completes it.
 */
export class ScriptGate {
  private held = '';
  private loaderPlaced = false;

  /** The part of the document that can be sent now. */
  push(piece: string): string {
    const text = this.rewrite(this.held + piece);
    const cut = safeCut(text);
    this.held = text.slice(cut);
    return text.slice(0, cut);
  }

  /** What is left at the end of the document. */
  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }

  private rewrite(text: string): string {
    if (!this.loaderPlaced) {
      const charset = CHARSET.exec(text);
      if (charset) {
        const at = charset.index + charset[0].length;
        text = text.slice(0, at) + LOADER + text.slice(at);
        this.loaderPlaced = true;
      }
    }
    return text.replace(CHUNK_PRELOAD, '').replace(CHUNK_TAG, (_tag, src: string) => {
      if (this.loaderPlaced) return marker(src);
      // No charset first (not Next's usual document): the loader goes before the first marker.
      this.loaderPlaced = true;
      return LOADER + marker(src);
    });
  }
}

/**
 * Where the text can be cut without splitting a tag or a chunk's <script>…</script>: before an
 * unclosed '<…' at the end, and before an opening <script that has no closing tag yet.
 */
function safeCut(text: string): number {
  let cut = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen >= 0 && text.indexOf('>', lastOpen) < 0) cut = lastOpen;
  const lastScript = text.lastIndexOf('<script', cut);
  if (lastScript >= 0 && text.indexOf('</script>', lastScript) < 0) cut = lastScript;
  return cut;
}

/** The whole-document form. */
export function gateScripts(html: string): string {
  const gate = new ScriptGate();
  return gate.push(html) + gate.end();
}

/** Bodies worth compressing: text of any kind. Images and fonts are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml|[^;]*\+xml)/i;

type Callback = (err?: Error | null) => void;

/**
 * A page request on its way to Next, and Next's answer on its way out. Next is asked for the
 * uncompressed answer (Accept-Encoding is taken off), because the rewrite has to read the HTML
 * before it is compressed; gateResponse compresses it afterwards when the client accepts gzip.
 * A compressed answer's ETag becomes weak, as nginx makes it; If-None-Match is compared weakly
 * (as RFC 9110 prescribes for it), so the prefix is taken off before Next compares.
 */
export function gatePage(req: IncomingMessage, res: ServerResponse): void {
  const gzip = acceptsGzip(req);
  delete req.headers['accept-encoding'];
  const tags = req.headers['if-none-match'];
  if (tags) req.headers['if-none-match'] = tags.replace(/\bW\//g, '');
  gateResponse(res, { gzip });
}

/**
 * Next's answer, rewritten on its way out: HTML through a ScriptGate, and compressed when `gzip`.
 * Answers that are not HTML are only compressed (text) or passed on as they are.
 */
export function gateResponse(res: ServerResponse, { gzip }: { gzip: boolean }): void {
  // Next's own calls, with whatever arguments it gives, when the answer is passed on as it is.
  const original = {
    write: res.write as (...args: unknown[]) => boolean,
    end: res.end as (...args: unknown[]) => ServerResponse,
    writeHead: res.writeHead as (...args: unknown[]) => ServerResponse,
  };
  const write = (data: string | Buffer) => original.write.call(res, data);
  const end = (data?: string) => original.end.call(res, data);
  let mode: 'pass' | 'rewrite' | null = null;
  let gate: ScriptGate | null = null;
  let zip: Gzip | null = null;
  const decoder = new StringDecoder('utf8');

  const decide = () => {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    const compress = gzip && COMPRESSIBLE.test(type) && res.statusCode !== 204 && res.statusCode !== 304;
    if (res.getHeader('content-encoding') || (!html && !compress)) {
      mode = 'pass';
      return;
    }
    mode = 'rewrite';
    res.removeHeader('content-length');
    if (html) gate = new ScriptGate();
    if (compress) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', mergeVary(res.getHeader('vary'), ['Accept-Encoding']));
      const etag = res.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
      zip = createGzip();
      zip.on('data', (data: Buffer) => write(data));
      zip.on('end', () => end());
      zip.on('error', (err) => res.destroy(err));
      res.once('close', () => zip?.destroy());
    }
  };
  const out = (text: string): boolean => {
    if (!text) return true;
    if (!zip) return write(text);
    zip.write(text);
    zip.flush(zlibConstants.Z_SYNC_FLUSH); // a streamed page's pieces reach the browser as they come
    return true;
  };
  const text = (chunk: unknown): string =>
    typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? decoder.write(Buffer.from(chunk)) : '';
  const finish = () => {
    const rest = gate ? gate.push(decoder.end()) + gate.end() : decoder.end();
    if (zip) {
      if (rest) zip.write(rest);
      zip.end();
    } else end(rest || undefined);
  };
  const callbackOf = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((a) => typeof a === 'object' && a !== null);
    if (Array.isArray(headers))
      mode ??= 'pass'; // raw header pairs: nothing here to read them
    else if (headers)
      for (const [name, value] of Object.entries(headers as Record<string, unknown>))
        if (value !== undefined) res.setHeader(name, value as string | string[]);
    res.statusCode = status;
    decide();
    // Headers given here are set above (and changed by decide()), so only the status line is left.
    const statusLine = mode === 'pass' ? rest : rest.filter((a) => typeof a === 'string');
    return original.writeHead.call(res, status, ...statusLine);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown, ...args: unknown[]) => {
    decide();
    if (mode === 'pass') return original.write.call(res, chunk, ...args);
    const done = out(gate ? gate.push(text(chunk)) : text(chunk));
    const cb = callbackOf(args);
    if (cb) process.nextTick(cb);
    return done;
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown, ...args: unknown[]) => {
    decide();
    if (mode === 'pass') return original.end.call(res, chunk, ...args);
    const cb = callbackOf(typeof chunk === 'function' ? [chunk] : args);
    if (cb) res.once('finish', () => cb());
    if (chunk !== undefined && typeof chunk !== 'function') {
      const piece = text(chunk);
      if (piece) out(gate ? gate.push(piece) : piece);
    }
    finish();
    return res;
  }) as ServerResponse['end'];
}
