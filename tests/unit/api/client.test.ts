import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { bySchema, fetchContract, type ApiFailure } from '@/lib/api/client';

// A local server stands in for the API, so the fetcher is tested over real HTTP.
let reply: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const schema = z.object({ count: z.number() });
class Failed extends Error {
  constructor(readonly failure: ApiFailure) {
    super('başarısız');
  }
}
const call = (url = `${baseUrl}/x`, signal?: AbortSignal) =>
  fetchContract(url, { signal, read: bySchema(schema), fail: (f) => new Failed(f) });

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Failed) return err.failure;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('fetchContract', () => {
  it('returns an OK answer that passes the check', async () => {
    reply = { status: 200, body: '{"count":3}' };
    await expect(call()).resolves.toEqual({ count: 3 });
  });

  it('a non-OK answer is a status failure carrying the body’s message, if any', async () => {
    reply = { status: 503, body: JSON.stringify({ success: false, message: 'Sunucu bakımda.' }) };
    expect(await failureOf(call())).toEqual({ reason: 'status', status: 503, message: 'Sunucu bakımda.' });
    reply = { status: 500, body: '<html>oops</html>' };
    expect(await failureOf(call())).toEqual({ reason: 'status', status: 500, message: undefined });
    reply = { status: 404, body: JSON.stringify({ success: false, message: '   ' }) };
    expect(await failureOf(call())).toEqual({ reason: 'status', status: 404, message: undefined });
  });

  it('an OK answer that is not JSON or not the contract’s shape is a contract failure', async () => {
    reply = { status: 200, body: 'not json' };
    expect(await failureOf(call())).toEqual({ reason: 'contract', status: 200 });
    reply = { status: 200, body: '{"count":"üç"}' };
    expect(await failureOf(call())).toEqual({ reason: 'contract', status: 200 });
  });

  it('no answer at all is a network failure', async () => {
    expect(await failureOf(call('http://127.0.0.1:9/x'))).toEqual({ reason: 'network' });
  });

  it('an aborted call rejects with the abort, not with the caller’s error', async () => {
    reply = { status: 200, body: '{"count":1}', delayMs: 2000 };
    const controller = new AbortController();
    const pending = call(`${baseUrl}/x`, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('with keepText hands a non-JSON OK answer to read as text', async () => {
    reply = { status: 200, body: 'düz metin' };
    const seen = await fetchContract(`${baseUrl}/x`, {
      keepText: true,
      read: (body, text) => ({ body, text }),
      fail: (f) => new Failed(f),
    });
    expect(seen).toEqual({ body: undefined, text: 'düz metin' });
  });
});
