import { startReadingsAhead } from '@/lib/horoscope/ahead';
import type { ReadingService } from '@/lib/horoscope/service';

// The scheduler alone: when it runs and for which Istanbul day. The service is a recorder here;
// the real generation ahead is covered end to end in tests/integration/horoscope/api.test.ts.
describe('readings generated ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('runs after start, then just after each Istanbul midnight, for the new day', async () => {
    const days: string[] = [];
    const service = {
      pregenerate: async (day: string) => {
        days.push(day);
        return { generated: 36, existing: 0 };
      },
    } as unknown as ReadingService;
    // Sunday 21 June 2026, 23:59:00 in Istanbul (UTC+3).
    jest.setSystemTime(new Date('2026-06-21T20:59:00Z'));
    const handle = startReadingsAhead({ service: () => service, startDelayMs: 1_000 });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(days).toEqual(['2026-06-21']);
    // Midnight in Istanbul is 59 s later; the next run comes a second after it: Monday, a new week.
    await jest.advanceTimersByTimeAsync(58_000);
    expect(days).toEqual(['2026-06-21']);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(days).toEqual(['2026-06-21', '2026-06-22']);
    await jest.advanceTimersByTimeAsync(24 * 3600_000);
    expect(days).toEqual(['2026-06-21', '2026-06-22', '2026-06-23']);
    await handle.stop();
    await jest.advanceTimersByTimeAsync(48 * 3600_000);
    expect(days).toHaveLength(3);
  });

  test('a failed run is logged and retried a minute later', async () => {
    let calls = 0;
    const logged: string[] = [];
    const service = {
      pregenerate: async () => {
        calls++;
        if (calls === 1) throw new Error('veritabanı yok');
        return { generated: 36, existing: 0 };
      },
    } as unknown as ReadingService;
    jest.setSystemTime(new Date('2026-06-21T09:00:00Z'));
    const handle = startReadingsAhead({
      service: () => service,
      startDelayMs: 0,
      log: (m) => logged.push(m),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(logged[0]).toMatch(/önceden üretilemedi .*veritabanı yok/);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
    await handle.stop();
  });
});
