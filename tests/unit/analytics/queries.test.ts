import { fetchReport, type ReportDefinition } from '@/components/analytics/queries';
import { ANALYTICS_REPORTS } from '@/lib/api/analytics';

/** The dashboard's fetchers against a stand-in for the network (fetch is the boundary here). */
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
const respond = (status: number, body: unknown) => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
};

describe('analytics fetchers', () => {
  it('return an answer that matches the schema', async () => {
    const daily = { totalRequests: 10, uniqueVisitors: 3, avgResponseTime: 12.5, successRate: 90 };
    respond(200, daily);
    await expect(fetchReport(ANALYTICS_REPORTS.daily)).resolves.toEqual(daily);
    expect(global.fetch).toHaveBeenCalledWith('/api/analytics/daily', expect.anything());
  });

  it.each([
    ['daily', 'Günlük istatistikler alınamadı'],
    ['hourly', 'Saatlik istatistikler alınamadı'],
    ['popularPages', 'Popüler sayfalar alınamadı'],
    ['geographic', 'Coğrafi istatistikler alınamadı'],
    ['performance', 'Performans metrikleri alınamadı'],
    ['botTraffic', 'Bot trafiği alınamadı'],
  ] as const)('%s raises its own Turkish error on a failed status', async (name, message) => {
    respond(500, { success: false, message: 'x' });
    const definition: ReportDefinition<unknown> = ANALYTICS_REPORTS[name];
    await expect(fetchReport(definition)).rejects.toThrow(message);
  });

  it('raises the same error for an answer of the wrong shape and for a network failure', async () => {
    respond(200, [{ hour: 0, requests: 1, uniqueVisitors: 1 }]);
    await expect(fetchReport(ANALYTICS_REPORTS.hourly)).rejects.toThrow('Saatlik istatistikler alınamadı');
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(fetchReport(ANALYTICS_REPORTS.botTraffic)).rejects.toThrow('Bot trafiği alınamadı');
  });
});
