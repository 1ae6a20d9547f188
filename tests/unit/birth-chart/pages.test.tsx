/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChartWheel } from '@/components/birth-chart/chart-wheel';
import { PlaceCombobox, type PlaceChoice } from '@/components/birth-chart/place-combobox';
import { SAVED_CHART_KEY } from '@/components/birth-chart/saved-chart';
import { SavedChartGreeting, excerpt } from '@/components/birth-chart/saved-chart-greeting';
import { spreadPoints } from '@/components/birth-chart/wheel-layout';
import { CHART_BODIES, type ChartBodyPosition } from '@/lib/birth-chart/types';
import { SIGN_IDS } from '@/lib/zodiac/signs';

const SISLI: PlaceChoice = {
  id: 'tr-34-sisli',
  name: 'Şişli',
  province: 'İstanbul',
  country: 'Türkiye',
  latitude: 41.0605,
  longitude: 28.9872,
  timeZone: 'Europe/Istanbul',
};
const SILE: PlaceChoice = { ...SISLI, id: 'tr-34-sile', name: 'Şile', latitude: 41.17, longitude: 29.61 };

// The network is the boundary: the API's answers are stubbed, nothing of ours is.
function stubFetch(answer: (url: string) => unknown) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const body = answer(url);
    return {
      ok: true,
      status: 200,
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

function Harness({ onPick }: { onPick: (p: PlaceChoice | null) => void }) {
  const [value, setValue] = useState<PlaceChoice | null>(null);
  return (
    <PlaceCombobox
      value={value}
      onChange={(p) => {
        setValue(p);
        onPick(p);
      }}
    />
  );
}

describe('PlaceCombobox', () => {
  it('searches without diacritics and is driven by the keyboard as an ARIA combobox', async () => {
    const calls = stubFetch(() => ({ success: true, data: [SISLI, SILE] }));
    const picked: (PlaceChoice | null)[] = [];
    render(<Harness onPick={(p) => picked.push(p)} />);
    const combo = screen.getByRole('combobox', { name: 'Doğum yeri' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(combo, 'sisli');
    const listbox = await screen.findByRole('listbox');
    expect(calls.at(-1)).toBe('/api/places?q=sisli');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(combo).toHaveAttribute('aria-controls', listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Şişli, İstanbul, Türkiye',
      'Şile, İstanbul, Türkiye',
    ]);
    expect(combo).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{ArrowDown}'); // wraps around
    expect(combo).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(picked.at(-1)?.id).toBe('tr-34-sile');
    expect(combo).toHaveValue('Şile, İstanbul');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Seçilen yer: Şile, İstanbul')).toBeInTheDocument();

    // Typing again forgets the choice.
    await userEvent.type(combo, 'x');
    expect(picked.at(-1)).toBeNull();
  });

  it('says so in Turkish when nothing is found', async () => {
    stubFetch(() => ({ success: true, data: [] }));
    render(<Harness onPick={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'qqq');
    expect(await screen.findByText(/“qqq” için yer bulunamadı/)).toBeInTheDocument();
  });
});

function bodies(longitudes: number[]): ChartBodyPosition[] {
  return CHART_BODIES.map((body, i) => {
    const longitude = longitudes[i];
    const index = Math.floor(longitude / 30);
    return {
      body,
      longitude,
      sign: SIGN_IDS[index],
      degree: Math.floor(longitude - index * 30),
      minute: 0,
      latitude: 0,
      speed: 1,
      retrograde: false,
      house: 1,
    };
  });
}

describe('ChartWheel', () => {
  const spread = [10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310];

  it('draws the twelve signs, the eleven points, the houses and the angles, labelled as an image', () => {
    render(
      <ChartWheel
        label="Doğum haritası çarkı"
        chart={{
          bodies: bodies(spread),
          ascendant: { longitude: 284.3, sign: 'oglak', degree: 14, minute: 18 },
          midheaven: { longitude: 219.3, sign: 'akrep', degree: 9, minute: 16 },
          houses: Array.from({ length: 12 }, (_, i) => (284.3 + i * 30) % 360),
          aspects: [{ a: 'sun', b: 'moon', type: 'square', orb: 1, applying: true }],
        }}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Doğum haritası çarkı' });
    for (const glyph of ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓']) {
      expect(svg.textContent).toContain(glyph);
    }
    expect(svg.querySelectorAll('[data-body]')).toHaveLength(11);
    expect(svg.textContent).toContain('ASC');
    expect(svg.textContent).toContain('MC');
    for (let h = 1; h <= 12; h++)
      expect(Array.from(svg.querySelectorAll('text')).some((t) => t.textContent === String(h))).toBe(true);
  });

  it('without a birth time draws no houses and no angles', () => {
    render(
      <ChartWheel
        label="Saatsiz çark"
        chart={{ bodies: bodies(spread), ascendant: null, midheaven: null, houses: null, aspects: [] }}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Saatsiz çark' });
    expect(svg.textContent).not.toContain('ASC');
    expect(Array.from(svg.querySelectorAll('text')).some((t) => t.textContent === '12')).toBe(false);
  });

  it('spreads crowded points apart without changing their order', () => {
    const crowded = bodies([100, 100.5, 101, 101.5, 102, 200, 359.5, 0.5, 1, 250, 251]);
    const placed = spreadPoints(crowded, 8);
    const shownOf = (b: string) => placed.find((p) => p.body === b)!.shown % 360;
    const cluster = ['sun', 'moon', 'mercury', 'venus', 'mars'].map(shownOf);
    for (let i = 1; i < cluster.length; i++) expect(cluster[i] - cluster[i - 1]).toBeGreaterThanOrEqual(7.99);
    // The cluster stays centred on where it really is.
    expect(Math.abs(cluster.reduce((s, v) => s + v, 0) / 5 - 101)).toBeLessThan(0.5);
    // A cluster across 0° Koç is spread too.
    const wrap = ['uranus', 'neptune', 'pluto'].map((b) => placed.find((p) => p.body === b)!.shown);
    expect(wrap[1] - wrap[0]).toBeGreaterThanOrEqual(7.99);
    expect(wrap[2] - wrap[1]).toBeGreaterThanOrEqual(7.99);
  });
});

describe('SavedChartGreeting', () => {
  afterEach(() => window.localStorage.clear());

  it('renders nothing without a saved chart', () => {
    const { container } = render(<SavedChartGreeting />);
    expect(container).toBeEmptyDOMElement();
  });

  it('greets with the personal reading (birth data only in the POST body) and links to the readings', async () => {
    window.localStorage.setItem(
      SAVED_CHART_KEY,
      JSON.stringify({
        search: 'date=1979-01-10&time=08%3A15&place=tr-34-sisli',
        sun: 'oglak',
        moon: 'ikizler',
        rising: 'kova',
        label: 'Şişli, 10 Ocak 1979, 08:15',
        savedAt: '2026-11-23T08:00:00.000Z',
      }),
    );
    const calls = stubFetch(() => ({
      success: true,
      data: {
        date: '2026-11-23',
        prediction: 'Bugün Ay onuncu evinizde. İşte görünür olmak için uygun bir gün.',
        summary: 'Bugün Ay onuncu evinizde.',
        sections: [{ key: 'genel', title: 'Genel', text: 'Bugün Ay onuncu evinizde.' }],
        transits: [],
      },
    }));
    await act(async () => {
      render(<SavedChartGreeting />);
    });
    expect(screen.getByRole('heading', { name: /Yükselen burcunuz Kova/ })).toBeInTheDocument();
    expect(calls).toEqual(['/api/personal-reading']);
    await waitFor(() => expect(screen.getByText('Bugün Ay onuncu evinizde.')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Kişisel yorumunuzun tamamı' })).toHaveAttribute(
      'href',
      '/kisisel-yorum',
    );
    expect(screen.getByRole('link', { name: 'Kova günlük yorumunun tamamı' })).toHaveAttribute(
      'href',
      '/daily/kova',
    );
    // The chart page opens the saved chart itself: the birth never goes into the address.
    expect(screen.getByRole('link', { name: 'Doğum haritanızı açın' })).toHaveAttribute(
      'href',
      '/dogum-haritasi#kayitli-harita',
    );
    expect(screen.getByRole('link', { name: 'Güneş burcunuz Oğlak' })).toHaveAttribute(
      'href',
      '/daily/oglak',
    );
  });

  it('ignores a damaged entry', () => {
    window.localStorage.setItem(SAVED_CHART_KEY, '{"search":"x","sun":"pluto"}');
    const { container } = render(<SavedChartGreeting />);
    expect(container).toBeEmptyDOMElement();
  });

  it('cuts a reading at a sentence end', () => {
    const text = `${'Uzun bir cümle burada. '.repeat(20)}`;
    const cut = excerpt(text, 100);
    expect(cut.endsWith('.')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(100);
  });
});
