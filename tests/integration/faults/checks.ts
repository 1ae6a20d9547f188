import { errorBodySchema } from '@/lib/api/errors';
import { horoscopeSuccessSchema, type HoroscopeData } from '@/lib/api/horoscope';
import { send } from '../../helpers/http';
import type { RunningServer } from '../../helpers/server';

/** Pages that need no database: each must answer 200 with the whole document. */
export const PAGES_WITHOUT_DATABASE = ['/', '/zodiac-info/koc', '/tarot', '/sky-map'];

/** Turkish letters that an English or a technical message would not have. */
const TURKISH = /[ıİşŞğĞçÇöÖüÜ]/;
const STACK = /\n\s+at |Error:|ENOTDIR|ECONNREFUSED|SQLITE|database is locked/;

export async function expectPagesServed(base: string) {
  for (const page of PAGES_WITHOUT_DATABASE) {
    const answer = await send(base, page);
    expect({ page, status: answer.status }).toEqual({ page, status: 200 });
    expect(answer.body).toContain('Yıldız Rehberi');
    expect(answer.body.trimEnd().endsWith('</html>')).toBe(true);
  }
  const health = await send(base, '/api/health');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
}

/** The reading API when no reading can be had: 503, Retry-After, a Turkish JSON error, no internals. */
export async function expectCleanUnavailable(base: string, path: string) {
  const answer = await send(base, path);
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = errorBodySchema.parse(JSON.parse(answer.body));
  expect(body.message).toMatch(TURKISH);
  expect(answer.body).not.toMatch(STACK);
}

/** A reading answered 200 and conforming to the wire contract; returns its data. */
export async function expectReadingServed(base: string, path: string): Promise<HoroscopeData> {
  const answer = await send(base, path);
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return horoscopeSuccessSchema.parse(JSON.parse(answer.body)).data;
}

/** Waits until the server's output has a line matching `line`. */
export async function waitForLog(server: RunningServer, line: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!line.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`Günlükte ${line} yok:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
