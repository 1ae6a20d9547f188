import { logLimited } from '@/lib/http/log';

describe('rate-limited log lines', () => {
  it('writes a kind once per window and says how many were held back', () => {
    const lines: string[] = [];
    const write = (line: string) => lines.push(line);
    for (let t = 0; t < 5; t++)
      logLimited('deneme', `satır ${t}`, { everyMs: 1_000, now: 10_000 + t * 100, write });
    logLimited('başka', 'başka tür', { everyMs: 1_000, now: 10_100, write });
    logLimited('deneme', 'sonraki', { everyMs: 1_000, now: 11_000, write });
    expect(lines).toEqual(['satır 0', 'başka tür', 'sonraki (son satırdan bu yana 4 benzeri daha)']);
  });
});
