import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readingAnswer } from '@/lib/api/horoscope-answer';
import { horoscopeSuccessSchema } from '@/lib/api/horoscope';
import { openDatabase, type DbHandle } from '@/lib/db';
import { etagMatches } from '@/lib/http/cache-policy';
import { ReadingService } from '@/lib/horoscope/service';

// A real service on a real SQLite file: the answer must follow what the service holds.
// Monday 22 June 2026, 12:30 in Istanbul (UTC+3).
const NOW = new Date('2026-06-22T09:30:00Z');
const decoder = new TextDecoder();

describe('the reading API’s answer', () => {
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

  test('a reading with a fresh timestamp, kept until the period ends', async () => {
    const service = serviceOf();
    const entry = await service.readingNow('daily', 'koc', { now: NOW });
    const first = readingAnswer(entry, NOW);
    expect(first.status).toBe(200);
    const body = horoscopeSuccessSchema.parse(json(first.body));
    expect(body.data).toEqual(entry.data);
    expect(body.timestamp).toBe(NOW.toISOString());
    // The period ends at midnight in Istanbul, 21:00 UTC: 11.5 hours.
    expect(first.headers['Cache-Control']).toBe(
      `public, max-age=${11.5 * 3600}, s-maxage=${11.5 * 3600}, stale-while-revalidate=60`,
    );
    const later = new Date(NOW.getTime() + 1234);
    const second = readingAnswer(service.peek('daily', 'koc', later)!, later);
    expect(json(second.body).timestamp).toBe(later.toISOString());
    expect(second.headers.ETag).toBe(first.headers.ETag);
  });

  test('a client holding the reading gets a 304 without a body', async () => {
    const service = serviceOf();
    const entry = await service.readingNow('weekly', 'aslan', { now: NOW });
    const { headers } = readingAnswer(entry, NOW);
    expect(headers.ETag).toMatch(/^W\/"[\w-]+"$/);
    const again = readingAnswer(entry, NOW, `"x", ${headers.ETag}`);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.ETag).toBe(headers.ETag);
    expect(readingAnswer(entry, NOW, '*').status).toBe(304);
    expect(readingAnswer(entry, NOW, '"other"').status).toBe(200);
  });

  test('the next period has its own answer and tag; an ended period is kept for long', async () => {
    const service = serviceOf();
    const today = await service.readingNow('daily', 'ikizler', { now: NOW });
    const lastSecond = new Date(today.period.endsAt.getTime() - 1000);
    const before = readingAnswer(today, lastSecond);
    expect(json(before.body).data.date).toBe('2026-06-22');
    expect(before.headers['Cache-Control']).toContain('max-age=1,');
    expect(readingAnswer(today, today.period.endsAt).headers['Cache-Control']).toBe(
      'public, max-age=86400, s-maxage=2592000',
    );

    const midnight = today.period.endsAt;
    expect(service.peek('daily', 'ikizler', midnight)).toBeUndefined();
    const after = readingAnswer(await service.readingNow('daily', 'ikizler', { now: midnight }), midnight);
    expect(json(after.body).data.date).toBe('2026-06-23');
    expect(etagMatches(before.headers.ETag, after.headers.ETag)).toBe(false);
  });

  test('a reading that changes in the store is answered with its new text and a new tag once reloaded', async () => {
    const service = serviceOf(1);
    const old = readingAnswer(await service.readingNow('monthly', 'balik', { now: NOW }), NOW);
    await handle.db
      .updateTable('horoscope_readings')
      .set({ prediction: 'Genel: Cilalanmış yeni metin.', source: 'yeni-model' })
      .where('type', '=', 'monthly')
      .where('sign', '=', 'balik')
      .execute();
    // Memory holds one reading: reading another pushes this one out, so it is read again.
    await service.readingNow('monthly', 'koc', { now: NOW });
    expect(service.peek('monthly', 'balik', NOW)).toBeUndefined();
    const entry = await service.readingNow('monthly', 'balik', { now: NOW });
    const fresh = readingAnswer(entry, NOW, old.headers.ETag);
    expect(fresh.status).toBe(200);
    expect(json(fresh.body).data).toMatchObject({
      prediction: 'Genel: Cilalanmış yeni metin.',
      source: 'yeni-model',
    });
    expect(fresh.headers.ETag).not.toBe(old.headers.ETag);
  });
});
