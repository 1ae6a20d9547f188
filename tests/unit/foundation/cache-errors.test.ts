import vm from 'node:vm';
import { LruCache, SingleFlight, processWide, forgetProcessWide } from '@/lib/cache';
import { BusyError, DomainError, RateLimitedError, UnavailableError, isDomainError } from '@/lib/errors';
import { errorResponse } from '@/lib/api/errors';

describe('LruCache', () => {
  it('evicts the least recently read entry and prunes on demand', () => {
    const c = new LruCache<number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    c.prune((v) => v > 2);
    expect(c.get('c')).toBeUndefined();
    expect(c.size).toBe(1);
  });
});

describe('SingleFlight', () => {
  it('shares one run per key and forgets it once settled, failures included', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const work = async () => {
      runs++;
      await gate;
      return runs;
    };
    const both = Promise.all([flight.run('k', work), flight.run('k', work)]);
    expect(flight.size).toBe(1);
    release();
    expect(await both).toEqual([1, 1]);
    expect(flight.size).toBe(0);
    await expect(flight.run('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await flight.run('k', work)).toBe(2);
  });
});

describe('processWide', () => {
  it('creates one instance per name for the whole process', () => {
    let created = 0;
    const make = () => ({ n: ++created });
    const a = processWide('test.thing', make);
    const b = processWide('test.thing', make);
    expect(a).toBe(b);
    expect(created).toBe(1);
    forgetProcessWide('test.thing');
    expect(processWide('test.thing', make).n).toBe(2);
    forgetProcessWide('test.thing');
  });
});

describe('domain errors', () => {
  it('are recognised by their brand across separately loaded copies of the module', () => {
    // A second copy of a class (as in another route bundle) fails instanceof but keeps the brand.
    const BRAND = Symbol.for('yildiz-rehberi.domain-error');
    const foreign = vm.runInNewContext(
      `(() => { const e = new Error('başka paket'); e[brand] = true; e.kind = 'busy'; e.retryAfterSeconds = 4; return e; })()`,
      { brand: BRAND },
    );
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
    expect(isDomainError(new Error('plain'))).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });

  it('map to Turkish answers with the right status and Retry-After', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const busy = errorResponse(new BusyError());
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    const limited = errorResponse(new RateLimitedError(12));
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/12 saniye/);
    const down = errorResponse(new UnavailableError('Şu anda olmuyor.', 'disk dolu', 60));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ success: false, message: 'Şu anda olmuyor.' });
    expect(log).toHaveBeenCalledWith('disk dolu');
    const unknown = errorResponse(new TypeError('gizli ayrıntı'));
    expect(unknown.status).toBe(500);
    expect(JSON.stringify(await unknown.json())).not.toMatch(/gizli/);
    log.mockRestore();
  });
});
