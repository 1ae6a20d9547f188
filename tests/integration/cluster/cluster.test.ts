import net from 'node:net';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@/lib/db';
import { istanbulDay } from '@/lib/time/zone';
import { SIGN_IDS } from '@/lib/zodiac/sign-ids';
import {
  clusterPrerequisites,
  freePort,
  startCluster,
  startNginx,
  type Cluster,
} from '../../../scripts/cluster';
import { eventually, getJson, send, type Answer } from '../../helpers/http';

/**
 * The cluster `npm run cluster` starts (PostgreSQL, two instances of the production build, nginx
 * in front), driven through nginx: known traffic and its figures, readings generated once across
 * the instances, and an instance stopped under load. Every figure is a difference between two
 * settled readings of the reports, so the health checks of the start do not enter it.
 *
 * Needs Debian's postgresql and nginx packages and a build; .ci/run installs both. Without them
 * the suite is skipped and says why.
 */
const missing = clusterPrerequisites();
if (missing) console.warn(`Küme testi atlandı: ${missing} (.ci/run bunları kurar.)`);
const describeCluster = missing ? describe.skip : describe;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

interface Sender {
  headers: Record<string, string>;
  country: string;
  bot: string | null;
}

// The test stands for a CDN edge in front of nginx: it sends each visitor's address in
// X-Forwarded-For (long-standing allocations: ULAKBİM TR, TU Dresden DE, University of Tokyo JP,
// Google US, Microsoft US), nginx appends the edge's address, and the instances trust two hops
// (TRUST_PROXY=2: nginx, and the edge nginx names). `npm run cluster` itself uses 1: nginx only.
const PEOPLE: Record<string, Sender> = {
  ayse: { headers: { 'x-forwarded-for': '193.140.100.1', 'user-agent': CHROME }, country: 'TR', bot: null },
  hans: { headers: { 'x-forwarded-for': '141.30.1.1', 'user-agent': IPHONE }, country: 'DE', bot: null },
  kenji: { headers: { 'x-forwarded-for': '133.11.0.1', 'user-agent': ANDROID }, country: 'JP', bot: null },
  // nginx drops a client's CF-IPCountry (the site is not behind Cloudflare): the address decides.
  jan: {
    headers: { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'NL', 'user-agent': FIREFOX },
    country: 'US',
    bot: null,
  },
  ipv6: { headers: { 'x-forwarded-for': '2001:a98::1', 'user-agent': FIREFOX }, country: 'TR', bot: null },
};
const BOTS: Record<string, Sender> = {
  google: {
    headers: {
      'x-forwarded-for': '66.249.66.1',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    country: 'US',
    bot: 'Googlebot',
  },
  bing: {
    headers: {
      'x-forwarded-for': '157.55.39.1',
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    },
    country: 'US',
    bot: 'Bingbot',
  },
};
const EVERYONE = { ...PEOPLE, ...BOTS };
const PAGES = ['/', '/gizlilik', '/', '/gizlilik'];
const SIGNS = SIGN_IDS;

interface Figures {
  totalRequests: number;
  uniqueVisitors: number;
  countries: Record<string, number>;
  bots: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeCluster('two instances behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  let store: DbHandle;
  const day = istanbulDay();

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, trustProxy: '2' });
    store = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dir });
  }, 300_000);

  afterAll(async () => {
    await store?.close();
    await cluster?.stop();
  }, 120_000);

  /** The reports of `day` through nginx. */
  async function figures(): Promise<Figures> {
    const q = `?date=${day}`;
    const daily = await getJson<{ totalRequests: number; uniqueVisitors: number }>(
      cluster.url,
      `/api/analytics/daily${q}`,
    );
    const geo = await getJson<Array<{ code: string; requests: number }>>(
      cluster.url,
      `/api/analytics/geographic${q}`,
    );
    const bots = await getJson<Array<{ botType: string; count: number }>>(
      cluster.url,
      `/api/analytics/bot-traffic${q}`,
    );
    return {
      totalRequests: daily.totalRequests,
      uniqueVisitors: daily.uniqueVisitors,
      countries: Object.fromEntries(geo.map((g) => [g.code, g.requests])),
      bots: Object.fromEntries(bots.map((b) => [b.botType, b.count])),
    };
  }

  /** Figures once every instance has written its queue: two readings 1.5 s apart agree. */
  async function settled(): Promise<Figures> {
    let last = await figures();
    for (let i = 0; i < 40; i++) {
      await sleep(1_500);
      const now = await figures();
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
    throw new Error(`Analytics sayıları durulmadı: ${JSON.stringify(last)}`);
  }

  function difference(before: Figures, after: Figures) {
    const diff = (a: Record<string, number>, b: Record<string, number>) =>
      Object.fromEntries(
        Object.keys(b)
          .map((k) => [k, b[k] - (a[k] ?? 0)] as const)
          .filter(([, n]) => n !== 0),
      );
    return {
      totalRequests: after.totalRequests - before.totalRequests,
      uniqueVisitors: after.uniqueVisitors - before.uniqueVisitors,
      countries: diff(before.countries, after.countries),
      bots: diff(before.bots, after.bots),
    };
  }

  /** What the replay below must add, worked out from the table above. */
  function expectedFor(senders: Record<string, Sender>, requestsEach: number, newVisitors: number) {
    const countries: Record<string, number> = {};
    const bots: Record<string, number> = {};
    for (const s of Object.values(senders)) {
      countries[s.country] = (countries[s.country] ?? 0) + requestsEach;
      if (s.bot) bots[s.bot] = (bots[s.bot] ?? 0) + requestsEach;
    }
    return {
      totalRequests: Object.keys(senders).length * requestsEach,
      uniqueVisitors: newVisitors,
      countries,
      bots,
    };
  }

  /**
   * The access log's length once nginx has written the lines of everything answered so far: it
   * writes a line as a request finishes, which can be just after the client read the answer.
   */
  async function quietLogLength(): Promise<number> {
    let last = -1;
    for (;;) {
      const now = cluster.nginx.accessLog().length;
      if (now === last) return now;
      last = now;
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /**
   * Everyone's pages one after another: round robin sends consecutive requests to alternate
   * instances. Returns, per request, the instances nginx tried (the last one answered).
   */
  async function replay(): Promise<string[][]> {
    const before = await quietLogLength();
    let sent = 0;
    for (const page of PAGES) {
      for (const sender of Object.values(EVERYONE)) {
        const answer = await send(cluster.url, page, sender.headers);
        expect({ page, status: answer.status }).toEqual({ page, status: 200 });
        sent++;
      }
    }
    // The last line can come just after its answer: wait for every request's line (at most 5 s).
    const deadline = Date.now() + 5_000;
    const lines = () => cluster.nginx.accessLog().slice(before).split('\n').filter(Boolean).length;
    while (lines() < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return attemptsOf(cluster.nginx.accessLog().slice(before));
  }

  it('counts known traffic exactly: requests, each visitor once across both instances, countries, bots', async () => {
    const before = await settled();
    const attempts = await replay();
    const senders = Object.keys(EVERYONE);
    expect(attempts).toHaveLength(PAGES.length * senders.length);
    expectRoundRobin(attempts);
    // Each visitor's requests reached both instances (so two in-memory salts would have counted
    // them twice): request p × senders + s is sender s's page p, and the count of senders is odd.
    const answeredBy = attempts.map((a) => a.at(-1)!);
    const onBoth = senders.filter(
      (_, s) => new Set(PAGES.map((_, p) => answeredBy[p * senders.length + s])).size === 2,
    );
    if (attempts.every((a) => a.length === 1)) expect(onBoth).toEqual(senders);
    else expect(onBoth.length).toBeGreaterThan(0); // a retry rests one instance (see expectRoundRobin)

    const after = await settled();
    expect(difference(before, after)).toEqual(
      expectedFor(EVERYONE, PAGES.length, Object.keys(PEOPLE).length),
    );
    // One visitor secret, given to every instance (scripts/cluster.ts): nothing of it in the database.
    expect(await store.db.introspection.getTables().then((t) => t.map((x) => x.name))).not.toContain(
      'analytics_salts',
    );
  }, 180_000);

  it('counts a request once when nginx retries it on the other instance after the first one answered', async () => {
    // A second load balancer over the same instances, with instance 1 behind a relay that lets it
    // answer in full and then resets nginx's connection: the answer is lost on the way back (an
    // instance that died, or a network that failed, after sending it). nginx retries the GET on
    // instance 2; both instances answered, and recorded, the one client request.
    const relay = new AnswerLosingRelay(cluster.instances[0].port);
    const relayPort = await relay.start();
    const lossy = await startNginx({
      dir: path.join(cluster.dir, 'nginx-lossy'),
      port: await freePort(),
      upstreams: [relayPort, cluster.instances[1].port],
    });
    try {
      const before = await settled();
      relay.arm();
      let sent = 0;
      // Round robin reaches the relay on the first or the second request.
      while (relay.lost.length === 0 && sent < 4) {
        const answer = await send(lossy.url, '/gizlilik', PEOPLE.ayse.headers);
        expect(answer.status).toBe(200);
        sent++;
      }
      // Instance 1 answered the lost request in full (and so recorded it)...
      expect(relay.lost).toHaveLength(1);
      expect(relay.lost[0]).toMatch(/^HTTP\/1\.1 200 /);
      // ...and nginx tried it on instance 1, then answered from instance 2.
      await eventually(
        async () => lossy.accessLog().trim().split('\n').slice(-sent),
        (lines) =>
          lines.length === sent && lines.some((l) => /upstream=\S+, \S+ upstream_status=502, 200 /.test(l)),
        5_000,
      );
      const after = await settled();
      expect(after.totalRequests - before.totalRequests).toBe(sent);
      expect(after.countries.TR - (before.countries.TR ?? 0)).toBe(sent);
    } finally {
      await lossy.stop();
      await relay.stop();
    }
  }, 180_000);

  it('generates each reading once across the instances, however many ask at once', async () => {
    const asks = SIGNS.flatMap((sign, i) =>
      [0, 1, 2, 3].map((k) => ({
        sign,
        headers: { 'x-forwarded-for': `85.105.${i}.${k + 1}`, 'user-agent': CHROME },
      })),
    );
    const answers = await Promise.all(
      asks.map((a) => send(cluster.url, `/api/horoscopes/daily/${a.sign}`, a.headers)),
    );
    const bySign = new Map<string, Set<string>>();
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const { data } = JSON.parse(answer.body) as { data: { prediction: string; createdAt: string } };
      const seen = bySign.get(asks[i].sign) ?? new Set();
      seen.add(`${data.createdAt}|${data.prediction}`);
      bySign.set(asks[i].sign, seen);
    }
    // Every instance answers with the one stored reading.
    for (const sign of SIGNS)
      expect({ sign, versions: bySign.get(sign)!.size }).toEqual({ sign, versions: 1 });
    // Once in the table...
    const rows = await store.db
      .selectFrom('horoscope_readings')
      .select('sign')
      .where('type', '=', 'daily')
      .execute();
    expect(rows.map((r) => r.sign).sort()).toEqual([...SIGNS].sort());
    // ...and generated once: one line per generation in the two instances' logs together.
    const log = cluster.instances.map((i) => i.output()).join('\n');
    const generated = [...log.matchAll(/Yorum üretildi: daily:(\w+):/g)].map((m) => m[1]);
    expect(generated.sort()).toEqual([...SIGNS].sort());
    expect(log).not.toContain('başka bir süreç önce kaydetti');
  }, 180_000);

  it('stopping an instance under load: every request answered (nginx retries), every event counted; a restart changes no visitor count', async () => {
    const before = await settled();
    const logStart = await quietLogLength();
    const senders = Object.values(EVERYONE);
    const paths = ['/', '/gizlilik', '/api/horoscopes/daily/koc', '/api/health'];
    let stop = false;
    const answered: Answer[] = [];
    const failures: string[] = [];
    const worker = async (id: number) => {
      for (let i = 0; !stop; i++) {
        const path = paths[(id + i) % paths.length];
        try {
          const answer = await send(cluster.url, path, senders[(id + i) % senders.length].headers);
          answered.push(answer);
          if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
        } catch (err) {
          failures.push(`${path}: ${(err as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, id) => worker(id)));
    await eventually(
      async () => answered.length,
      (n) => n >= 30,
      60_000,
    );
    const second = cluster.instances[1];
    expect(await second.stop('SIGTERM')).toBe(0);
    // Keep the load on after the exit: nginx still sends the stopped instance its turn, is
    // refused, and retries the request on the other one.
    const afterStop = answered.length;
    await eventually(
      async () => answered.length,
      (n) => n >= afterStop + 40,
      60_000,
    );
    stop = true;
    await load;

    expect(failures).toEqual([]);
    // nginx writes a request's log line as it finishes, which can be just after the client read
    // the answer: wait for the last lines rather than race them.
    const logLines = () => cluster.nginx.accessLog().slice(logStart).trim().split('\n');
    await eventually(
      async () => logLines().length,
      (n) => n >= answered.length,
      10_000,
    );
    const lines = logLines();
    expect(lines).toHaveLength(answered.length);
    const retried = lines.filter((l) => /upstream=\S+, /.test(l));
    expect(retried.length).toBeGreaterThan(0);
    for (const line of retried) expect(line).toMatch(/" 200 upstream=/);
    // The stopped instance wrote its queue before it exited.
    expect(second.output()).toContain('Sunucu kapandı.');
    expect(second.output()).not.toMatch(/kayboldu|düşürüldü/);

    const afterLoad = await settled();
    const people = answered.length; // every request of the load was answered once
    expect(afterLoad.totalRequests - before.totalRequests).toBe(people);

    // The instance comes back (its health checks are counted before the next baseline), and
    // the same visitors come again: no one is new, because the day's salt is the same.
    await cluster.restartInstance(2);
    const beforeReplay = await settled();
    await replay();
    const afterReplay = await settled();
    expect(difference(beforeReplay, afterReplay)).toEqual(expectedFor(EVERYONE, PAGES.length, 0));
  }, 300_000);
});

/** The instances each access-log line's request was tried on, in order (the last one answered). */
function attemptsOf(log: string): string[][] {
  return log
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => /upstream=(.*?) upstream_status=/.exec(l)![1].split(', '));
}

/**
 * Round robin, read from the access log of requests sent one after another: each request is
 * first tried on the other instance than the one before. A retry is an honest exception (an
 * answer slower than proxy_read_timeout, or a kept-alive connection the instance closed as it was
 * reused): nginx answers from the other instance and, with max_fails=1, rests the failed one for
 * fail_timeout, so the order is checked up to the first retry, and retries must stay rare.
 */
function expectRoundRobin(attempts: string[][]) {
  const retried = attempts.filter((a) => a.length > 1);
  expect(retried.length).toBeLessThanOrEqual(2);
  const firstRetry = attempts.findIndex((a) => a.length > 1);
  const steady = firstRetry < 0 ? attempts : attempts.slice(0, firstRetry + 1);
  for (let i = 1; i < steady.length; i++)
    expect({ request: i, instance: steady[i][0] }).not.toEqual({ request: i, instance: steady[i - 1][0] });
  expect(new Set(attempts.flat()).size).toBe(2);
}

/**
 * A TCP relay in front of an instance. Once armed, the next request passes through and the
 * instance's whole answer is taken (its first line kept in `lost`), then nginx's connection is
 * reset instead of receiving it. Everything else passes unchanged.
 */
class AnswerLosingRelay {
  readonly lost: string[] = [];
  private armed = false;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly port: number) {}

  arm() {
    this.armed = true;
  }

  start(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(this.port, '127.0.0.1');
        let losing = false;
        let taken = '';
        let quiet: NodeJS.Timeout | undefined;
        for (const s of [client, upstream]) {
          this.sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => {
            this.sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.on('data', (chunk) => {
          if (this.armed) {
            this.armed = false;
            losing = true;
          }
          upstream.write(chunk);
        });
        upstream.on('data', (chunk) => {
          if (!losing) return void client.write(chunk);
          taken += chunk.toString('latin1');
          // The whole answer has come once the instance has been quiet for a moment.
          clearTimeout(quiet);
          quiet = setTimeout(() => {
            this.lost.push(taken.split('\r\n')[0]);
            client.resetAndDestroy();
            upstream.destroy();
          }, 500);
        });
      });
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
      this.server = server;
    });
  }

  stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
