import { VisitorHasher } from '@/lib/analytics/visitor';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('daily visitor hash', () => {
  it('is the same for the same address and user agent on one day', () => {
    const h = new VisitorHasher();
    expect(h.hash('2025-03-21', '193.140.100.1', UA)).toBe(
      h.hash('2025-03-21', '193.140.100.1', UA),
    );
  });

  it('differs when the address or the user agent differs', () => {
    const h = new VisitorHasher();
    const base = h.hash('2025-03-21', '193.140.100.1', UA);
    expect(h.hash('2025-03-21', '193.140.100.2', UA)).not.toBe(base);
    expect(h.hash('2025-03-21', '193.140.100.1', `${UA} X`)).not.toBe(base);
  });

  it('differs from one Istanbul day to the next: the salt rotates', () => {
    const h = new VisitorHasher();
    expect(h.hash('2025-03-22', '193.140.100.1', UA)).not.toBe(
      h.hash('2025-03-21', '193.140.100.1', UA),
    );
  });

  it('cannot be recomputed by another process: the salt is random and never leaves memory', () => {
    const a = new VisitorHasher();
    const b = new VisitorHasher();
    expect(a.hash('2025-03-21', '193.140.100.1', UA)).not.toBe(
      b.hash('2025-03-21', '193.140.100.1', UA),
    );
  });

  it('contains neither the address nor the user agent, and has a fixed width', () => {
    const value = new VisitorHasher().hash('2025-03-21', '193.140.100.1', UA);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value).not.toContain('193');
  });

  it('keeps at most two salts (today and yesterday) and forgets older ones', () => {
    let draws = 0;
    const h = new VisitorHasher(() => Buffer.alloc(32, ++draws));
    const monday = h.hash('2025-03-24', '1.2.3.4', UA);
    h.hash('2025-03-25', '1.2.3.4', UA);
    // A request that arrived before midnight and finished after it still finds its day's salt.
    expect(h.hash('2025-03-24', '1.2.3.4', UA)).toBe(monday);
    h.hash('2025-03-26', '1.2.3.4', UA);
    expect(h.saltCount).toBe(2);
    expect(draws).toBe(3);
    // Monday's salt is gone: asking again draws a new one, so Monday's old hash cannot be made again.
    expect(h.hash('2025-03-24', '1.2.3.4', UA)).not.toBe(monday);
  });
});
