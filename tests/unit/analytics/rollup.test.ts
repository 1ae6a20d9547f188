import { rollUp } from '@/lib/analytics/rollup';
import { event } from './fixtures';

describe('a batch rolled up', () => {
  const batch = [
    event({ path: '/', visitor: 'a', durationUs: 1_000 }),
    event({ path: '/', visitor: 'a', durationUs: 3_000, status: 304 }),
    event({ path: '/', visitor: 'b', durationUs: 2_000, country: 'DE' }),
    event({ path: '/yok', visitor: 'b', status: 404, durationUs: 500 }),
    event({ path: '/api/health', visitor: 'a', durationUs: 100 }),
    event({ path: '/', visitor: 'g', bot: true, botName: 'Googlebot', country: 'US', status: 500 }),
    event({ path: '/', visitor: 'c', bot: true, botName: null, country: 'XX' }),
    event({ path: '/', visitor: 'a', hour: 13, durationUs: 4_000 }),
    event({ path: '/', visitor: 'a', day: '2025-03-22', hour: 0 }),
  ];
  const r = rollUp(batch);

  it('sums requests, successes and durations per day and hour', () => {
    expect([...r.hours.values()]).toEqual([
      {
        day: '2025-03-21',
        hour: 12,
        requests: 7,
        ok: 5,
        durationUs: 1_000 + 3_000 + 2_000 + 500 + 100 + 1_000 + 1_000,
      },
      { day: '2025-03-21', hour: 13, requests: 1, ok: 1, durationUs: 4_000 },
      { day: '2025-03-22', hour: 0, requests: 1, ok: 1, durationUs: 1_000 },
    ]);
  });

  it('counts pages without /api, bots included', () => {
    const pages = [...r.pages.values()];
    expect(pages).toContainEqual({
      day: '2025-03-21',
      path: '/',
      requests: 6,
      durationUs: 1_000 + 3_000 + 2_000 + 1_000 + 1_000 + 4_000,
    });
    expect(pages).toContainEqual({ day: '2025-03-21', path: '/yok', requests: 1, durationUs: 500 });
    expect(pages.some((p) => p.path.startsWith('/api'))).toBe(false);
  });

  it('counts countries and bots (an unnamed bot under the empty name)', () => {
    expect([...r.countries.values()].filter((c) => c.day === '2025-03-21')).toEqual([
      { day: '2025-03-21', country: 'TR', requests: 5 },
      { day: '2025-03-21', country: 'DE', requests: 1 },
      { day: '2025-03-21', country: 'US', requests: 1 },
      { day: '2025-03-21', country: 'XX', requests: 1 },
    ]);
    expect([...r.bots.values()]).toEqual([
      { day: '2025-03-21', botName: 'Googlebot', requests: 1 },
      { day: '2025-03-21', botName: '', requests: 1 },
    ]);
  });

  it('collects distinct people (never bots) per day, per hour and per page', () => {
    const v = (s: string) => s.padEnd(22, '_');
    expect([...r.dayVisitors.values()]).toEqual([
      { day: '2025-03-21', visitor: v('a') },
      { day: '2025-03-21', visitor: v('b') },
      { day: '2025-03-22', visitor: v('a') },
    ]);
    expect([...r.hourVisitors.values()]).toHaveLength(4);
    expect([...r.pageVisitors.values()]).toEqual([
      { day: '2025-03-21', path: '/', visitor: v('a') },
      { day: '2025-03-21', path: '/', visitor: v('b') },
      { day: '2025-03-21', path: '/yok', visitor: v('b') },
      { day: '2025-03-22', path: '/', visitor: v('a') },
    ]);
  });
});
