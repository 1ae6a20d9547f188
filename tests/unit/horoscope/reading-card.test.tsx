/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ReadingCard } from '@/components/horoscope/reading-card';
import type { HoroscopeData } from '@/lib/api/horoscope';

const at = '2026-06-15T09:00:00.000Z';
const data: HoroscopeData = {
  type: 'weekly',
  sign: 'basak',
  prediction: 'Genel: Güneş İkizler’de.\n\nAşk: Venüs Aslan’da.\n\nHaftanın önerisi: Not alın.',
  date: '2026-06-15',
  createdAt: '2026-06-14T21:00:05.000Z',
  period: { start: '2026-06-15', end: '2026-06-21', label: '15 Haziran - 21 Haziran' },
  transits: [
    { body: 'sun', sign: 'ikizler', degree: 24.3, retrograde: false, house: 10, at },
    // 166° ahead of the Sun: a waxing gibbous Moon.
    { body: 'moon', sign: 'yay', degree: 10.3, retrograde: false, house: 4, at },
    { body: 'mercury', sign: 'yengec', degree: 3, retrograde: true, house: 11, at },
    { body: 'pluto', sign: 'kova', degree: 5.1, retrograde: true, house: 6, at },
  ],
  events: [
    { kind: 'new-moon', body: 'moon', sign: 'ikizler', at: '2026-06-15T02:54:00.000Z' },
    { kind: 'ingress', body: 'sun', sign: 'yengec', at: '2026-06-21T08:25:00.000Z' },
  ],
  source: 'composer',
};

describe('the reading card', () => {
  test('title, labelled paragraphs, and a plain note on how it was made', () => {
    render(<ReadingCard data={data} />);
    expect(screen.getByRole('heading', { name: 'Başak Burcu Haftalık Yorumu' })).toBeInTheDocument();
    expect(screen.getByText('Aşk:').tagName).toBe('STRONG');
    expect(screen.getByText('Venüs Aslan’da.')).toBeInTheDocument();
    expect(
      screen.getByText(/gerçek konumlarından hesaplanarak yapay zekâ desteğiyle hazırlandı/),
    ).toBeInTheDocument();
  });

  test('the sky behind it: the Moon’s sign, house and phase, retrogrades, the lunation', () => {
    render(<ReadingCard data={data} />);
    const sky = screen.getByRole('region', { name: 'Yorumun dayandığı gökyüzü' });
    expect(within(sky).getByText(/Haftanın başında Yay burcunda, 4\. evinizde/)).toBeInTheDocument();
    expect(within(sky).getByText(/Büyüyen Ay · %\d+ aydınlık/)).toBeInTheDocument();
    expect(within(sky).getByText('Merkür (Yengeç), Plüton (Kova)')).toBeInTheDocument();
    expect(within(sky).getByText('Yeni ay: 15 Haziran, İkizler')).toBeInTheDocument();
  });

  test('a reading polished by a model names the model', () => {
    render(<ReadingCard data={{ ...data, source: 'llama3.1:8b' }} />);
    expect(screen.getByText(/Dil modeli: llama3\.1:8b/)).toBeInTheDocument();
  });
});
