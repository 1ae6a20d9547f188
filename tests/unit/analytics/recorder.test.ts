import { AnalyticsRecorder } from '@/lib/analytics/recorder';
import type { AnalyticsEvent } from '@/lib/analytics/event';
import { event } from './fixtures';

const events = (n: number, from = 0) => Array.from({ length: n }, (_, i) => event({ path: `/p${from + i}` }));
const paths = (batch: AnalyticsEvent[]) => batch.map((e) => e.path);

describe('analytics queue', () => {
  it('writes everything queued, in order and in batches of the configured size', async () => {
    const batches: AnalyticsEvent[][] = [];
    const r = new AnalyticsRecorder(async (b) => void batches.push(b), { batchSize: 4, log: () => {} });
    events(10).forEach((e) => r.record(e));
    await r.flush();
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
    expect(batches.flat().map((e) => e.path)).toEqual(paths(events(10)));
    expect(r.stats()).toEqual({ queued: 0, written: 10, dropped: 0 });
  });

  it('writes at least once a second on its own', async () => {
    jest.useFakeTimers();
    try {
      const written: AnalyticsEvent[] = [];
      const r = new AnalyticsRecorder(async (b) => void written.push(...b), { log: () => {} });
      r.start();
      r.record(event());
      await jest.advanceTimersByTimeAsync(999);
      expect(written).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(written).toHaveLength(1);
      r.record(event());
      await jest.advanceTimersByTimeAsync(1_000);
      expect(written).toHaveLength(2);
      await r.drain();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps failed batches at the head of the queue and writes them, in order, once the database is back', async () => {
    let up = false;
    const written: AnalyticsEvent[] = [];
    const logs: string[] = [];
    const r = new AnalyticsRecorder(
      async (b) => {
        if (!up) throw new Error('bağlantı reddedildi');
        written.push(...b);
      },
      { batchSize: 3, log: (m) => logs.push(m) },
    );
    events(5).forEach((e) => r.record(e));
    await r.flush();
    events(2, 5).forEach((e) => r.record(e));
    await r.flush();
    expect(written).toHaveLength(0);
    expect(r.stats()).toEqual({ queued: 7, written: 0, dropped: 0 });
    // One log line when the failure starts, not one per attempt.
    expect(logs.filter((l) => l.includes('yazılamadı'))).toHaveLength(1);
    expect(logs[0]).toContain('bağlantı reddedildi');

    up = true;
    await r.flush();
    expect(paths(written)).toEqual(paths(events(7)));
    expect(logs.at(-1)).toContain('yeniden çalışıyor');
  });

  it('drops what exceeds its bound while the database is down, counts it and says so in the log', async () => {
    const logs: string[] = [];
    const r = new AnalyticsRecorder(
      async () => {
        throw new Error('disk dolu');
      },
      { limit: 5, batchSize: 2, log: (m) => logs.push(m) },
    );
    events(3).forEach((e) => r.record(e));
    await r.flush(); // takes two out, fails, puts them back
    events(6, 3).forEach((e) => r.record(e));
    expect(r.stats()).toEqual({ queued: 5, written: 0, dropped: 4 });
    await r.flush();
    expect(logs.some((l) => l.includes('4 olay düşürüldü') && l.includes('toplam düşürülen: 4'))).toBe(true);
  });

  it('counts the batch being written against the bound', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = new AnalyticsRecorder(() => gate, { limit: 3, log: () => {} });
    events(3).forEach((e) => r.record(e));
    const writing = r.flush();
    r.record(event());
    expect(r.stats().dropped).toBe(1);
    release();
    await writing;
    r.record(event());
    expect(r.stats()).toEqual({ queued: 1, written: 3, dropped: 1 });
  });

  it('runs one write at a time', async () => {
    let active = 0;
    let most = 0;
    const r = new AnalyticsRecorder(
      async () => {
        most = Math.max(most, ++active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active--;
      },
      { batchSize: 1, log: () => {} },
    );
    events(4).forEach((e) => r.record(e));
    await Promise.all([r.flush(), r.flush(), r.flush()]);
    expect(most).toBe(1);
    expect(r.stats().written).toBe(4);
  });

  it('drains on shutdown: retries a failing write until it succeeds', async () => {
    let attempts = 0;
    const written: AnalyticsEvent[] = [];
    const r = new AnalyticsRecorder(
      async (b) => {
        if (++attempts < 3) throw new Error('geçici hata');
        written.push(...b);
      },
      { log: () => {} },
    );
    events(4).forEach((e) => r.record(e));
    await r.drain(5_000);
    expect(written).toHaveLength(4);
    expect(r.stats()).toEqual({ queued: 0, written: 4, dropped: 0 });
  });

  it('gives up at the deadline when the database never answers, and reports the loss', async () => {
    const logs: string[] = [];
    const r = new AnalyticsRecorder(() => new Promise<void>(() => {}), { log: (m) => logs.push(m) });
    events(3).forEach((e) => r.record(e));
    const started = Date.now();
    await r.drain(300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(r.stats().dropped).toBe(3);
    expect(logs.at(-1)).toContain('3 olay');
  });
});
