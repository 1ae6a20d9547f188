import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneAnalytics, writeEvents } from '@/lib/analytics/store';
import { dailyReport } from '@/lib/analytics/reports';
import { openDatabase, type DbHandle } from '@/lib/db';
import { shiftDay } from '@/lib/time/calendar';
import { event } from './fixtures';

/**
 * The store's side of the integrity fixes, on a real SQLite file with an injected clock: batch ids
 * that make a retried batch count once, and pruning that does not follow a clock that jumped ahead.
 */
let dir: string;
let handle: DbHandle;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yildiz-store-'));
  handle = await openDatabase({ dataDir: dir });
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (table: 'analytics_events' | 'analytics_hourly') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('a batch written again under its id is skipped: nothing counts twice', async () => {
  const batch = Array.from({ length: 30 }, (_, i) => event({ path: `/p${i}`, visitor: `v${i}` }));
  expect(await writeEvents(handle.db, batch, 'parti-1')).toBe(true);
  expect(await writeEvents(handle.db, batch, 'parti-1')).toBe(false);
  const daily = await dailyReport(handle, '2025-03-21');
  expect(daily).toMatchObject({ totalRequests: 30, uniqueVisitors: 30 });
  expect(await count('analytics_events')).toBe(30);
});

it('pruning counts from the newest stored day and refuses to follow a clock that jumped 100 days ahead', async () => {
  const real = '2025-03-21';
  for (let i = 0; i < 60; i++) {
    const day = shiftDay(real, -i);
    await writeEvents(handle.db, [event({ day, at: Date.parse(`${day}T09:00:00Z`) })], `gun-${day}`);
  }
  expect(await count('analytics_events')).toBe(60);
  const jumped = shiftDay(real, 100);
  // Started on the jumped clock, before anything was written on it: ages count from the newest day.
  const first = await pruneAnalytics(handle.db, handle.engine, { today: jumped, retentionDays: 90 });
  expect(first).toMatchObject({ events: 0, rollupRows: 0 });
  expect(first.refused).toBeUndefined();
  // Once the jumped clock has written a day, the gap shows: nothing is deleted, and it says why.
  await writeEvents(handle.db, [event({ day: jumped })], 'atlamis');
  const second = await pruneAnalytics(handle.db, handle.engine, { today: jumped, retentionDays: 90 });
  expect(second.refused).toMatch(/saat ileri atlamış olabilir/);
  expect(await count('analytics_events')).toBe(61);
  expect(await count('analytics_hourly')).toBe(61);
  // On the real clock, the ordinary retention applies (a 30-day one deletes the older 30 days).
  const normal = await pruneAnalytics(handle.db, handle.engine, { today: real, retentionDays: 30 });
  expect(normal.refused).toBeUndefined();
});
