/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoroscopeReader } from '@/components/horoscope/horoscope-reader';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { signFaces } from '@/components/zodiac/sign-faces';

/**
 * The reading grid with its query part loaded once a sign is chosen (docs/performance.md): nothing
 * is fetched before, and 'Yorumunuz hazırlanıyor...' shows from the pick on, while the code loads.
 */
const realFetch = global.fetch;
beforeEach(() => localStorage.clear());
afterEach(() => {
  global.fetch = realFetch;
});

function stubFetch() {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    calls.push(String(input));
    const body = { success: false, message: 'Yorumlar birazdan yayında.' };
    return Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
  }) as typeof fetch;
  return calls;
}

const renderReader = () =>
  render(
    <SelectedSignProvider>
      <HoroscopeReader type="daily" siteUrl="https://example.test" faces={signFaces()} />
    </SelectedSignProvider>,
  );

describe('HoroscopeReader', () => {
  it('fetches nothing before a pick; after it, the loading state at once, then the answer', async () => {
    const calls = stubFetch();
    renderReader();
    expect(screen.getByText('Yorumunuzu okumak için yukarıdan burcunuzu seçin.')).toBeInTheDocument();
    const grid = within(screen.getByRole('list', { name: 'Burcunuzu seçin' }));
    // Links to the per-sign pages: a pick works before hydration and without JavaScript.
    expect(grid.getAllByRole('link')).toHaveLength(12);
    const koc = grid.getByRole('link', { name: /^Koç 21 Mart-20 Nisan Ateş$/ });
    expect(koc).toHaveAttribute('href', '/daily/koc');

    window.history.replaceState(null, '', '/daily');
    await userEvent.click(koc);
    // Hydrated, the pick stays on the page and the address becomes the sign's page.
    expect(window.location.pathname).toBe('/daily/koc');
    expect(screen.getByRole('status')).toHaveTextContent('Yorumunuz hazırlanıyor...');
    const info = await screen.findByText('Yorumlar birazdan yayında.');
    expect(info.closest('[role="status"]')).toHaveTextContent('Bilgi');
    expect(calls).toEqual(['/api/horoscopes/daily/koc']);
    expect(localStorage.getItem('selectedZodiacSign')).toBe('koc');
  });

  it('a pick of the same sign after Back changes the address again; a modified click is the browser’s', async () => {
    stubFetch();
    renderReader();
    const grid = within(screen.getByRole('list', { name: 'Burcunuzu seçin' }));
    const koc = grid.getByRole('link', { name: /^Koç / });
    window.history.replaceState(null, '', '/daily');
    await userEvent.click(koc);
    await waitFor(() => expect(window.location.pathname).toBe('/daily/koc'));
    const length = window.history.length;

    // What Back leaves behind: the grid's address, the sign still chosen.
    window.history.replaceState(null, '', '/daily');
    await userEvent.click(koc);
    await waitFor(() => expect(window.location.pathname).toBe('/daily/koc'));
    expect(window.history.length).toBe(length + 1);
    expect(koc).toHaveAttribute('aria-current', 'true');

    // Ctrl+click opens a new tab: this page neither picks nor moves.
    window.history.replaceState(null, '', '/daily');
    const boga = grid.getByRole('link', { name: /^Boğa / });
    // jsdom reports the link's own navigation (the default action, not prevented) as not implemented.
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(boga);
    await user.keyboard('{/Control}');
    await waitFor(() => expect(String(jsdomErrors.mock.calls[0]?.[0])).toMatch(/navigation/));
    jsdomErrors.mockRestore();
    expect(window.location.pathname).toBe('/daily');
    expect(boga).not.toHaveAttribute('aria-current');
  });

  it('loads a remembered sign’s reading without a pick', async () => {
    localStorage.setItem('selectedZodiacSign', 'balik');
    const calls = stubFetch();
    renderReader();
    expect(screen.getByRole('link', { name: /^Balık/ })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(calls).toEqual(['/api/horoscopes/daily/balik']));
  });
});
