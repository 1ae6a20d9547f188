import type { DbHandle } from '@/lib/db';
import { composeReading } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { ReadingService, type ReadingServiceOptions } from '@/lib/horoscope/service';
import { countReadings, createFixture, ENGINES, type EngineFixture } from './engines';
import { POLISH_MARK, startFakeLlm, type FakeLlm } from './fake-llm';
import { periodOf } from '@/lib/time/periods';
import { isDomainError } from '@/lib/errors';
import type { HoroscopeType } from '@/lib/horoscope/types';

const NOW = new Date('2026-06-17T09:30:00Z');

describe.each(ENGINES)('reading service on %s', (engine) => {
  let fixture: EngineFixture;
  let handle: DbHandle;
  const services: ReadingService[] = [];
  const service = (extra: Partial<ReadingServiceOptions> = {}, on: DbHandle = handle) => {
    const s = new ReadingService({ db: async () => on.db, ...extra });
    services.push(s);
    return s;
  };

  beforeAll(async () => {
    fixture = await createFixture(engine);
    handle = await fixture.open();
  });
  afterAll(async () => {
    await handle.close();
    await fixture.cleanup();
  });

  test('50 concurrent first requests: one generation, one row, one answer', async () => {
    const s = service();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.readingNow('daily', 'koc', { now: NOW })),
    );
    expect(s.generations).toBe(1);
    expect(await countReadings(handle, { type: 'daily', sign: 'koc' })).toBe(1);
    expect(new Set(answers.map((a) => a.data.prediction)).size).toBe(1);
    expect(new Set(answers.map((a) => a.data.createdAt)).size).toBe(1);
    expect(answers[0].data).toMatchObject({
      type: 'daily',
      sign: 'koc',
      date: '2026-06-17',
      source: 'composer',
    });
    expect(answers[0].data.transits).toHaveLength(10);
  });

  test('two processes racing: the primary key keeps one row and both answer with the winner', async () => {
    const other = await fixture.open();
    try {
      const a = service();
      const b = service({}, other);
      const [x, y] = await Promise.all([
        a.readingNow('weekly', 'aslan', { now: NOW }),
        b.readingNow('weekly', 'aslan', { now: NOW }),
      ]);
      expect(await countReadings(handle, { type: 'weekly', sign: 'aslan' })).toBe(1);
      expect(x.data.prediction).toBe(y.data.prediction);
      expect(x.data.createdAt).toBe(y.data.createdAt);
    } finally {
      await other.close();
    }
  });

  test('a restart returns the same text and createdAt without generating again', async () => {
    const before = await service().readingNow('monthly', 'balik', { now: NOW });
    await new Promise((r) => setTimeout(r, 20));
    const reopened = await fixture.open();
    try {
      const fresh = service({}, reopened);
      const after = await fresh.readingNow('monthly', 'balik', { now: NOW });
      expect(after.data).toEqual(before.data);
      expect(fresh.generations).toBe(0);
    } finally {
      await reopened.close();
    }
  });

  test('the date range: 2024-01-01 to the end of the next period; anything else is invalid input', async () => {
    const s = service();
    // 2026-06-17 is a Wednesday: tomorrow, next week (22–28 June) and next month (July) are the last.
    const ok: [HoroscopeType, string, string][] = [
      ['daily', '2024-01-01', '2024-01-01'],
      ['daily', '2026-06-18', '2026-06-18'],
      ['weekly', '2024-01-07', '2024-01-01'],
      ['weekly', '2026-06-28', '2026-06-22'],
      ['monthly', '2024-01-31', '2024-01-01'],
      ['monthly', '2026-07-31', '2026-07-01'],
    ];
    for (const [type, day, start] of ok) {
      const r = await s.readingOn(type, 'yay', day, { now: NOW });
      expect({ type, day, start: r.data.date }).toEqual({ type, day, start });
    }
    const bad: [HoroscopeType, string][] = [
      ['daily', '2023-12-31'],
      ['daily', '2026-06-19'],
      ['weekly', '2023-12-31'],
      ['weekly', '2026-06-29'],
      ['monthly', '2023-12-31'],
      ['monthly', '2026-08-01'],
      ['daily', '2026-02-29'],
      ['daily', '2026-6-1'],
      ['daily', 'dün'],
      ['daily', ''],
    ];
    for (const [type, day] of bad) {
      const err = await s.readingOn(type, 'yay', day, { now: NOW }).then(
        () => null,
        (e: unknown) => e,
      );
      expect({ type, day, invalid: isDomainError(err) && err.kind === 'invalid' }).toEqual({
        type,
        day,
        invalid: true,
      });
    }
  }, 60_000);

  test('a past and a future period are generated once and stored with summary, ratings and sections', async () => {
    const s = service();
    const past = await s.readingOn('weekly', 'terazi', '2025-03-12', { now: NOW });
    const future = await s.readingOn('monthly', 'terazi', '2026-07-15', { now: NOW });
    expect(s.generations).toBe(2);
    expect(past.data.date).toBe('2025-03-10');
    expect(future.data.date).toBe('2026-07-01');
    expect(await countReadings(handle, { type: 'weekly', sign: 'terazi' })).toBe(1);
    // Another process (a fresh service on the same database) reads the stored rows.
    const other = service();
    const again = await other.readingOn('weekly', 'terazi', '2025-03-16', { now: NOW });
    expect(other.generations).toBe(0);
    expect(again.data).toEqual(past.data);
    for (const r of [past, future]) {
      expect(r.data.summary.length).toBeGreaterThan(10);
      expect(Object.values(r.data.ratings).every((v) => Number.isInteger(v) && v >= 1 && v <= 5)).toBe(true);
      // prediction stays the whole text: every section's words are in it.
      for (const section of r.data.sections) expect(r.data.prediction).toContain(section.text);
    }
  });

  test('a row stored before readings had a summary gets one; a row that is not ours is refused', async () => {
    const period = periodOf('daily', new Date('2025-05-05T09:00:00Z'));
    const draft = composeReading({ type: 'daily', sign: 'balik', period, sky: skyOfPeriod(period) });
    await handle.db
      .insertInto('horoscope_readings')
      .values({
        type: 'daily',
        sign: 'balik',
        period_start: period.start,
        prediction: draft.text,
        facts: JSON.stringify({ transits: [], events: [] }),
        source: 'composer',
        created_at: '2025-05-04T21:00:01.000Z',
      })
      .execute();
    const r = await service().readingOn('daily', 'balik', period.start, { now: NOW });
    expect(r.data.summary).toBe(draft.summary);
    expect(r.data.ratings).toEqual(draft.ratings);
    expect(r.data.sections.map((x) => x.title)).toEqual(draft.sections.map((x) => x.title));

    await handle.db
      .insertInto('horoscope_readings')
      .values({
        type: 'daily',
        sign: 'koc',
        period_start: '2025-05-06',
        prediction: 'Genel: elle yazılmış.',
        facts: JSON.stringify({ transits: [{ body: 'pluton' }], events: [] }),
        source: 'composer',
        created_at: 'dün',
      })
      .execute();
    const err = await service()
      .readingOn('daily', 'koc', '2025-05-06', { now: NOW })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isDomainError(err) && err.kind).toBe('unavailable');
  });

  test('pregenerate stores the 36 readings of a day once', async () => {
    const s = service();
    const first = await s.pregenerate('2026-09-01');
    expect(first).toEqual({ generated: 36, existing: 0 });
    const again = await service().pregenerate('2026-09-01');
    expect(again).toEqual({ generated: 0, existing: 36 });
    expect(await countReadings(handle, { type: 'monthly' })).toBeGreaterThanOrEqual(12);
  }, 120_000);

  describe('AI assistance against a fake endpoint', () => {
    let llm: FakeLlm;
    beforeAll(async () => {
      llm = await startFakeLlm();
    });
    afterAll(() => llm.close());
    const ai = (timeoutMs = 2_000) => ({ baseUrl: llm.baseUrl, model: 'sahte-model-1', timeoutMs });
    const draftOf = (sign: 'terazi' | 'akrep' | 'yay' | 'oglak' | 'kova') => {
      const period = periodOf('daily', NOW);
      return composeReading({ type: 'daily', sign, period, sky: skyOfPeriod(period) }).text;
    };

    test('success: the polished text is stored with the model as its source', async () => {
      llm.mode = 'polish';
      const hits = llm.hits;
      const r = await service({ ai: ai() }).readingNow('daily', 'terazi', { now: NOW });
      expect(llm.hits).toBe(hits + 1);
      expect(r.data.source).toBe('sahte-model-1');
      expect(r.data.prediction).toContain(POLISH_MARK);
      // The model was given the computed sky, not asked to invent one.
      const prompt = llm.lastBody!.messages.map((m) => m.content).join('\n');
      expect(prompt).toContain('Burç: Terazi');
      expect(prompt).toMatch(/Ay: \S+ \d+\.\d°/);
      expect(llm.lastBody!.model).toBe('sahte-model-1');
    });

    test.each([
      ['garbage', 'akrep'],
      ['english', 'yay'],
      ['error', 'oglak'],
    ] as const)('%s answer: the composed reading is used', async (mode, sign) => {
      llm.mode = mode;
      const logged: string[] = [];
      const r = await service({ ai: ai(), log: (m) => logged.push(m) }).readingNow('daily', sign, {
        now: NOW,
      });
      expect(r.data.source).toBe('composer');
      expect(r.data.prediction).toBe(draftOf(sign));
      expect(logged).toHaveLength(1);
    });

    test('beforePolish runs only before polishing an archive reading, and can refuse it', async () => {
      llm.mode = 'polish';
      const hook = jest.fn();
      const s = service({ ai: ai() });
      // Current and next periods are a bounded set: never limited.
      await s.readingNow('weekly', 'ikizler', { now: NOW, beforePolish: hook });
      await s.readingOn('daily', 'ikizler', '2026-06-18', { now: NOW, beforePolish: hook });
      expect(hook).not.toHaveBeenCalled();
      // An archive reading: the hook runs before the model is asked, and may refuse.
      const refused = new Error('çok fazla istek');
      const hits = llm.hits;
      await expect(
        s.readingOn('daily', 'ikizler', '2025-01-01', {
          now: NOW,
          beforePolish: () => Promise.reject(refused),
        }),
      ).rejects.toBe(refused);
      expect(llm.hits).toBe(hits);
      expect(await countReadings(handle, { type: 'daily', sign: 'ikizler', periodStart: '2025-01-01' })).toBe(
        0,
      );
      await s.readingOn('daily', 'ikizler', '2025-01-01', { now: NOW, beforePolish: hook });
      expect(hook).toHaveBeenCalledTimes(1);
      // Stored: the hook is not reached again.
      await service({ ai: ai() }).readingOn('daily', 'ikizler', '2025-01-01', {
        now: NOW,
        beforePolish: hook,
      });
      expect(hook).toHaveBeenCalledTimes(1);
    });

    test('a hook that answers false: the composer’s text this once, not stored; polished later', async () => {
      llm.mode = 'polish';
      const s = service({ ai: ai() });
      const hits = llm.hits;
      const first = await s.readingOn('daily', 'ikizler', '2025-01-05', {
        now: NOW,
        beforePolish: () => false,
      });
      expect(llm.hits).toBe(hits);
      expect(first.data.source).toBe('composer');
      expect(first.data.summary.length).toBeGreaterThan(10);
      expect(await countReadings(handle, { type: 'daily', sign: 'ikizler', periodStart: '2025-01-05' })).toBe(
        0,
      );
      const later = await s.readingOn('daily', 'ikizler', '2025-01-05', {
        now: NOW,
        beforePolish: () => true,
      });
      expect(llm.hits).toBe(hits + 1);
      expect(later.data.source).toBe('sahte-model-1');
      expect(await countReadings(handle, { type: 'daily', sign: 'ikizler', periodStart: '2025-01-05' })).toBe(
        1,
      );
    });

    test('without AI the hook is never called: composing is not limited', async () => {
      const hook = jest.fn();
      await service().readingOn('daily', 'ikizler', '2025-01-02', { now: NOW, beforePolish: hook });
      expect(hook).not.toHaveBeenCalled();
    });

    test('timeout: the composed reading is used as soon as the time limit passes', async () => {
      llm.mode = 'timeout';
      const started = Date.now();
      const r = await service({ ai: ai(400) }).readingNow('daily', 'kova', { now: NOW });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(r.data.source).toBe('composer');
      expect(r.data.prediction).toBe(draftOf('kova'));
    });
  });
});
