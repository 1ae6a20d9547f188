/** Issue 11's quoted defects, each written from its example. */
import { composeReading } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { periodContaining } from '@/lib/time/periods';
import type { HoroscopeType } from '@/lib/horoscope/types';
import type { SignId } from '@/lib/zodiac/signs';
import { referenceLongitude } from '../astro/reference-ephemeris';
import { signOfLongitude } from '@/lib/astro/longitude';

const read = (type: HoroscopeType, day: string, sign: SignId) => {
  const period = periodContaining(type, day)!;
  return composeReading({ type, sign, period, sky: skyOfPeriod(period) });
};
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('issue 11 defects', () => {
  test('24.11.2026: the full moon at 17:54 in İkizler is read in its own house (Boğa: para ve değerler)', () => {
    // Independent check: the Moon is in İkizler at 17:54 Istanbul time.
    expect(signOfLongitude(referenceLongitude('moon', new Date('2026-11-24T14:54:00Z'))).sign).toBe(
      'ikizler',
    );
    const { text } = read('daily', '2026-11-24', 'boga');
    const line = sentences(text).find((s) => s.includes('dolunay'))!;
    // swetest: the full moon is at 14:53:36 UT (17:53 in Istanbul); astronomy-engine gave 17:54.
    expect(line).toMatch(/17\.53’te İkizler’de dolunay/);
    expect(line).toContain('para ve değerler alanınız');
    expect(text).not.toMatch(/bu alanda/);
  });

  test('Venüs 29° Terazi and Plüton 3° Kova are not called an ordinary square', () => {
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      const lon = referenceLongitude('venus', new Date(`${day}T09:00:00Z`));
      expect(signOfLongitude(lon).sign).toBe('terazi');
      for (const type of ['daily', 'monthly'] as const) {
        for (const s of sentences(read(type, day, 'aslan').text)) {
          if (s.includes('Venüs') && s.includes('Plüton') && /kare/.test(s)) {
            // Either flagged as crossing signs, or dated on the day Venus has entered Akrep.
            expect(s).toMatch(/burç sınırını aşan|9 Aralık/);
          }
        }
      }
    }
  });

  test('December 2026: Venus is placed with its dates, not in one house for the month', () => {
    const { text } = read('monthly', '2026-12-01', 'ikizler');
    expect(text).toMatch(/Venüs 4 Aralık’a kadar Terazi’de kalıyor, sonra Akrep’e geçerek/);
  });

  test('the week the Sun enters Oğlak on Monday is not called the Sun’s journey in Yay', () => {
    const { text } = read('weekly', '2026-12-21', 'koc');
    expect(text).not.toMatch(/Güneş’in Yay burcundaki yolculuğu/);
    expect(text).toMatch(/Güneş 21 Aralık’a kadar Yay’da kalıyor, sonra Oğlak’a geçerek/);
  });

  test('planets that turn direct inside a period are not called retrograde for the period', () => {
    // December 2026: Saturn (11 Aralık) and Neptune (13 Aralık) turn direct.
    for (const type of ['weekly', 'monthly'] as const) {
      const day = type === 'weekly' ? '2026-12-07' : '2026-12-01';
      const { text } = read(type, day, 'ikizler');
      expect(text).toMatch(/Satürn Koç’ta düz harekete dönüyor/);
      for (const s of sentences(text)) {
        if (/boyunca geri harekette/.test(s)) expect(s).not.toMatch(/Satürn|Neptün/);
      }
    }
  });

  test('a Yengeç weekly reading does not make the Moon the period’s key', () => {
    const { text } = read('weekly', '2026-11-23', 'yengec');
    expect(text).not.toMatch(/yönetici\S* Ay|gizli anahtar/);
    expect(text).toMatch(/Ay’ın haftalık seyri şöyle: /);
  });

  test('career reads the ruler of the tenth house', () => {
    // Koç: the tenth house is Oğlak, ruled by Satürn; Aslan: Boğa, ruled by Venüs.
    expect(read('daily', '2026-06-10', 'koc').sections.find((s) => s.key === 'work')!.text).toContain(
      'Satürn',
    );
    expect(read('daily', '2026-06-10', 'aslan').sections.find((s) => s.key === 'work')!.text).toContain(
      'Venüs',
    );
  });

  test('the idioms the issue quotes are gone', () => {
    const texts = ['2026-11-24', '2026-11-25'].flatMap((d) =>
      (['koc', 'boga', 'ikizler', 'yengec'] as const).map((s) => read('daily', d, s).text),
    );
    for (const t of texts) {
      expect(t).not.toMatch(
        /en etkili flört yapıyor|eviniz arasında sıkışmış|inci eviniz|nci eviniz|ncü eviniz/,
      );
      expect(t).not.toMatch(/[()]/);
    }
  });

  test('summary and ratings', () => {
    const r = read('daily', '2026-11-24', 'boga');
    expect(sentences(r.summary)).toHaveLength(1);
    for (const v of Object.values(r.ratings)) expect([1, 2, 3, 4, 5]).toContain(v);
  });
});
