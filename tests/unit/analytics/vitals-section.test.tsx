/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RealUserVitals } from '@/components/analytics/web-vitals-section';

/** The seventh section's own states, with the network stubbed at fetch. */
const ROWS = [
  { page: '*', metric: 'LCP', p75: 2600, samples: 40 },
  { page: '*', metric: 'INP', p75: 120, samples: 12 },
  { page: '*', metric: 'CLS', p75: 0.3, samples: 40 },
  { page: '*', metric: 'TTFB', p75: 300, samples: 41 },
  { page: '/sky-map', metric: 'LCP', p75: 4500, samples: 5 },
  { page: '/daily', metric: 'LCP', p75: 1900, samples: 30 },
  { page: '/daily', metric: 'INP', p75: 240, samples: 9 },
  { page: '/daily', metric: 'CLS', p75: 0.01, samples: 30 },
];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function stub(answers: Array<{ status: number; body: unknown }>) {
  let call = 0;
  global.fetch = jest.fn(() => {
    const { status, body } = answers[Math.min(call++, answers.length - 1)];
    return Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);
  }) as typeof fetch;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RealUserVitals />
    </QueryClientProvider>,
  );

describe('Gerçek kullanıcı deneyimi', () => {
  it('shows the site’s p75 per metric with a text rating, and the slowest pages', async () => {
    stub([{ status: 200, body: ROWS }]);
    renderSection();
    const site = within(await screen.findByRole('list', { name: 'Sitenin tamamı' }));
    const card = (metric: string) => within(site.getByText(metric, { exact: true }).closest('li')!);
    expect(card('LCP').getByText('2,60 sn')).toBeInTheDocument();
    expect(card('LCP').getByText('İyileştirilmeli')).toBeInTheDocument();
    expect(card('INP').getByText('120 ms')).toBeInTheDocument();
    expect(card('INP').getByText('İyi')).toBeInTheDocument();
    expect(card('CLS').getByText('Kötü')).toBeInTheDocument();
    expect(card('FCP').getByText('Ölçüm yok')).toBeInTheDocument();
    expect(card('TTFB').getByText('41 ölçüm', { exact: false })).toBeInTheDocument();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['/sky-map', '/daily']);
    expect(within(rows[0]).getByText('Kötü')).toBeInTheDocument();
    expect(within(rows[1]).getByText('240 ms')).toBeInTheDocument();
  });

  it('says so on a day without samples', async () => {
    stub([{ status: 200, body: [] }]);
    renderSection();
    expect(await screen.findByText('Bugün henüz gerçek kullanıcı ölçümü yok.')).toBeInTheDocument();
  });

  it('has its own loading and error state, and reads again on "Tekrar Dene"', async () => {
    stub([
      { status: 503, body: { success: false, message: 'x' } },
      { status: 503, body: { success: false, message: 'x' } },
      { status: 200, body: ROWS },
    ]);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Gerçek kullanıcı ölçümleri yükleniyor...');
    // The read is tried twice (retry: 1, as the six), a second apart.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Gerçek kullanıcı ölçümleri alınamadı',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('list', { name: 'Sitenin tamamı' })).toBeInTheDocument();
  });
});
