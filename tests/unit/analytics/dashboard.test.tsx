/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { AnalyticsDashboard } from '@/components/analytics/analytics-dashboard';

/** The dashboard's states with the network stubbed (the charts themselves are checked in e2e). */
const ANSWERS: Record<string, unknown> = {
  '/api/analytics/daily': {
    totalRequests: 12345,
    uniqueVisitors: 321,
    avgResponseTime: 14.26,
    successRate: 97.5,
  },
  '/api/analytics/hourly': Array.from({ length: 24 }, (_, hour) => ({
    hour,
    requests: hour === 10 ? 12345 : 0,
    uniqueVisitors: hour === 10 ? 321 : 0,
  })),
  '/api/analytics/popular-pages': [
    { url: '/gizlilik', requests: 1200, uniqueVisitors: 90, avgResponseTime: 8.04 },
  ],
  '/api/analytics/geographic': [
    { country: 'Türkiye', code: 'TR', requests: 10000 },
    { country: 'Almanya', code: 'DE', requests: 2345 },
  ],
  '/api/analytics/performance': { avgResponseTime: 14.26, errorRate: 2.5, totalRequests: 12345 },
  '/api/analytics/bot-traffic': [
    { botType: 'Googlebot', count: 40 },
    { botType: null, count: 7 },
  ],
  // The seventh section (real-user vitals) reads on its own; healthy here, tested in vitals-section.test.tsx.
  '/api/analytics/web-vitals': [],
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

// jsdom cannot draw on a canvas; Chart.js says so on every chart. Other errors still show.
const realError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/getContext|acquire context|not wrapped in act/.test(text)) return;
    realError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

function stub(overrides: Record<string, { status: number; body: unknown } | 'pending'> = {}) {
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const path = String(input);
    const o = overrides[path];
    if (o === 'pending') return new Promise<Response>(() => {});
    const { status, body } = o ?? { status: 200, body: ANSWERS[path] };
    // jsdom has no Response class; the fetchers read only ok, status and json().
    return Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);
  }) as typeof fetch;
}

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <AnalyticsDashboard />
    </QueryClientProvider>,
  );
}

describe('analytics dashboard', () => {
  it('says it is loading while any read is pending', async () => {
    stub({ '/api/analytics/performance': 'pending' });
    renderDashboard();
    expect(await screen.findByText('Analytics verileri yükleniyor...')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Analytics verileri yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Toplam İstek')).not.toBeInTheDocument();
  });

  it('shows every figure the Turkish way', async () => {
    stub();
    renderDashboard();
    expect(await screen.findByText('Toplam İstek')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Günün özeti' }));
    const card = (label: string) => cards.getByText(label).closest('li') as HTMLElement;
    expect(card('Toplam İstek')).toHaveTextContent('12.345');
    expect(card('Benzersiz Ziyaretçi')).toHaveTextContent('321');
    expect(card('Ort. Yanıt Süresi')).toHaveTextContent('14,3 ms');
    expect(card('Başarı Oranı')).toHaveTextContent('%97,5');
    const performance = within(screen.getByRole('region', { name: 'Performans Metrikleri' }));
    expect(performance.getByText('%2,50')).toBeInTheDocument();
    expect(performance.getByText('12.345')).toBeInTheDocument();
    for (const header of ['Sayfa', 'İstek Sayısı', 'Benzersiz Ziyaretçi', 'Ort. Yanıt Süresi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('rowheader', { name: '/gizlilik' })).toBeInTheDocument();
    expect(screen.getByText('Bilinmeyen Bot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com/',
    );
  });

  it('hides the bot section when there are no bots', async () => {
    stub({ '/api/analytics/bot-traffic': { status: 200, body: [] } });
    renderDashboard();
    expect(await screen.findByText('Toplam İstek')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bot Trafiği' })).not.toBeInTheDocument();
  });

  it('shows the error, the failed read and a retry button when any read fails', async () => {
    stub({ '/api/analytics/geographic': { status: 503, body: { success: false, message: 'x' } } });
    renderDashboard();
    expect(await screen.findByText('Analytics verileri yüklenirken hata oluştu')).toBeInTheDocument();
    expect(screen.getByText('Coğrafi istatistikler alınamadı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
    expect(screen.queryByText('Toplam İstek')).not.toBeInTheDocument();
  });
});
