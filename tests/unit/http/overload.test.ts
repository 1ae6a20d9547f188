import { LoopLag } from '@/lib/http/overload';

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
