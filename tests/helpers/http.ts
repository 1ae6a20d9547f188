import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Round trip seen by the client, in microseconds: the server's duration cannot exceed it. */
  elapsedUs: number;
}

/**
 * One request with exactly the given headers (node:http adds no user agent, unlike fetch), on
 * a fresh connection.
 */
export function send(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('error', reject); // cut before the end
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          elapsedUs: Number((process.hrtime.bigint() - started) / 1000n),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export async function getJson<T = unknown>(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await send(base, path, headers);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** Polls until `check` holds (the queue is written at least once a second). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline)
      throw new Error(`Beklenen duruma ulaşılamadı; son değer: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}
