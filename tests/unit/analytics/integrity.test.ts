import { cleanPath, isClassKey, MAX_PATH_LENGTH, recordedPath } from '@/lib/analytics/event';
import { AnalyticsRecorder, isRejectedData } from '@/lib/analytics/recorder';
import { rollUp } from '@/lib/analytics/rollup';
import { jumpRefusal } from '@/lib/analytics/store/prune';
import { shiftDay } from '@/lib/time/calendar';
import type { AnalyticsEvent } from '@/lib/analytics/event';
import { event } from './fixtures';

/**
 * What the red-team run found in the analytics pipeline, each at its mechanism: paths cleaned
 * where an event is made, answers that are not pages under class keys, a batch the database
 * refuses split down to the bad event, retried batches under the same id, HEAD not a visitor,
 * and pruning that does not follow a clock that jumped ahead.
 */
describe('paths as events keep them', () => {
  it('replaces control characters and text-direction overrides, and caps the length', () => {
    expect(cleanPath('/\u0000/')).toBe('/\ufffd/');
    expect(cleanPath('/a\u202eb\u0007\u009b')).toBe('/a\ufffdb\ufffd\ufffd');
    expect(cleanPath('/gökyüzü-takvimi')).toBe('/gökyüzü-takvimi');
    const long = cleanPath(`/${'ş'.repeat(1000)}`);
    expect(long).toHaveLength(MAX_PATH_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    // A lone surrogate (no UTF-8 database stores one) becomes U+FFFD too.
    expect(cleanPath('/\ud800x')).toBe('/\ufffdx');
  });

  it('records only the site’s own pages under their path; everything else under its class', () => {
    const junk = `/<script>\u202e${'x'.repeat(280)}-7/`;
    expect(recordedPath('GET', 200, '/burclar')).toBe('/burclar');
    expect(recordedPath('GET', 304, '/burclar')).toBe('/burclar');
    expect(recordedPath('GET', 308, junk)).toBe('(3xx)');
    expect(recordedPath('GET', 404, junk)).toBe('(4xx)');
    expect(recordedPath('GET', 500, junk)).toBe('(5xx)');
    expect(recordedPath('HEAD', 200, '/burclar')).toBe('(HEAD)');
    expect(recordedPath('GET', 400, '/api/sky-calendar/\u0000.ics')).toBe('/api/(4xx)');
    expect(recordedPath('GET', 200, '/api/health')).toBe('/api/health');
    for (const key of ['(3xx)', '(4xx)', '(5xx)', '(HEAD)', '/api/(4xx)']) expect(isClassKey(key)).toBe(true);
    expect(isClassKey('/burclar')).toBe(false);
  });
});

describe('HEAD requests', () => {
  it('are counted as requests but never as visitors', () => {
    const heads = Array.from({ length: 5 }, (_, i) =>
      event({ method: 'HEAD', path: '(HEAD)', visitor: `ua${i}` }),
    );
    const r = rollUp(heads);
    expect([...r.hours.values()][0].requests).toBe(5);
    expect(r.dayVisitors.size).toBe(0);
    expect(r.hourVisitors.size).toBe(0);
    expect(r.pageVisitors.size).toBe(0);
  });
});

/** A sink that refuses any batch holding a NUL, as PostgreSQL does (SQLSTATE 22021). */
function refusingSink(stored: AnalyticsEvent[], ids: string[]) {
  return async (batch: AnalyticsEvent[], id: string) => {
    if (batch.some((e) => e.path.includes('\u0000')))
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    ids.push(id);
    stored.push(...batch);
  };
}

describe('a batch the database refuses', () => {
  it('is split down to the bad event, which is dropped, counted and logged once; the queue moves on', async () => {
    const stored: AnalyticsEvent[] = [];
    const ids: string[] = [];
    const logs: string[] = [];
    const r = new AnalyticsRecorder(refusingSink(stored, ids), { batchSize: 50, log: (m) => logs.push(m) });
    for (let i = 0; i < 40; i++) r.record(event({ path: i === 7 || i === 30 ? '/\u0000' : `/p${i}` }));
    await r.flush();
    expect(stored).toHaveLength(38);
    expect(stored.map((e) => e.path)).not.toContain('/\u0000');
    expect(r.stats()).toEqual({ queued: 0, written: 38, dropped: 2, rejected: 2 });
    expect(logs.filter((l) => /reddetti/.test(l))).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    // Later events are not held behind it.
    r.record(event({ path: '/sonra' }));
    await r.flush();
    expect(stored.at(-1)?.path).toBe('/sonra');
  });

  it('knows a refusal of the data from an outage', () => {
    expect(isRejectedData(Object.assign(new Error('x'), { code: '22021' }))).toBe(true);
    expect(isRejectedData(Object.assign(new Error('x'), { code: '54000' }))).toBe(true);
    expect(isRejectedData(Object.assign(new Error('x'), { code: 'SQLITE_TOOBIG' }))).toBe(true);
    expect(isRejectedData(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
    expect(isRejectedData(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isRejectedData(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('an outage never drops anything: the batch waits, whole', async () => {
    let up = false;
    const stored: AnalyticsEvent[] = [];
    const r = new AnalyticsRecorder(
      async (b) => {
        if (!up) throw new Error('Connection terminated unexpectedly');
        stored.push(...b);
      },
      { log: () => {} },
    );
    for (let i = 0; i < 5; i++) r.record(event({ path: `/p${i}` }));
    await r.flush();
    expect(r.stats()).toEqual({ queued: 5, written: 0, dropped: 0 });
    up = true;
    await r.flush();
    expect(stored).toHaveLength(5);
  });
});

describe('a batch tried again', () => {
  it('carries the same id, so a sink that stored it (its COMMIT reply lost) skips it', async () => {
    const seen = new Set<string>();
    const stored: AnalyticsEvent[] = [];
    let loseReply = true;
    const r = new AnalyticsRecorder(
      async (batch, id) => {
        // A sink like writeEvents: the id is claimed in the batch's own transaction.
        if (!seen.has(id)) {
          seen.add(id);
          stored.push(...batch);
        }
        if (loseReply) {
          loseReply = false;
          throw new Error('Connection terminated unexpectedly');
        }
      },
      { log: () => {} },
    );
    for (let i = 0; i < 30; i++) r.record(event({ path: `/p${i}` }));
    await r.flush(); // stored, but the reply was lost
    r.record(event({ path: '/yeni' }));
    await r.flush(); // the same batch again, then the new one
    expect(stored).toHaveLength(31);
    expect(seen.size).toBe(2);
  });
});

describe('pruning after a forward clock jump', () => {
  const real = '2026-11-25';
  const history = Array.from({ length: 60 }, (_, i) => shiftDay(real, -i)); // newest first

  it('deletes nothing while the far side of a gap is young', () => {
    const jumped = shiftDay(real, 100);
    const stored = [jumped, ...history];
    expect(jumpRefusal(stored, jumped, shiftDay(jumped, -90))).toMatch(/saat ileri atlamış/);
  });

  it('prunes normally without a gap, and after a week on the new clock', () => {
    expect(jumpRefusal(history, real, shiftDay(real, -90))).toBeNull();
    const week = Array.from({ length: 8 }, (_, i) => shiftDay(real, 100 - i));
    expect(jumpRefusal([...week, ...history], week[0], shiftDay(week[0], -90))).toBeNull();
  });

  it('a gap is no reason to refuse when days before it stay (a jump shorter than the retention, or an outage)', () => {
    const jumped = shiftDay(real, 10);
    expect(jumpRefusal([jumped, ...history], jumped, shiftDay(jumped, -90))).toBeNull();
  });
});
