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
  summary: 'Yeni ay kariyerinizde yeni bir sayfa açıyor.',
  ratings: { love: 4, career: 5, health: 2, energy: 3 },
  sections: [
    { key: 'general', title: 'Genel', text: 'Güneş İkizler’de.' },
    { key: 'love', title: 'Aşk', text: 'Venüs Aslan’da.' },
    { key: 'tip', title: 'Haftanın önerisi', text: 'Not alın.' },
  ],
};
const URL_ = 'http://localhost:3000/weekly/basak';

describe('the reading card', () => {
  test('title, labelled paragraphs, and a plain note on how it was made', () => {
    render(<ReadingCard data={data} shareUrl={URL_} />);
    expect(screen.getByRole('heading', { name: 'Başak Burcu Haftalık Yorumu' })).toBeInTheDocument();
    expect(screen.getAllByText('Aşk:').map((e) => e.tagName)).toContain('STRONG');
    expect(screen.getByText('Venüs Aslan’da.')).toBeInTheDocument();
    const note = screen.getByTestId('reading-provenance');
    expect(note).toHaveTextContent('Bu yorum, dönemin gerçek gökyüzü hesaplanarak otomatik olarak yazıldı.');
    // A composed reading never claims a model's help.
    expect(note.textContent).not.toMatch(/yapay zekâ|dil modeli/i);
  });

  test('the dates under it: the period start and the true time it was first made, no "Yayın"', () => {
    // An archive reading first made days after its period began.
    const late = { ...data, createdAt: '2026-06-25T20:08:00.000Z' };
    render(<ReadingCard data={late} shareUrl={URL_} />);
    const note = screen.getByTestId('reading-provenance');
    expect(note).toHaveTextContent('Dönem başlangıcı: 15 Haziran 2026');
    expect(note).toHaveTextContent('İlk oluşturulma: 25 Haziran 2026 23:08');
    expect(note.textContent).not.toMatch(/Yayın/);
  });

  test('the sky behind it: the Moon’s sign, house and phase, retrogrades, the lunation', () => {
    render(<ReadingCard data={data} shareUrl={URL_} />);
    const sky = screen.getByRole('region', { name: 'Yorumun dayandığı gökyüzü' });
    expect(within(sky).getByText(/Haftanın başında Yay burcunda, 4\. evinizde/)).toBeInTheDocument();
    expect(within(sky).getByText(/Büyüyen Ay · %\d+ aydınlık/)).toBeInTheDocument();
    expect(within(sky).getByText('Merkür (Yengeç), Plüton (Kova)')).toBeInTheDocument();
    expect(within(sky).getByText('Yeni ay: 15 Haziran, İkizler')).toBeInTheDocument();
  });

  test('a day with its sky box does not repeat the Moon, the retrogrades and the lunation below it', () => {
    const day: HoroscopeData = {
      ...data,
      type: 'daily',
      period: { start: '2026-06-15', end: '2026-06-15', label: '15 Haziran Pazartesi' },
      sky: [
        { key: 'moon', label: 'Ay', text: 'Bütün gün Yay’da; öğle saatinde 4. evinizde. Evre: büyüyen ay.' },
        {
          key: 'retrograde',
          label: 'Retrodaki gezegenler',
          text: 'Merkür, dönem boyunca; Plüton, dönem boyunca.',
        },
      ],
    };
    render(<ReadingCard data={day} shareUrl={URL_} />);
    const sky = screen.getByRole('region', { name: 'Yorumun dayandığı gökyüzü' });
    expect(within(sky).getByTestId('sky-notes')).toHaveTextContent('Evre: büyüyen ay.');
    expect(within(sky).queryByText('Geri hareket')).toBeNull();
    expect(within(sky).queryByText(/aydınlık/)).toBeNull();
    // Every position is still listed.
    expect(within(sky).getByText('Merkür: Yengeç 3°, 11. ev (geri)')).toBeInTheDocument();
  });

  test('a reading polished by a model names the model', () => {
    render(<ReadingCard data={{ ...data, source: 'llama3.1:8b' }} shareUrl={URL_} />);
    const note = screen.getByTestId('reading-provenance');
    expect(note).toHaveTextContent('yapay zekâ desteğiyle');
    expect(note).toHaveTextContent('dil modeli: llama3.1:8b');
  });

  test('the summary and the four ratings as text, not only marks', () => {
    render(<ReadingCard data={data} shareUrl={URL_} />);
    expect(screen.getByText('Yeni ay kariyerinizde yeni bir sayfa açıyor.')).toBeInTheDocument();
    for (const [testId, text] of [
      ['rating-love', 'Aşk: 4/5'],
      ['rating-career', 'Kariyer: 5/5'],
      ['rating-health', 'Sağlık: 2/5'],
      ['rating-energy', 'Enerji: 3/5'],
    ]) {
      const box = screen.getByTestId(testId);
      expect(box.querySelector('dd > span')!.textContent).toBe(text);
      // The dots are decoration; the term names the rating for screen readers.
      expect(within(box).getByRole('term')).toHaveTextContent(text.split(':')[0]);
    }
  });

  test('the share row: WhatsApp and X with the address, copying announced', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ReadingCard data={data} shareUrl={URL_} />);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!)).toContain(
      URL_,
    );
    const x = new URL(screen.getByRole('link', { name: /^X/ }).getAttribute('href')!);
    expect(x.hostname).toBe('x.com');
    expect(x.searchParams.get('url')).toBe(URL_);
    // jsdom has no Web Share API: no share button.
    expect(screen.queryByRole('button', { name: 'Paylaş…' })).toBeNull();
    screen.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
    expect(await screen.findByText('Bağlantı kopyalandı.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByText('Bağlantı kopyalandı.')).toHaveAttribute('role', 'status');
  });
});
