import { RateLimiter } from '@/lib/http/rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('lets a burst through, then refuses with the seconds until the next token', () => {
    const c = clock();
    const limiter = new RateLimiter({ burst: 3, perSecond: 0.5, now: c.now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    const refused = limiter.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(2);
    c.advance(1999);
    expect(limiter.take('a').allowed).toBe(false);
    c.advance(2001);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('keeps clients apart', () => {
    const c = clock();
    const limiter = new RateLimiter({ burst: 1, perSecond: 1, now: c.now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('never refills above the burst', () => {
    const c = clock();
    const limiter = new RateLimiter({ burst: 2, perSecond: 10, now: c.now });
    limiter.take('a');
    c.advance(60_000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('stays within its memory bound by forgetting the least recently seen client', () => {
    const c = clock();
    const limiter = new RateLimiter({ burst: 1, perSecond: 0.001, maxClients: 100, now: c.now });
    limiter.take('first');
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`);
    expect(limiter.size).toBe(100);
    // 'first' was evicted, so it starts with a full bucket again.
    expect(limiter.take('first').allowed).toBe(true);
    // The most recent client is still remembered and limited.
    expect(limiter.take('client-999').allowed).toBe(false);
  });
});
