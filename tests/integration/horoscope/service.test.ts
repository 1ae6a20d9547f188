import type { DbHandle } from '@/lib/db';
import { composeReading } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { ReadingService, type ReadingServiceOptions } from '@/lib/horoscope/service';
import { countReadings, createFixture, ENGINES, type EngineFixture } from './engines';
import { POLISH_MARK, startFakeLlm, type FakeLlm } from './fake-llm';
import { periodOf } from '@/lib/time/periods';

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

  test('beforeGenerate runs only for readings that exist nowhere, and can refuse them', async () => {
    const s = service();
    const refused = new Error('çok fazla istek');
    await expect(
      s.readingNow('daily', 'ikizler', { now: NOW, beforeGenerate: () => Promise.reject(refused) }),
    ).rejects.toBe(refused);
    expect(await countReadings(handle, { type: 'daily', sign: 'ikizler' })).toBe(0);
    // Stored readings never reach the hook.
    const hook = jest.fn();
    await s.readingNow('daily', 'koc', { now: NOW, beforeGenerate: hook });
    expect(hook).not.toHaveBeenCalled();
  });

  test('pregenerate stores the 36 readings of a day once', async () => {
    const s = service();
    const first = await s.pregenerate('2026-07-01');
    expect(first).toEqual({ generated: 36, existing: 0 });
    const again = await service().pregenerate('2026-07-01');
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
