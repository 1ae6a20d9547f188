import { startServer, type RunningServer } from '../../helpers/server';
import { send } from '../../helpers/http';

/** ANALYTICS_BASIC_AUTH through the real server: proxy.ts guards the dashboard and its reads only. */
const basic = (credentials: string) => ({
  authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
});

describe('dashboard access with ANALYTICS_BASIC_AUTH', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ANALYTICS_BASIC_AUTH: 'yönetici:Gök-kubbe 42' } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/analytics', '/api/analytics/daily', '/api/analytics/bot-traffic'])(
    'asks for credentials on %s',
    async (path) => {
      for (const headers of [
        {},
        basic('yönetici:yanlış'),
        basic('yonetici:Gök-kubbe 42'),
        { authorization: 'Bearer x' },
      ]) {
        const answer = await send(server.url, path, headers);
        expect(answer.status).toBe(401);
        expect(answer.body).toContain('kullanıcı adı ve parola gerekiyor');
        expect(answer.body).not.toContain('Site Analytics Dashboard');
      }
    },
  );

  it('names the realm so the browser shows its password prompt', async () => {
    const res = await fetch(`${server.url}/analytics`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(
      'Basic realm="Yildiz Rehberi Analytics", charset="UTF-8"',
    );
  });

  it('lets the right user and password in', async () => {
    const page = await send(server.url, '/analytics', basic('yönetici:Gök-kubbe 42'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Site Analytics Dashboard');
    expect(page.body).toContain('noindex');
    const daily = await send(server.url, '/api/analytics/daily', basic('yönetici:Gök-kubbe 42'));
    expect(daily.status).toBe(200);
    expect(Object.keys(JSON.parse(daily.body)).sort()).toEqual([
      'avgResponseTime',
      'successRate',
      'totalRequests',
      'uniqueVisitors',
    ]);
  });

  it('leaves the public site open', async () => {
    for (const path of ['/', '/gizlilik', '/api/health'])
      expect((await send(server.url, path)).status).toBe(200);
  });
});

describe('dashboard access without ANALYTICS_BASIC_AUTH', () => {
  it('is open, as the spec says', async () => {
    const server = await startServer();
    try {
      expect((await send(server.url, '/analytics')).status).toBe(200);
      expect((await send(server.url, '/api/analytics/geographic')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
