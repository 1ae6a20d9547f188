/**
 * zod's `jitless` switch for the browser, imported for its effect by every schema module (after
 * its zod import, before its schemas). In the browser zod probes `new Function("")` to decide
 * whether to compile its parsers; the site's CSP (no 'unsafe-eval') refuses it, and although zod
 * swallows the error, Chrome reports a CSP violation on the page (Lighthouse's best practices
 * counted it on the birth-chart pages). `jitless` skips the probe; parsing an answer of a few kB
 * is not measurably slower. On the server nothing changes. For full zod and zod/mini alike:
 * zod keeps its configuration in one object on globalThis (zod/v4/core/core.js creates it when
 * absent), and that object is set directly: importing zod's own `config` kept every zod locale
 * in the browser bundle (58 kB gzip on /analytics). The contract written with zod/mini
 * (lib/api/horoscope.ts) imports it too. `z` itself is imported from 'zod' directly in each module:
 * re-exported from a module of ours, it kept every locale in the bundle as well.
 */
export function browserJitless(): void {
  if (typeof window === 'undefined') return;
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

browserJitless();
