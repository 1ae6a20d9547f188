import { databaseSalts, VisitorHasher } from '@/lib/analytics/visitor';
import type { DbHandle } from '@/lib/db';
import { shiftDay } from '@/lib/time/calendar';
import { istanbulDay } from '@/lib/time/zone';
import { ENGINE_NAMES, prepareEngine, type EngineUnderTest } from '../../helpers/engines';

/**
 * The shared visitor salts on each engine, with two connections standing for two instances:
 * one salt per day whoever asks first, the same hashes on both, and deletion two days later.
 */
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe.each(ENGINE_NAMES)('visitor salts on %s', (engineName) => {
  let engine: EngineUnderTest;
  let one: DbHandle;
  let two: DbHandle;

  beforeAll(async () => {
    engine = await prepareEngine(engineName);
    one = await engine.open();
    two = await engine.open();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await engine?.cleanup();
  });

  const rows = async () =>
    (await one.db.selectFrom('analytics_salts').selectAll().orderBy('day').execute()).map((r) => r.day);

  it('two instances racing for a new day store one salt and hash a visitor alike', async () => {
    const today = istanbulDay();
    const a = new VisitorHasher({ store: databaseSalts(async () => one.db) });
    const b = new VisitorHasher({ store: databaseSalts(async () => two.db) });
    const hashes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hash(today, '85.105.1.1', UA)),
    );
    expect(new Set(hashes).size).toBe(1);
    expect(await rows()).toEqual([today]);
    const salt = (await one.db.selectFrom('analytics_salts').select('salt').executeTakeFirstOrThrow()).salt;
    expect(Buffer.from(salt, 'base64')).toHaveLength(32);
    // A restart (a new hasher on a new connection) reads the same salt: the count does not change.
    const restarted = new VisitorHasher({ store: databaseSalts(async () => two.db) });
    expect(await restarted.hash(today, '85.105.1.1', UA)).toBe(hashes[0]);
  });

  it('keeps a salt through its day and the next; deletes it after', async () => {
    const today = istanbulDay();
    const old = [shiftDay(today, -3), shiftDay(today, -2), shiftDay(today, -1)];
    const insert = (day: string) =>
      one.db
        .insertInto('analytics_salts')
        .values({ day, salt: Buffer.alloc(32, 1).toString('base64'), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
    for (const day of old) await insert(day);
    const h = new VisitorHasher({ store: databaseSalts(async () => two.db) });
    await h.forgetExpired();
    expect(await rows()).toEqual([shiftDay(today, -1), today]);
    // A late event of a deleted day never brings its salt back.
    await h.hash(shiftDay(today, -2), '85.105.1.1', UA);
    expect(await rows()).toEqual([shiftDay(today, -1), today]);
  });
});
