import {
  LAG_LIMIT_MS,
  LoopLag,
  MAX_IN_FLIGHT,
  SHED_MIN_PER_TURN,
  isPageAsset,
  overloaded,
} from '@/lib/http/overload';

describe('event-loop lag', () => {
  it('smooths single long turns and follows lasting ones', () => {
    const lag = new LoopLag(1_000_000); // the timer never fires here: samples are fed by hand
    try {
      lag.record(300); // one slow turn (a route's code loaded the first time)
      expect(lag.current()).toBeLessThan(100);
      for (let i = 0; i < 10; i++) lag.record(600); // turns that stay long
      expect(lag.current()).toBeGreaterThan(550);
      for (let i = 0; i < 10; i++) lag.record(0);
      expect(lag.current()).toBeLessThan(20);
    } finally {
      lag.stop();
    }
  });
});

describe('a stalled event loop', () => {
  it('counts as lag during the stall itself, before the late timer has run', async () => {
    const lag = new LoopLag();
    try {
      await new Promise((r) => setTimeout(r, 100)); // a few ticks of an idle loop
      expect(lag.current()).toBeLessThan(LAG_LIMIT_MS / 4);
      // A turn that takes 1.5 s (a stopped process, a long synchronous job): work arriving in
      // it must already see the loop as lagging, with SHED_MIN_PER_TURN requests waiting.
      const until = performance.now() + 1_500;
      while (performance.now() < until);
      expect(lag.current()).toBeGreaterThan(LAG_LIMIT_MS);
      let arrivedThisTurn = 0;
      for (let i = 0; i <= SHED_MIN_PER_TURN; i++) arrivedThisTurn = lag.arrived();
      expect(overloaded({ inFlight: 0, arrivedThisTurn, lagMs: lag.current() })).toBe(true);
      // After the late tick the figure decays: a single stall is not lasting overload.
      await new Promise((r) => setTimeout(r, 300));
      expect(lag.current()).toBeLessThan(LAG_LIMIT_MS);
    } finally {
      lag.stop();
    }
  });
});

describe('when to refuse new work', () => {
  it('refuses only when the turn is long and crowded, or too much is in flight', () => {
    const load = (inFlight: number, arrivedThisTurn: number, lagMs: number) =>
      overloaded({ inFlight, arrivedThisTurn, lagMs });
    expect(load(0, SHED_MIN_PER_TURN + 1, LAG_LIMIT_MS + 1)).toBe(true);
    expect(load(0, SHED_MIN_PER_TURN, LAG_LIMIT_MS * 10)).toBe(false); // a slow machine, few visitors
    expect(load(MAX_IN_FLIGHT, SHED_MIN_PER_TURN * 10, LAG_LIMIT_MS)).toBe(false);
    expect(load(MAX_IN_FLIGHT + 1, 0, 0)).toBe(true);
  });
});

describe('requests arrived this turn', () => {
  it('are counted until the lag timer runs again', async () => {
    const lag = new LoopLag();
    try {
      lag.arrived();
      expect(lag.arrived()).toBe(2);
      await new Promise((r) => setTimeout(r, 60));
      expect(lag.arrived()).toBe(1);
    } finally {
      lag.stop();
    }
  });
});

describe('what is never refused', () => {
  it("a sent page's own scripts, styles and fonts; pages and the API may be", () => {
    expect(isPageAsset('/_next/static/chunks/app/page-1a2b.js')).toBe(true);
    expect(isPageAsset('/_next/static/media/inter-latin.woff2')).toBe(true);
    expect(isPageAsset('/daily/koc')).toBe(false);
    expect(isPageAsset('/api/sky-map/image?date=2024-08-12')).toBe(false);
    expect(isPageAsset('/_next/image?url=%2Ficon.png')).toBe(false);
    expect(isPageAsset(undefined)).toBe(false);
  });
});
