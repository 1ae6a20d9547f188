import type { DbHandle } from '@/lib/db';
import { underLock } from '@/lib/db/lock';
import { prepareEngine, type EngineUnderTest } from '../../helpers/engines';

/**
 * The cross-process lock readings are generated under, on PostgreSQL (TEST_DATABASE_URL), with
 * two handles standing for two instances: one runs the work at a time, and a holder may keep
 * its transaction open longer than the pool's idle-in-transaction bound.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPostgres('underLock on PostgreSQL', () => {
  let engine: EngineUnderTest;
  let one: DbHandle;
  let two: DbHandle;
  beforeAll(async () => {
    engine = await prepareEngine('postgres');
    one = await engine.open();
    two = await engine.open();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await engine?.cleanup();
  });

  it('runs one holder of a key at a time across connections, and different keys side by side', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(150);
      running--;
      return 'bitti';
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => underLock(i % 2 ? one : two, 'daily:koc:2026-03-21', work)),
    );
    expect(results).toEqual(Array(6).fill('bitti'));
    expect(most).toBe(1);

    running = 0;
    most = 0;
    await Promise.all([underLock(one, 'a', work), underLock(two, 'b', work)]);
    expect(most).toBe(2);
  }, 60_000);

  it('a holder may take longer than the pool lets a transaction idle (3 s), and the waiter then runs', async () => {
    const order: string[] = [];
    const slow = underLock(one, 'yavas', async (trx) => {
      await sleep(4_000);
      const { rows } = await trx
        .selectNoFrom((eb) => eb.val(1).as('x'))
        .execute()
        .then((r) => ({ rows: r }));
      order.push('ilk');
      return rows.length;
    });
    await sleep(200);
    const waiter = underLock(two, 'yavas', async () => {
      order.push('ikinci');
    });
    expect(await slow).toBe(1);
    await waiter;
    expect(order).toEqual(['ilk', 'ikinci']);
  }, 60_000);

  it('gives up after its wait, with a message', async () => {
    const holder = underLock(one, 'tutuluyor', () => sleep(1_500));
    await sleep(200);
    await expect(underLock(two, 'tutuluyor', async () => {}, { waitMs: 300 })).rejects.toThrow(
      /bekleme süresi doldu/,
    );
    await holder;
  }, 60_000);
});
