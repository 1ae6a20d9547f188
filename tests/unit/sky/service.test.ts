import { ConcurrencyLimiter as Limiter, LruCache } from '@/lib/cache';
import { BusyError } from '@/lib/errors';
import { createSkyMapRenderer, skyMapEtag, skyMapKey } from '@/lib/sky/service';

const params = (date: string) => ({ date, time: '21:00', latitude: 41.0082, longitude: 28.9784 });

describe('LRU önbellek', () => {
  it('forgets the least recently used entry', () => {
    const c = new LruCache<number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });
});

describe('Eşzamanlı çizim sınırı', () => {
  it('runs at most `limit` tasks at once and refuses work past the queue', async () => {
    const limiter = new Limiter(2, 3);
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => gates.push(r));
        running--;
      });
    const started = [task(), task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(BusyError);
    await new Promise((r) => setTimeout(r, 0));
    expect(limiter.active).toBe(2);
    while (gates.length || limiter.active) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(started);
    expect(peak).toBe(2);
  });
});

describe('Harita servisi', () => {
  it('renders once for simultaneous identical requests and serves later ones from the cache', async () => {
    const render = jest.fn(async (p: { date: string }) => Buffer.from(p.date));
    const maps = createSkyMapRenderer({ render });
    const [a, b] = await Promise.all([maps.image(params('2024-08-12')), maps.image(params('2024-08-12'))]);
    expect(a.png.toString()).toBe('2024-08-12');
    expect(b).toBe(a);
    await maps.image(params('2024-08-12'));
    expect(render).toHaveBeenCalledTimes(1);
    await maps.image(params('2024-08-13'));
    expect(render).toHaveBeenCalledTimes(2);
    expect(maps.cached).toBe(2);
  });

  it('does not cache a failed render', async () => {
    let fail = true;
    const maps = createSkyMapRenderer({
      render: async () => {
        if (fail) throw new Error('çizim hatası');
        return Buffer.from('ok');
      },
    });
    await expect(maps.image(params('2024-08-12'))).rejects.toThrow('çizim hatası');
    fail = false;
    expect((await maps.image(params('2024-08-12'))).png.toString()).toBe('ok');
  });

  it('keys and tags charts by every parameter', () => {
    const base = params('2024-08-12');
    const variants = [
      base,
      { ...base, time: '21:01' },
      { ...base, latitude: 41.0083 },
      { ...base, longitude: 28.9785 },
    ];
    expect(new Set(variants.map(skyMapKey)).size).toBe(4);
    expect(new Set(variants.map(skyMapEtag)).size).toBe(4);
    expect(skyMapEtag(base)).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});
