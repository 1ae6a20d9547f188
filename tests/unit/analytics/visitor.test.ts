import { memorySalts, VisitorHasher, type SaltStore } from '@/lib/analytics/visitor';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
// 2025-03-24 12:00 in Istanbul (+03).
const NOON_24 = Date.parse('2025-03-24T09:00:00Z');
const DAY = 86_400_000;

/** A clock the test moves by hand. */
function clock(start = NOON_24) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('daily visitor hash', () => {
  it('is the same for the same address and user agent on one day', async () => {
    const h = new VisitorHasher({ now: clock().now });
    expect(await h.hash('2025-03-24', '193.140.100.1', UA)).toBe(
      await h.hash('2025-03-24', '193.140.100.1', UA),
    );
  });

  it('differs when the address or the user agent differs', async () => {
    const h = new VisitorHasher({ now: clock().now });
    const base = await h.hash('2025-03-24', '193.140.100.1', UA);
    expect(await h.hash('2025-03-24', '193.140.100.2', UA)).not.toBe(base);
    expect(await h.hash('2025-03-24', '193.140.100.1', `${UA} X`)).not.toBe(base);
  });

  it('differs from one Istanbul day to the next: the salt rotates', async () => {
    const c = clock();
    const h = new VisitorHasher({ now: c.now });
    const monday = await h.hash('2025-03-24', '193.140.100.1', UA);
    c.advance(DAY);
    expect(await h.hash('2025-03-25', '193.140.100.1', UA)).not.toBe(monday);
  });

  it('is the same in two processes that share a salt store, and differs in two that do not', async () => {
    const shared = memorySalts();
    const a = new VisitorHasher({ store: shared, now: clock().now });
    const b = new VisitorHasher({ store: shared, now: clock().now });
    const alone = new VisitorHasher({ now: clock().now });
    const ofA = await a.hash('2025-03-24', '193.140.100.1', UA);
    expect(await b.hash('2025-03-24', '193.140.100.1', UA)).toBe(ofA);
    expect(await alone.hash('2025-03-24', '193.140.100.1', UA)).not.toBe(ofA);
  });

  it('contains neither the address nor the user agent, and has a fixed width', async () => {
    const value = await new VisitorHasher({ now: clock().now }).hash('2025-03-24', '193.140.100.1', UA);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value).not.toContain('193');
  });

  it('asks the store once per day, however many requests wait for it at once', async () => {
    const store = memorySalts();
    let asked = 0;
    const counting: SaltStore = { ...store, saltOf: (d) => (asked++, store.saltOf(d)) };
    const h = new VisitorHasher({ store: counting, now: clock().now });
    const hashes = await Promise.all(Array.from({ length: 50 }, () => h.hash('2025-03-24', '1.2.3.4', UA)));
    await h.hash('2025-03-24', '5.6.7.8', UA);
    expect(new Set(hashes).size).toBe(1);
    expect(asked).toBe(1);
  });

  it('keeps today and yesterday; the day before yesterday is deleted from memory and from the store', async () => {
    const c = clock();
    const store = memorySalts();
    const h = new VisitorHasher({ store, now: c.now });
    const monday = await h.hash('2025-03-24', '1.2.3.4', UA);
    c.advance(DAY);
    await h.hash('2025-03-25', '1.2.3.4', UA);
    // A request that arrived before midnight and finished after it still finds its day's salt.
    expect(await h.hash('2025-03-24', '1.2.3.4', UA)).toBe(monday);
    c.advance(DAY);
    await h.hash('2025-03-26', '1.2.3.4', UA);
    await h.forgetExpired();
    expect(h.saltCount).toBe(2);
    expect(store.size).toBe(2);
    // Monday's salt is gone everywhere and is never made again: Monday's hash cannot be recomputed.
    expect(await h.hash('2025-03-24', '1.2.3.4', UA)).not.toBe(monday);
    expect(store.size).toBe(2);
  });

  it('uses a salt of its own while the store fails, says so once, and returns to the shared salt', async () => {
    const c = clock();
    const store = memorySalts();
    let down = true;
    const flaky: SaltStore = {
      saltOf: (d) => (down ? Promise.reject(new Error('bağlantı reddedildi')) : store.saltOf(d)),
      deleteBefore: (d) => store.deleteBefore(d),
    };
    const log: string[] = [];
    const h = new VisitorHasher({ store: flaky, now: c.now, retryMs: 5_000, log: (m) => log.push(m) });
    const other = new VisitorHasher({ store, now: c.now });
    const during = await h.hash('2025-03-24', '1.2.3.4', UA);
    expect(await h.hash('2025-03-24', '1.2.3.4', UA)).toBe(during);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/ortak ziyaretçi tuzu veritabanından alınamadı \(bağlantı reddedildi\)/);
    down = false;
    // Not asked again before the retry time...
    expect(await h.hash('2025-03-24', '1.2.3.4', UA)).toBe(during);
    c.advance(5_000);
    // ...then back on the shared salt, the same hash as every other instance's.
    const after = await h.hash('2025-03-24', '1.2.3.4', UA);
    expect(after).not.toBe(during);
    expect(after).toBe(await other.hash('2025-03-24', '1.2.3.4', UA));
    expect(log[1]).toMatch(/yeniden veritabanından okunuyor/);
  });

  it('gives up on a store that hangs, and settled() waits for the hashes in flight', async () => {
    const hanging: SaltStore = { saltOf: () => new Promise(() => {}), deleteBefore: async () => {} };
    const h = new VisitorHasher({ store: hanging, now: clock().now, lookupTimeoutMs: 50, log: () => {} });
    let done = false;
    void h.hash('2025-03-24', '1.2.3.4', UA).then(() => (done = true));
    await h.settled();
    expect(done).toBe(true);
  });
});
