import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerFromMemory, matchesEtag } from '@/lib/api/horoscope-answer';
import { horoscopeSuccessSchema } from '@/lib/api/horoscope';
import { openDatabase, type DbHandle } from '@/lib/db';
import { ReadingService } from '@/lib/horoscope/service';

// A real service on a real SQLite file: the answer cache must follow what the service holds.
// Monday 22 June 2026, 12:30 in Istanbul (UTC+3).
const NOW = new Date('2026-06-22T09:30:00Z');
const decoder = new TextDecoder();

describe('reading answers from memory', () => {
  let dir: string;
  let handle: DbHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-answer-'));
    handle = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const serviceOf = (memoryLimit?: number) => new ReadingService({ db: async () => handle.db, memoryLimit });
  const json = (body: Uint8Array | null) => JSON.parse(decoder.decode(body!));

  test('answers a reading in memory with a fresh timestamp, and nothing else', async () => {
    const service = serviceOf();
    expect(answerFromMemory(service, '/api/horoscopes/daily/koc', NOW)).toBeNull();
    const entry = await service.readingNow('daily', 'koc', { now: NOW });

    const first = answerFromMemory(service, '/api/horoscopes/daily/koc', NOW)!;
    expect(first.status).toBe(200);
    const body = horoscopeSuccessSchema.parse(json(first.body));
    expect(body.data).toEqual(entry.data);
    expect(body.timestamp).toBe(NOW.toISOString());
    // The period ends at midnight in Istanbul, 21:00 UTC: 11.5 hours.
    expect(first.headers['Cache-Control']).toContain(`max-age=${11.5 * 3600}`);

    const later = new Date(NOW.getTime() + 1234);
    const second = answerFromMemory(service, '/api/horoscopes/daily/koc', later)!;
    expect(json(second.body).timestamp).toBe(later.toISOString());
    expect(second.headers.ETag).toBe(first.headers.ETag);

    expect(answerFromMemory(service, '/api/horoscopes/daily/boga', NOW)).toBeNull();
    expect(answerFromMemory(service, '/api/horoscopes/yearly/koc', NOW)).toBeNull();
    expect(answerFromMemory(service, '/api/horoscopes/daily/kedi', NOW)).toBeNull();
    expect(answerFromMemory(service, '/api/horoscopes/daily/koc/', NOW)).toBeNull();
    expect(answerFromMemory(service, '/api/health', NOW)).toBeNull();
  });

  test('a client holding the reading gets a 304 without a body', async () => {
    const service = serviceOf();
    await service.readingNow('weekly', 'aslan', { now: NOW });
    const { headers } = answerFromMemory(service, '/api/horoscopes/weekly/aslan', NOW)!;
    expect(headers.ETag).toMatch(/^W\/"[\w-]+"$/);
    const again = answerFromMemory(service, '/api/horoscopes/weekly/aslan', NOW, `"x", ${headers.ETag}`)!;
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.ETag).toBe(headers.ETag);
    expect(answerFromMemory(service, '/api/horoscopes/weekly/aslan', NOW, '"other"')!.status).toBe(200);
  });

  test('at the period’s end the old answer is gone; the next period has its own', async () => {
    const service = serviceOf();
    const today = await service.readingNow('daily', 'ikizler', { now: NOW });
    const lastSecond = new Date(today.period.endsAt.getTime() - 1000);
    const before = answerFromMemory(service, '/api/horoscopes/daily/ikizler', lastSecond)!;
    expect(json(before.body).data.date).toBe('2026-06-22');
    expect(before.headers['Cache-Control']).toContain('max-age=1,');

    const midnight = today.period.endsAt;
    expect(answerFromMemory(service, '/api/horoscopes/daily/ikizler', midnight)).toBeNull();
    await service.readingNow('daily', 'ikizler', { now: midnight });
    const after = answerFromMemory(service, '/api/horoscopes/daily/ikizler', midnight)!;
    expect(json(after.body).data.date).toBe('2026-06-23');
    expect(after.headers.ETag).not.toBe(before.headers.ETag);
    expect(matchesEtag(before.headers.ETag, after.headers.ETag)).toBe(false);
  });

  test('a reading that changes in the store is answered with its new text and a new tag once reloaded', async () => {
    const service = serviceOf(1);
    await service.readingNow('monthly', 'balik', { now: NOW });
    const old = answerFromMemory(service, '/api/horoscopes/monthly/balik', NOW)!;

    // A polished text written over the stored one (what a re-polish would do).
    await handle.db
      .updateTable('horoscope_readings')
      .set({ prediction: 'Genel: Cilalanmış yeni metin.', source: 'yeni-model' })
      .where('type', '=', 'monthly')
      .where('sign', '=', 'balik')
      .execute();
    // Memory holds one reading: reading another pushes this one out, so it is read again.
    await service.readingNow('monthly', 'koc', { now: NOW });
    expect(answerFromMemory(service, '/api/horoscopes/monthly/balik', NOW)).toBeNull();
    await service.readingNow('monthly', 'balik', { now: NOW });

    const fresh = answerFromMemory(service, '/api/horoscopes/monthly/balik', NOW, old.headers.ETag)!;
    expect(fresh.status).toBe(200);
    expect(json(fresh.body).data).toMatchObject({
      prediction: 'Genel: Cilalanmış yeni metin.',
      source: 'yeni-model',
    });
    expect(fresh.headers.ETag).not.toBe(old.headers.ETag);
  });

  test('ETags compare weakly, and * matches any', () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', 'W/"a"')).toBe(true);
    expect(matchesEtag('"ab"', 'W/"a"')).toBe(false);
    expect(matchesEtag('', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});
