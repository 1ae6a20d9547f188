/**
 * A small local stand-in for an OpenAI-compatible chat endpoint: the one test double the
 * project allows (an outside paid service). It records every request and answers according
 * to its mode.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'polish' | 'garbage' | 'english' | 'timeout' | 'error';

/** The sentence the fake adds to the tip, so tests can tell a polished reading from a draft. */
export const POLISH_MARK = 'Gökyüzü bu sözleri sizin için fısıldıyor.';

export interface FakeLlm {
  baseUrl: string;
  mode: FakeMode;
  hits: number;
  lastBody?: { model: string; messages: { role: string; content: string }[] };
  close(): Promise<void>;
}

export async function startFakeLlm(mode: FakeMode = 'polish'): Promise<FakeLlm> {
  const fake: FakeLlm = { baseUrl: '', mode, hits: 0, close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      fake.hits++;
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as NonNullable<FakeLlm['lastBody']>;
      fake.lastBody = body;
      const chat = (content: string) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'fake',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content } }],
          }),
        );
      };
      switch (fake.mode) {
        case 'polish': {
          const user = body.messages.find((m) => m.role === 'user')!.content;
          const draft = JSON.parse(user.slice(user.indexOf('Taslak:\n') + 'Taslak:\n'.length)) as Record<
            string,
            string
          >;
          chat(JSON.stringify({ ...draft, oneri: `${draft.oneri} ${POLISH_MARK}` }));
          return;
        }
        case 'garbage':
          chat('Elbette! İşte yorumunuz: {bozuk json');
          return;
        case 'english': {
          const text =
            'The stars say that this is a good day for you and your family, with the Moon in your sign. ';
          chat(
            JSON.stringify({
              genel: text.repeat(6),
              ask: text.repeat(2),
              kariyer: text.repeat(2),
              saglik: text,
              oneri: text,
            }),
          );
          return;
        }
        case 'timeout':
          // Answers far too late; the client must have given up by then.
          setTimeout(() => chat('{}'), 10_000).unref();
          return;
        case 'error':
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end('{"error":{"message":"overloaded"}}');
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return fake;
}
