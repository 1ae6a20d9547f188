/**
 * zod as the site uses it: every schema module imports `z` from here (or from ./zod-mini), so
 * this runs before any parse. In the browser zod probes `new Function("")` to decide whether to
 * compile its parsers; the site's CSP (no 'unsafe-eval') refuses it, and although zod swallows
 * the error, Chrome reports a CSP violation on the page (Lighthouse's best practices counted it
 * on the birth-chart pages). `jitless` skips the probe; parsing an answer of a few kB is not
 * measurably slower. On the server nothing changes.
 */
import { config } from 'zod/v4/core';

if (typeof window !== 'undefined') config({ jitless: true });

export { z } from 'zod';
