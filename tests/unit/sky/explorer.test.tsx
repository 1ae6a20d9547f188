/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkyMapExplorer } from '@/components/sky-map/sky-map-explorer';

/**
 * The /sky-map form with its query part loaded on demand (docs/performance.md): the states of
 * docs/sky-map.md must hold from the submit on, including while that part's code loads.
 */
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** A fetch that answers each /api/sky-map call when the test says so; jsdom has no Response class. */
function heldFetch() {
  const calls: string[] = [];
  const releases: Array<() => void> = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    calls.push(String(input));
    const body = JSON.stringify({ success: true, note: 'görüntü yok' });
    return new Promise<Response>((resolve) =>
      releases.push(() =>
        resolve({
          ok: true,
          status: 200,
          text: async () => body,
          json: async () => JSON.parse(body),
        } as Response),
      ),
    );
  }) as typeof fetch;
  return { calls, release: () => releases.shift()?.() };
}

describe('SkyMapExplorer', () => {
  it('requests nothing until submitted, then is busy until the answer arrives', async () => {
    const net = heldFetch();
    render(<SkyMapExplorer today="2026-11-23" />);
    const date = screen.getByLabelText('Tarih');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-01');
    expect(net.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }));
    // Busy at once, before the query's code has even loaded, with the chart's empty frame in place.
    const busy = screen.getByRole('button', { name: 'Yükleniyor...' });
    expect(busy).toBeDisabled();
    expect(await screen.findByTestId('sky-map-placeholder')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() =>
      expect(net.calls).toEqual([expect.stringContaining('/api/sky-map?date=2024-03-01&latitude=41.0082')]),
    );
    expect(screen.getByRole('button', { name: 'Yükleniyor...' })).toBeDisabled();
    expect(screen.getByTestId('sky-map-placeholder')).toBeInTheDocument();

    await act(async () => net.release());
    expect(await screen.findByText('Gökyüzü haritası görüntüsü mevcut değil')).toBeInTheDocument();
    expect(screen.queryByTestId('sky-map-placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' })).toBeEnabled();

    // Fresh for five minutes: the same date again asks nothing and shows the same answer.
    await userEvent.click(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }));
    expect(screen.getByText('Gökyüzü haritası görüntüsü mevcut değil')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' })).toBeEnabled();
    expect(net.calls).toHaveLength(1);
  });

  it('hides the answer when the date changes, and the button stops waiting for it', async () => {
    const net = heldFetch();
    render(<SkyMapExplorer today="2026-11-23" />);
    const date = screen.getByLabelText('Tarih');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-04-02');
    await userEvent.click(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' }));
    await waitFor(() => expect(net.calls).toHaveLength(1));
    expect(await screen.findByTestId('sky-map-placeholder')).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '2024-04-03');
    expect(screen.getByRole('button', { name: 'Gökyüzü Haritasını Göster' })).toBeEnabled();
    expect(screen.queryByTestId('sky-map-placeholder')).toBeNull();
    await act(async () => net.release());
    expect(screen.queryByText('Gökyüzü haritası görüntüsü mevcut değil')).toBeNull();
  });
});
